import { TRANSLATED_LOCALES, type TranslatedLocale } from "../domain/locales.ts";

/**
 * The pages under src/pages/[locale]/ exist once per translated language (English is the unprefixed page beside
 * them). A pre-rendered page exports `getStaticPaths = translatedLocalePaths`; an on-demand one checks its
 * parameter with `isTranslatedLocale` and answers 404 for anything else (`/xx/directory`).
 */
export function translatedLocalePaths() {
  return TRANSLATED_LOCALES.map((locale) => ({ params: { locale } }));
}

export function isTranslatedLocale(value: string | undefined): value is TranslatedLocale {
  return (TRANSLATED_LOCALES as readonly string[]).includes(value ?? "");
}
