import { DEFAULT_LOCALE, type Locale } from "../domain/locales.ts";
import { en, type Messages } from "./en/index.ts";
import { de } from "./de/index.ts";
import { fr } from "./fr/index.ts";
import { pl } from "./pl/index.ts";
import { nl } from "./nl/index.ts";
import { isLocale } from "./paths.ts";

export type { Messages } from "./en/index.ts";
export { format } from "./texts.ts";
export * from "./paths.ts";

/**
 * Every language's texts (issue 31). Pages read them on the server; an island gets the areas it shows as props, so
 * no catalogue is in the browser's scripts.
 */
export const CATALOGUES: Record<Locale, Messages> = { en, de, fr, pl, nl };

/** The texts of a page's language; an unknown language reads English. */
export function messagesFor(locale: string | undefined): Messages {
  return CATALOGUES[isLocale(locale) ? locale : DEFAULT_LOCALE];
}

/** The language of a page, as Astro's i18n routing found it in the URL. */
export function pageLocale(astro: { currentLocale?: string | undefined }): Locale {
  return isLocale(astro.currentLocale) ? astro.currentLocale : DEFAULT_LOCALE;
}

/**
 * The texts the server writes in English (the spec's messages: validation, API errors, toasts), each with its
 * translation: `{ "Please enter a valid email": "Bitte gib eine gültige E-Mail-Adresse ein" }`. A page in another
 * language carries it as JSON, and src/lib/wire.ts shows each such message in the page's language; English needs none.
 */
export type WireDictionary = Record<string, string>;

const dictionaries = new Map<Locale, WireDictionary>();

/** Built once per language: the catalogues never change while the server runs, and pages ask for it on every render. */
export function wireDictionary(locale: Locale): WireDictionary {
  const built = dictionaries.get(locale);
  if (built) return built;
  const dictionary: WireDictionary = {};
  dictionaries.set(locale, dictionary);
  if (locale === DEFAULT_LOCALE) return dictionary;
  const pair = (english: unknown, translated: unknown) => {
    if (typeof english === "string" && typeof translated === "string") {
      if (english !== translated) dictionary[english] = translated;
      return;
    }
    if (english && typeof english === "object" && translated && typeof translated === "object") {
      for (const key of Object.keys(english))
        pair(english[key as keyof typeof english], translated[key as keyof typeof translated]);
    }
  };
  pair(en.wire, CATALOGUES[locale].wire);
  return dictionary;
}

/** The texts an island gets as its `texts` prop: the areas it shows, in its page's language. */
export function islandTexts<Area extends keyof Messages>(
  locale: Locale,
  areas: readonly Area[],
): { locale: Locale; messages: Pick<Messages, Area> } {
  const messages = messagesFor(locale);
  const picked = Object.fromEntries(areas.map((area) => [area, messages[area]])) as Pick<Messages, Area>;
  return { locale, messages: picked };
}
