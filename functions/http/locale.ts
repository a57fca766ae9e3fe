import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../src/domain/locales.ts";

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/**
 * The language of the page a call came from: the browser sends `Accept-Language: <html lang>` (src/lib/api.ts) on
 * every API call. The first tag naming one of the site's languages wins (`de-CH` is German, `en-XA` itself; a tag weighted `q=0` is
 * refused, not wanted); anything else, or no header, is English. What the server stores with an account, an
 * application, a contact request or a report, so the mails that follow are written in that language.
 */
export function requestLocale(request: Request): Locale {
  const header = request.headers.get("accept-language") ?? "";
  for (const range of header.split(",", 20)) {
    const [tag = "", ...parameters] = range.split(";");
    if (parameters.some((parameter) => /^\s*q\s*=\s*0(?:\.0{0,3})?\s*$/i.test(parameter))) continue;
    const wanted = tag.trim().toLowerCase();
    const language = LOCALES.find((locale) => locale.toLowerCase() === wanted) ?? wanted.split("-")[0]!;
    if (isLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}
