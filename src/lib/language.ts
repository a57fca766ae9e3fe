import { LANGUAGE_STORAGE_KEY, isLocale } from "../i18n/paths.ts";
import { LOCALES, type Locale } from "../domain/locales.ts";

/** The language the visitor chose on this device, if she chose one. */
export function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Remembers on this device the language the visitor chose (or stayed in, declining an offer). */
export function rememberLocale(locale: string): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this page only.
  }
}

/** A switcher link to the address as it is now in another language: query and fragment included. */
function followAddress(link: HTMLAnchorElement): void {
  const url = new URL(link.href);
  url.search = location.search;
  url.hash = location.hash;
  link.href = url.toString();
}

/** The switcher's links lead to the same address in another language: query and fragment included. */
export function keepQueryOnLanguageLinks(): void {
  if (!location.search && !location.hash) return;
  for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-language]")) followAddress(link);
}

/**
 * Following a switcher link remembers the language chosen, and takes the address as it is at the click: a filter
 * chosen since the page loaded changed its query.
 */
export function rememberLanguage(): void {
  document.addEventListener("click", (event) => {
    const link = (event.target as HTMLElement).closest<HTMLAnchorElement>("a[data-language]");
    if (!link?.dataset.language) return;
    followAddress(link);
    rememberLocale(link.dataset.language);
  });
}

/** The first language of the browser's list that the site speaks (`de-CH` reads `de`, `en-XA` itself), if any. */
export function preferredLocale(languages: readonly string[]): Locale | null {
  for (const language of languages) {
    const tag = LOCALES.find((locale) => locale.toLowerCase() === language.toLowerCase());
    if (tag) return tag;
    const primary = language.toLowerCase().split("-")[0];
    if (isLocale(primary)) return primary;
  }
  return null;
}
