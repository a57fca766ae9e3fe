import { LANGUAGE_STORAGE_KEY, isLocale } from "../i18n/paths.ts";
import { LOCALES, type Locale } from "../domain/locales.ts";

function stored(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function remember(locale: string): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this page only.
  }
}

/** The switcher's links lead to the same address in another language: query and fragment included. */
export function keepQueryOnLanguageLinks(): void {
  if (!location.search && !location.hash) return;
  for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-language]")) {
    const url = new URL(link.href);
    url.search = location.search;
    url.hash = location.hash;
    link.href = url.toString();
  }
}

/** Following a switcher link remembers the language chosen. */
export function rememberLanguage(): void {
  document.addEventListener("click", (event) => {
    const link = (event.target as HTMLElement).closest<HTMLAnchorElement>("a[data-language]");
    if (link?.dataset.language) remember(link.dataset.language);
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

interface Offer {
  suggestion: string;
  suggestionLink: string;
  dismiss: string;
  href: string;
  lang: string;
}

/** Offers the page in the browser's language when it is not the page's and no choice was made before. */
export function suggestLanguage(): void {
  const banner = document.querySelector<HTMLElement>("[data-language-suggestion]");
  if (!banner || stored()) return;
  const preferred = preferredLocale(navigator.languages ?? [navigator.language]);
  if (!preferred || preferred === banner.dataset.locale) return;
  const offer = (JSON.parse(banner.dataset.offers ?? "{}") as Record<string, Offer>)[preferred];
  if (!offer) return;
  const text = banner.querySelector<HTMLElement>("[data-suggestion-text]")!;
  const link = banner.querySelector<HTMLAnchorElement>("[data-suggestion-link]")!;
  const dismiss = banner.querySelector<HTMLButtonElement>("[data-suggestion-dismiss]")!;
  text.textContent = offer.suggestion;
  text.lang = offer.lang;
  link.textContent = offer.suggestionLink;
  link.lang = offer.lang;
  link.hreflang = offer.lang;
  link.href = offer.href + location.search + location.hash;
  dismiss.textContent = offer.dismiss;
  dismiss.lang = offer.lang;
  link.addEventListener("click", () => remember(preferred));
  dismiss.addEventListener("click", () => {
    remember(banner.dataset.locale ?? "");
    banner.hidden = true;
  });
  banner.inert = false;
  banner.removeAttribute("aria-hidden");
  // Just below the header, which keeps every link in view.
  banner.style.top = `${document.querySelector("[data-site-header]")?.getBoundingClientRect().height ?? 0}px`;
  banner.classList.remove("-translate-y-full");
}
