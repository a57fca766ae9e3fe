import { z } from "astro/zod";
import { CITIES, CITY_COUNTRY, citySlug } from "./domain/cities.ts";
import { cityMetaTitle } from "./domain/brand.ts";
import { TRANSLATED_LOCALES } from "./domain/locales.ts";
import { CITY_META_TITLES, COUNTRY_NAMES } from "./i18n/index.ts";
import { LEGAL_UPDATES } from "./domain/legal.ts";
import { IMPRINT_FIELDS, type ImprintField } from "./domain/imprint.ts";

/**
 * The schemas of the content collections (src/content.config.ts). Apart from the collections so that the tests read
 * them too: the editor's configuration (public/editor/config.yml) is held to them field by field, and a file the
 * editor would refuse is refused by these very schemas at build.
 */

const block = z.object({ title: z.string().min(3), text: z.string().min(80) });

/** A city page in any language: every section lives in the front matter (the Markdown body is unused). */
const cityPage = z.object({
  name: z.enum(CITIES),
  slug: z.string(),
  country: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string().min(70).max(170),
  introText: z.string().min(200),
  benefits: z.array(block).length(3),
  whyPerfectSection: block,
  topSpotsSection: z.object({
    title: z.string(),
    intro: z.string(),
    spots: z.array(z.object({ name: z.string(), text: z.string().min(40) })).min(3),
  }),
  cultureSection: block,
  soleMuseDifference: block,
  faqSection: z.array(z.object({ question: z.string().endsWith("?"), answer: z.string().min(60) })).length(4),
  keywordVariations: z.array(z.string()).length(8),
});
const slugOfItsCity = { message: "slug must be {city}-foot-fetish-encounters" };

/** An English city page, content/cities/<slug>.md. */
export const cityPageSchema = cityPage
  .refine((city) => city.slug === citySlug(city.name), slugOfItsCity)
  .refine((city) => city.country === CITY_COUNTRY[city.name], { message: "country does not match the city" })
  .refine((city) => city.metaTitle === cityMetaTitle(city.name), { message: "metaTitle must follow the pattern" });

/**
 * A city page in another language, content/cities/<locale>/<slug>.md. `locale` is not in the file: the collection's
 * loader adds the folder's name, so that each page is held to its own language's country names and title pattern.
 */
export const cityTranslationSchema = z
  .object({
    ...cityPage.shape,
    locale: z.enum(TRANSLATED_LOCALES),
    /** The city's name in the page's language ("Zürich") and the phrase "in Zürich" (Polish: "w Zurychu"). */
    localName: z.string().min(2),
    inCity: z.string().min(4),
  })
  .refine((city) => city.slug === citySlug(city.name), slugOfItsCity)
  .refine((city) => city.country === COUNTRY_NAMES[city.locale][city.name], {
    message: "country must be the city's country in the page's language (COUNTRY_NAMES)",
  })
  .refine((city) => city.metaTitle === CITY_META_TITLES[city.locale](city.inCity), {
    message: "metaTitle must follow the language's pattern (CITY_META_TITLES) with inCity",
  });

/** A legal document's front matter, in English (content/legal/*.md) and in every translation. */
export const legalDocumentSchema = z.object({
  title: z.string(),
  description: z.string().min(50).max(170),
  // The month a document last changed: the Terms and the privacy pages gained notice and action in November 2026.
  // A translation keeps the English month; the page writes it in its language.
  updated: z.enum(LEGAL_UPDATES),
});

/**
 * The imprint, content/site/imprint.yaml: every value of src/domain/imprint.ts, each with `example: true` until the
 * operator's real value replaces the seeded one.
 */
const imprintValue = z.object({ value: z.string().min(1), example: z.boolean() });
export const imprintSchema = z.object(
  Object.fromEntries(IMPRINT_FIELDS.map((field) => [field, imprintValue])) as Record<ImprintField, typeof imprintValue>,
);
