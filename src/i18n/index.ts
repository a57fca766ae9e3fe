import { BRAND } from "../domain/brand.ts";
import type { City } from "../domain/cities.ts";
import { DEFAULT_LOCALE, LANGUAGE_RECORDS, PSEUDO_LOCALE, type Locale, type SiteLocale } from "../domain/locales.ts";
import { pseudoTexts } from "../domain/pseudo-locale.ts";
import { format, type Exactly } from "./texts.ts";
import type { Messages } from "./en/index.ts";
import * as en from "./en/index.ts";
import { apiAdmin } from "./en/api-admin.ts";
import de from "./de.json" with { type: "json" };
import fr from "./fr.json" with { type: "json" };
import pl from "./pl.json" with { type: "json" };
import nl from "./nl.json" with { type: "json" };
import { isLocale } from "./paths.ts";
import { textIn, type MessageValues } from "./keys.ts";

export type { Messages } from "./en/index.ts";
export { format };
export type { MessageKey, MessageValues } from "./keys.ts";
import type { MessageKey } from "./keys.ts";
export * from "./paths.ts";

/** What a language's JSON file holds: every area of the English catalogue but the admin panel's English texts. */
type Translation = Omit<Messages, "api"> & { readonly api: Omit<Messages["api"], "admin"> };

/**
 * A language's texts from its JSON file (src/i18n/<locale>.json), with the admin panel's texts, which stay English and
 * have one home (src/i18n/en/api-admin.ts). A key the English catalogue has and the file lacks, a key it adds, or a list
 * or object where English has a string is a type error.
 */
function translation<T extends Translation>(texts: T & Exactly<Translation, T>): Messages {
  return { ...texts, api: { ...texts.api, admin: apiAdmin } };
}

/** Each language's texts: English's folder (src/i18n/en/, the source), the others' JSON files. */
const FOLDERS: Record<SiteLocale, Messages> = {
  en,
  de: translation(de),
  fr: translation(fr),
  pl: translation(pl),
  nl: translation(nl),
};

/**
 * Every language's texts, one for each language of the registry (src/domain/locales.ts); the test build's
 * pseudo-language is English's, pseudo-localized. Pages read them on the server; an island gets the areas it shows as
 * props, so no catalogue is in the browser's scripts.
 */
export const CATALOGUES = Object.fromEntries(
  Object.keys(LANGUAGE_RECORDS).map((locale) => [
    locale,
    locale === PSEUDO_LOCALE ? pseudoTexts({ ...en }) : { ...FOLDERS[locale as SiteLocale] },
  ]),
) as Record<Locale, Messages>;

/** A city page's meta title in each language, around "in" and the city as it says them ("in Zürich", "w Zurychu"). */
export const CITY_META_TITLES = Object.fromEntries(
  Object.entries(CATALOGUES).map(([locale, { city }]) => [
    locale,
    (inCity: string) => format(city.metaTitle, { inCity, brand: BRAND }),
  ]),
) as Record<Locale, (inCity: string) => string>;

/** Each city's country, as each language names it. */
export const COUNTRY_NAMES = Object.fromEntries(
  Object.entries(CATALOGUES).map(([locale, { city }]) => [locale, city.countries]),
) as Record<Locale, Record<City, string>>;

/** The texts of a page's language; an unknown language reads English. */
export function messagesFor(locale: string | undefined): Messages {
  return CATALOGUES[isLocale(locale) ? locale : DEFAULT_LOCALE];
}

/** The language of a page, as Astro's i18n routing found it in the URL. */
export function pageLocale(astro: { currentLocale?: string | undefined }): Locale {
  return isLocale(astro.currentLocale) ? astro.currentLocale : DEFAULT_LOCALE;
}

/** A message in a page's language (a key of the `api` area, src/i18n/keys.ts), as a page renders it. */
export const textFor = (locale: Locale, key: MessageKey, values?: MessageValues): string =>
  textIn(CATALOGUES[locale].api, key, values);

/** The texts an island gets as its `texts` prop: the areas it shows, in its page's language. */
export function islandTexts<Area extends keyof Messages>(
  locale: Locale,
  areas: readonly Area[],
): { locale: Locale; messages: Pick<Messages, Area> } {
  const messages = messagesFor(locale);
  const picked = Object.fromEntries(areas.map((area) => [area, messages[area]])) as Pick<Messages, Area>;
  return { locale, messages: picked };
}
