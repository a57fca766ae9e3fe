import { TRANSLATED_LOCALES, type TranslatedLocale } from "./locales.ts";

/**
 * The legal documents (content/legal/<slug>.md, in English, the versions that prevail) and their translations
 * (content/legal/<locale>/<slug>.md). Zod-free: the content schema, the pages and the tests read it.
 */

/** The months a document may say it last changed, as every front matter writes them: in English, in any language. */
export const LEGAL_UPDATES = ["January 2025", "November 2026"] as const;
export type LegalUpdate = (typeof LEGAL_UPDATES)[number];

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** The first day (UTC) of the month an `updated` value names, so each language can write that month its own way. */
export function legalUpdateDate(updated: LegalUpdate): Date {
  const [month = "", year = ""] = updated.split(" ");
  return new Date(Date.UTC(Number(year), MONTHS.indexOf(month), 1));
}

/** A translation's id (`de/terms`, from content/legal/de/terms.md): its language and the document it translates. */
export function legalTranslationOf(id: string): { locale: TranslatedLocale; slug: string } {
  const [locale, slug, ...rest] = id.split("/");
  const language = TRANSLATED_LOCALES.find((translated) => translated === locale);
  if (!language || !slug || rest.length > 0)
    throw new Error(
      `content/legal/${id}.md is not in the folder of a language the site speaks (${TRANSLATED_LOCALES})`,
    );
  return { locale: language, slug };
}
