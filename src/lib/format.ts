import type { Article } from "../domain/blog.ts";
import type { Locale } from "../domain/locales.ts";

/**
 * The conventions of each language's dates and numbers: SPEC §9's US English for English pages, each country's own
 * for the others (`26. Nov. 2026`, `26 nov. 2026`).
 */
export const INTL_LOCALES: Record<Locale, string> = {
  en: "en-US",
  de: "de-DE",
  fr: "fr-FR",
  pl: "pl-PL",
  nl: "nl-NL",
};

/** SPEC §9: blog cards 'MMM dd, yyyy' (in English). */
export const formatBlogDate = (date: string | Date, locale: Locale = "en") =>
  new Date(date).toLocaleDateString(INTL_LOCALES[locale], { year: "numeric", month: "short", day: "2-digit" });
export const formatDate = (date: string | Date, locale: Locale = "en") =>
  new Date(date).toLocaleDateString(INTL_LOCALES[locale], { year: "numeric", month: "short", day: "numeric" });
/** A month and year ("Nov 2026"), as the photo verification badge dates itself. */
export const formatMonth = (date: string | Date, locale: Locale = "en") =>
  // The month as recorded (UTC), wherever it is shown. Polish seldom abbreviates months ("lis 2026" reads as a fox).
  new Date(date).toLocaleDateString(INTL_LOCALES[locale], {
    year: "numeric",
    month: locale === "pl" ? "long" : "short",
    timeZone: "UTC",
  });
export const formatNumber = (value: number, locale: Locale = "en") => value.toLocaleString(INTL_LOCALES[locale]);
export const formatDateTime = (date: string | Date, locale: Locale = "en") =>
  new Date(date).toLocaleString(INTL_LOCALES[locale], {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });

/** The date a reader sees of an article: when it went public, else when it was written. */
export const articleDate = (article: Pick<Article, "published_at" | "created_at">) =>
  article.published_at ?? article.created_at;
