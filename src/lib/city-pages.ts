import { getCollection, getEntry, type CollectionEntry } from "astro:content";
import { citySlug, type City } from "../domain/cities.ts";
import { DEFAULT_LOCALE, type Locale } from "../domain/locales.ts";
import { BRAND } from "../domain/brand.ts";
import { feedPath } from "../domain/feeds.ts";
import { format, localizedPath, messagesFor } from "../i18n/index.ts";

/**
 * A city landing page in one language (content/cities/<slug>.md, content/cities/<locale>/<slug>.md): its sections,
 * and how the language names the city, alone (`localName`: "Warszawa") and after "in" (`inCity`: "w Warszawie").
 * English has no such fields: its name is the city's, its phrase "in Warsaw".
 */
export type CityPage = CollectionEntry<"cities">["data"] & { localName: string; inCity: string };

const inEnglish = (city: City) => `in ${city}`;

function englishPage(data: CollectionEntry<"cities">["data"]): CityPage {
  return { ...data, localName: data.name, inCity: inEnglish(data.name) };
}

/** The ten city pages of one language. */
export async function cityPages(locale: Locale): Promise<CityPage[]> {
  if (locale === DEFAULT_LOCALE) return (await getCollection("cities")).map((entry) => englishPage(entry.data));
  const entries = await getCollection("cityTranslations", (entry) => entry.data.locale === locale);
  return entries.map((entry) => entry.data);
}

/** The directory filtered to a city (the filter's value is the city's stored English name, in every language). */
export function cityDirectoryPath(city: City): string {
  return `/directory?${new URLSearchParams({ city })}`;
}

/**
 * The feed a directory page names for feed readers (`<link rel="alternate">`): the chosen city's new Muses, or all
 * cities' when none is chosen, in the page's language.
 */
export async function directoryFeed(locale: Locale, city: City | undefined): Promise<{ href: string; title: string }> {
  const { directory, feeds } = messagesFor(locale);
  const place = city ? await inCity(locale, city) : directory.acrossEurope;
  return { href: localizedPath(locale, feedPath(city)), title: format(feeds.title, { place, brand: BRAND }) };
}

/** "in Zurich" as the page's language says it ("in Zürich", "à Zurich", "w Zurychu"), read from its city page. */
export async function inCity(locale: Locale, city: City): Promise<string> {
  if (locale === DEFAULT_LOCALE) return inEnglish(city);
  const entry = await getEntry("cityTranslations", `${locale}/${citySlug(city)}`);
  return entry?.data.inCity ?? inEnglish(city);
}
