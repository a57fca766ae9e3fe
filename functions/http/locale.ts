import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../src/domain/locales.ts";

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/** The header in which the browser names its page's language (`<html lang>`, src/lib/api.ts) on every API call. */
export const LOCALE_HEADER = "x-locale";

/** The site's language a tag names: the tag itself (`en-XA`), else its primary subtag (`de-CH` is German). */
function siteLanguage(tag: string): Locale | undefined {
  const wanted = tag.trim().toLowerCase();
  const language = LOCALES.find((locale) => locale.toLowerCase() === wanted) ?? wanted.split("-")[0]!;
  return isLocale(language) ? language : undefined;
}

/**
 * The caller's language: the page's, as `X-Locale` names it; without it, the first tag of `Accept-Language` naming
 * one of the site's languages (a tag weighted `q=0` is refused, not wanted); anything else, or no header, is English.
 * The API's messages answer in it, and the server stores it with an account, an application, a contact request or a
 * report, so the mails that follow are written in that language.
 */
export function requestLocale(request: Request): Locale {
  const page = siteLanguage(request.headers.get(LOCALE_HEADER) ?? "");
  if (page) return page;
  const header = request.headers.get("accept-language") ?? "";
  for (const range of header.split(",", 20)) {
    const [tag = "", ...parameters] = range.split(";");
    if (parameters.some((parameter) => /^\s*q\s*=\s*0(?:\.0{0,3})?\s*$/i.test(parameter))) continue;
    const language = siteLanguage(tag);
    if (language) return language;
  }
  return DEFAULT_LOCALE;
}
