import { defineCollection } from "astro:content";
import { glob, type Loader } from "astro/loaders";
import { cityPageSchema, cityTranslationSchema, imprintSchema, legalDocumentSchema } from "./content-schemas.ts";

/** One Markdown file per city in English (content/cities/<slug>.md; the languages' folders are not read here). */
const cities = defineCollection({
  loader: glob({ pattern: "*.md", base: "./content/cities" }),
  schema: cityPageSchema,
});

/**
 * The city pages in the other languages, content/cities/<locale>/<slug>.md, with the id "de/zurich-foot-fetish-encounters".
 * The folder names the page's language: the loader adds it to the data before the schema checks it, so the schema
 * can hold each page to its own language's country names and title pattern.
 */
function citiesInTheirLanguages(): Loader {
  const files = glob({
    pattern: "*/*.md",
    base: "./content/cities",
    // Not the front matter's slug (the default), which every language of a city shares.
    generateId: ({ entry }) => entry.replace(/\.md$/, ""),
  });
  return {
    name: "cities-in-their-languages",
    load: (context) =>
      files.load({
        ...context,
        parseData: ({ id, data, ...rest }) =>
          context.parseData({ id, data: { ...data, locale: id.split("/")[0] }, ...rest }),
      }),
  };
}

const cityTranslations = defineCollection({
  loader: citiesInTheirLanguages(),
  schema: cityTranslationSchema,
});

/** The English documents, the ones that prevail: the root files only. */
const legal = defineCollection({
  loader: glob({ pattern: "*.md", base: "./content/legal" }),
  schema: legalDocumentSchema,
});

/** Their translations, one folder per language: content/legal/de/terms.md has the id `de/terms`. */
const legalTranslations = defineCollection({
  loader: glob({ pattern: "*/*.md", base: "./content/legal" }),
  schema: legalDocumentSchema,
});

/** The site's own values: content/site/imprint.yaml, the imprint (id `imprint`). */
const site = defineCollection({
  loader: glob({ pattern: "imprint.yaml", base: "./content/site" }),
  schema: imprintSchema,
});

export const collections = { cities, cityTranslations, legal, legalTranslations, site };
