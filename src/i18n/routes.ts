import { DEFAULT_LOCALE, LOCALES, TRANSLATED_LOCALES, type Locale } from "../domain/locales.ts";

/**
 * One route file per page for every language, as Starlight does (src/pages/[...locale]/): the rest parameter is absent
 * for English, which stays at the spec's unprefixed paths, and names the language for the others (/de/about). A
 * pre-rendered page exports `getStaticPaths = localePaths`; an on-demand one reads its language with `routeLocale`,
 * which refuses any other prefix (`/xx/directory`, and `/en/directory`, which would copy the English page).
 */
export function localePaths() {
  return LOCALES.map((locale) => ({ params: { locale: routeParam(locale) } }));
}

/** The `[...locale]` parameter of a language's pages: none for English. */
export function routeParam(locale: Locale): string | undefined {
  return locale === DEFAULT_LOCALE ? undefined : locale;
}

/** The language an on-demand page's `[...locale]` parameter names, or undefined when it names none of the site's. */
export function routeLocale(param: string | undefined): Locale | undefined {
  if (param === undefined) return DEFAULT_LOCALE;
  return TRANSLATED_LOCALES.find((locale) => locale === param);
}
