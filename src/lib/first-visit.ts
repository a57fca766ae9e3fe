import { preferredLocale, rememberLocale, storedLanguage } from "./language.ts";

/** A language's offer of the page, as src/components/layout/FirstVisitSheet.astro writes it for each language. */
interface Offer {
  suggestion: string;
  suggestionLink: string;
  href: string;
  lang: string;
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function store(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode); the sheet still closes for this page.
  }
}

/** The page in the browser's language, when that is another one the site speaks and no language was chosen before. */
function languageOffer(sheet: HTMLElement): { locale: string; offer: Offer } | null {
  if (storedLanguage()) return null;
  const preferred = preferredLocale(navigator.languages ?? [navigator.language]);
  if (!preferred || preferred === sheet.dataset.locale) return null;
  const offer = (JSON.parse(sheet.dataset.offers ?? "{}") as Record<string, Offer>)[preferred];
  return offer ? { locale: preferred, offer } : null;
}

/**
 * Opens the first-visit sheet (FirstVisitSheet.astro) after the spec's delay with what is still open: the 18+
 * statement and the cookie choice until one is stored, the language offer while the browser prefers another language
 * and none was chosen. Any of its buttons (or Escape) closes it and remembers both: the cookie choice (the close icon
 * declines, as the spec has it) and, where a language was offered, the page's language as the one kept.
 */
export function openFirstVisitSheet(): void {
  const sheet = document.querySelector<HTMLElement>("[data-first-visit]");
  if (!sheet) return;
  const consentKey = sheet.dataset.consentKey!;
  const consent = read(consentKey);
  const consentOpen = consent !== "accepted" && consent !== "declined";
  const language = languageOffer(sheet);
  if (!consentOpen && !language) {
    sheet.hidden = true;
    return;
  }
  if (!consentOpen) {
    sheet.querySelector<HTMLElement>("[data-first-visit-cookies]")!.hidden = true;
    sheet.querySelector<HTMLElement>("[data-first-visit-choice]")!.hidden = true;
    sheet.setAttribute("aria-label", sheet.dataset.languageLabel!);
  }
  if (language) {
    const { offer, locale } = language;
    const part = sheet.querySelector<HTMLElement>("[data-first-visit-language]")!;
    const text = part.querySelector<HTMLElement>("[data-suggestion-text]")!;
    const link = part.querySelector<HTMLAnchorElement>("[data-suggestion-link]")!;
    text.textContent = offer.suggestion;
    text.lang = offer.lang;
    link.textContent = offer.suggestionLink;
    link.lang = offer.lang;
    link.hreflang = offer.lang;
    link.href = offer.href + location.search + location.hash;
    link.addEventListener("click", () => rememberLocale(locale));
    part.hidden = false;
  }
  const close = (choice: string) => {
    if (consentOpen) store(consentKey, choice);
    if (language) rememberLocale(sheet.dataset.locale ?? "");
    sheet.hidden = true;
  };
  sheet.addEventListener("click", (event) => {
    const choice = (event.target as HTMLElement).closest<HTMLElement>("[data-consent]")?.dataset.consent;
    if (choice) close(choice);
  });
  sheet.addEventListener("keydown", (event) => {
    if (event.key === "Escape") close("declined");
  });
  setTimeout(() => {
    sheet.inert = false;
    sheet.removeAttribute("aria-hidden");
    sheet.classList.remove("translate-y-full");
  }, Number(sheet.dataset.delay));
}
