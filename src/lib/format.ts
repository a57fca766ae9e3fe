import type { Article } from "../domain/blog.ts";
import { INTL_LOCALES, type Locale } from "../domain/locales.ts";
import { SITE_TIME_ZONE } from "../domain/site-day.ts";

export { INTL_LOCALES };

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
/**
 * A calendar day (YYYY-MM-DD) as written ("Dec 9, 2026"), the same day wherever it is shown. Polish writes the month
 * out, as its short months read as words ("29 lis" is a fox's).
 */
export const formatDay = (day: string, locale: Locale = "en") =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(INTL_LOCALES[locale], {
    year: "numeric",
    month: locale === "pl" ? "long" : "short",
    day: "numeric",
    timeZone: "UTC",
  });
/** The days of a visit, first to last, without the year ("Dec 3 – 9", "3.–9. Dez."); one day alone when they are equal. */
export const formatDayRange = (first: string, last: string, locale: Locale = "en") =>
  new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    month: locale === "pl" ? "long" : "short",
    day: "numeric",
    timeZone: "UTC",
  }).formatRange(new Date(`${first}T00:00:00Z`), new Date(`${last}T00:00:00Z`));
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
/** A time of day ("23:00", "11:00 PM") in the site's time zone, as a page's script rewrites it in the visitor's. */
export const formatSiteTime = (date: string | Date, locale: Locale = "en") =>
  new Date(date).toLocaleTimeString(INTL_LOCALES[locale], {
    hour: "2-digit",
    minute: "2-digit",
    timeZone: SITE_TIME_ZONE,
  });
