import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { z } from "astro/zod";
import { CITIES, CITY_COUNTRY, citySlug } from "./domain/cities.ts";
import { cityMetaTitle } from "./domain/brand.ts";
import { LEGAL_UPDATES } from "./domain/legal.ts";

const block = z.object({ title: z.string().min(3), text: z.string().min(80) });

/** One Markdown file per city; the body is unused, every section lives in the front matter. */
const cities = defineCollection({
  loader: glob({ pattern: "*.md", base: "./content/cities" }),
  schema: z
    .object({
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
    })
    .refine((city) => city.slug === citySlug(city.name), { message: "slug must be {city}-foot-fetish-encounters" })
    .refine((city) => city.country === CITY_COUNTRY[city.name], { message: "country does not match the city" })
    .refine((city) => city.metaTitle === cityMetaTitle(city.name), { message: "metaTitle must follow the pattern" }),
});

/** A legal document's front matter, in English (content/legal/*.md) and in every translation. */
const legalDocument = z.object({
  title: z.string(),
  description: z.string().min(50).max(170),
  // The month a document last changed: the Terms and the privacy pages gained notice and action in November 2026.
  // A translation keeps the English month; the page writes it in its language.
  updated: z.enum(LEGAL_UPDATES),
});

/** The English documents, the ones that prevail: the root files only. */
const legal = defineCollection({
  loader: glob({ pattern: "*.md", base: "./content/legal" }),
  schema: legalDocument,
});

/** Their translations, one folder per language: content/legal/de/terms.md has the id `de/terms`. */
const legalTranslations = defineCollection({
  loader: glob({ pattern: "*/*.md", base: "./content/legal" }),
  schema: legalDocument,
});

export const collections = { cities, legal, legalTranslations };
