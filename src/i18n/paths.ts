import { DEFAULT_LOCALE, LOCALES, type Locale } from "../domain/locales.ts";

/**
 * Where each language's pages live: English unprefixed, as the spec puts them; the others under /de, /fr, /pl, /nl
 * with the same paths. No catalogue here, so the browser's scripts can import it.
 */
export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The language a path belongs to, and the path without its prefix (`/de/directory` → de, `/directory`). */
export function splitLocale(path: string): { locale: Locale; path: string } {
  const [, first, ...rest] = path.split("/");
  if (first !== DEFAULT_LOCALE && isLocale(first)) return { locale: first, path: `/${rest.join("/")}` };
  return { locale: DEFAULT_LOCALE, path };
}

/** A site path (`/directory`, `/`, `/muse/x?y=1#z`) in one language. */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  if (path === "/" || /^\/[?#]/.test(path)) return `/${locale}${path.slice(1)}`;
  return `/${locale}${path}`;
}

/** The same page in another language: the switcher's links and the hreflang alternates. */
export function translatedPath(path: string, locale: Locale): string {
  return localizedPath(locale, splitLocale(path).path);
}

/** A page's address in each language, then x-default (for a language the site does not speak): its hreflang set. */
export type Addresses = Record<Locale | "x-default", string>;

/** The addresses of a page that is at the same path in every language: the English one is x-default. */
export function addressesOf(path: string): Addresses {
  const addresses = Object.fromEntries(LOCALES.map((locale) => [locale, translatedPath(path, locale)]));
  return { ...(addresses as Record<Locale, string>), "x-default": translatedPath(path, DEFAULT_LOCALE) };
}

/** Each address of a set with its hreflang, x-default last. */
export const hreflangs = (addresses: Addresses): { hreflang: string; path: string }[] => [
  ...LOCALES.map((locale) => ({ hreflang: LANGUAGE_TAGS[locale], path: addresses[locale] })),
  { hreflang: "x-default", path: addresses["x-default"] },
];

/** Pages every language has: all but the admin panel, which stays English. */
export function isTranslatedPath(path: string): boolean {
  return !/^\/admin(\/|$)/.test(splitLocale(path).path);
}

/** `<html lang>` and hreflang of each language. */
export const LANGUAGE_TAGS: Record<Locale, string> = { en: "en", de: "de", fr: "fr", pl: "pl", nl: "nl" };

/** `og:locale` of each language. */
export const OG_LOCALES: Record<Locale, string> = { en: "en_GB", de: "de_DE", fr: "fr_FR", pl: "pl_PL", nl: "nl_NL" };

/** Each language in its own words, as the switcher lists them. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: "English",
  de: "Deutsch",
  fr: "Français",
  pl: "Polski",
  nl: "Nederlands",
};

/** Where the browser remembers the language a visitor chose (the suggestion reads it; nothing redirects on it). */
export const LANGUAGE_STORAGE_KEY = "solemuse-language";
