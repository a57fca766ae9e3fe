import type { Locale } from "../domain/locales.ts";
import { legalTranslationOf, legalUpdateDate, type LegalUpdate } from "../domain/legal.ts";
import { INTL_LOCALES } from "./format.ts";

/** What a page needs of a collection entry of content/legal: its id and its front matter. */
interface LegalEntry {
  id: string;
  data: { title: string; description: string; updated: LegalUpdate };
}

/** A legal document as a page in one language shows it. */
export interface LegalDocumentIn<Entry extends LegalEntry> {
  /** The English document's id, the page's path (`terms` for /terms, /de/terms). */
  slug: string;
  entry: Entry;
  /** The language its text is written in: the page's, or English while the document has no translation in it. */
  language: Locale;
}

/**
 * Every English document, each in the page's language where it has been translated, else in English: a language
 * has every legal page even before its translations exist. A translation of no English document fails the build.
 */
export function legalDocumentsIn<English extends LegalEntry, Translation extends LegalEntry>(
  locale: Locale,
  english: readonly English[],
  translations: readonly Translation[],
): LegalDocumentIn<English | Translation>[] {
  const slugs = new Set(english.map((entry) => entry.id));
  const translated = new Map<string, Translation>();
  for (const translation of translations) {
    const { locale: language, slug } = legalTranslationOf(translation.id);
    if (!slugs.has(slug)) throw new Error(`content/legal/${translation.id}.md translates no content/legal/${slug}.md`);
    if (language === locale) translated.set(slug, translation);
  }
  return english.map((entry): LegalDocumentIn<English | Translation> => {
    const translation = translated.get(entry.id);
    return translation
      ? { slug: entry.id, entry: translation, language: locale }
      : { slug: entry.id, entry, language: "en" };
  });
}

/** "Last updated" in the page's language: November 2026, November 2026, novembre 2026, listopad 2026. */
export function formatLegalUpdate(updated: LegalUpdate, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], { month: "long", year: "numeric", timeZone: "UTC" }).format(
    legalUpdateDate(updated),
  );
}
