/** The test build's pseudo-language: English, accented and lengthened (src/domain/pseudo-locale.ts). */
export const PSEUDO_LOCALE = "en-XA";

/**
 * The languages of the site, one record each (docs/LANGUAGES.md): English where the spec puts every page, the others
 * under their own prefix with the same paths. Everything else that differs by language is derived from here: the
 * routes, `<html lang>`, hreflang and og:locale, dates and numbers, the catalogues (src/i18n/index.ts: a language's
 * texts, its city pages' meta title and country names among them), the content editor's collections
 * (scripts/editor/collections.ts) and the city pages' schemas. Zod-free, catalogue-free and small: browser scripts
 * read it too.
 */
export interface Language {
  /** `<html lang>` and hreflang (BCP 47). */
  lang: string;
  /** The language in its own words, as the switcher lists it. */
  name: string;
  /** The conventions of its dates and numbers (Intl). */
  intl: string;
  /** How its mails write a date, where not as its pages do (English mails say "25 November 2026"). */
  mailIntl?: string;
  /** `og:locale`. */
  og: string;
}

const LANGUAGES = {
  en: {
    lang: "en",
    name: "English",
    // SPEC §9's US English dates for the English pages.
    intl: "en-US",
    mailIntl: "en-GB",
    og: "en_GB",
  },
  de: {
    lang: "de",
    name: "Deutsch",
    intl: "de-DE",
    og: "de_DE",
  },
  fr: {
    lang: "fr",
    name: "Français",
    intl: "fr-FR",
    og: "fr_FR",
  },
  pl: {
    lang: "pl",
    name: "Polski",
    intl: "pl-PL",
    og: "pl_PL",
  },
  nl: {
    lang: "nl",
    name: "Nederlands",
    intl: "nl-NL",
    og: "nl_NL",
  },
} as const satisfies Record<string, Language>;

/** The languages every build serves. */
export type SiteLocale = keyof typeof LANGUAGES;
/** A language a page can be in: the site's, and the test build's pseudo-language. */
export type Locale = SiteLocale | typeof PSEUDO_LOCALE;
export const DEFAULT_LOCALE: Locale = "en";

/**
 * The pseudo-language is on only where PSEUDO_LOCALE=en-XA is set (the dev server of the pseudo-language test,
 * tests/dev/pseudo-locale.spec.ts): astro.config.mjs writes the switch into the site's bundles; scripts and functions
 * read it from their environment. A production build never has it.
 */
declare const __PSEUDO_LOCALE__: string | undefined;
export const PSEUDO_LOCALE_ON =
  (typeof __PSEUDO_LOCALE__ === "string" ? __PSEUDO_LOCALE__ : globalThis.process?.env?.PSEUDO_LOCALE) ===
  PSEUDO_LOCALE;

const english: Language = LANGUAGES.en;
/** Every language's record, the pseudo-language's generated from English. */
export const LANGUAGE_RECORDS: Record<Locale, Language> = {
  ...LANGUAGES,
  [PSEUDO_LOCALE]: {
    ...english,
    lang: PSEUDO_LOCALE,
    name: "[Þšéûðö-Éñĝļîšĥ ···]",
    og: "en_XA",
  },
};

/** The site's languages, English first: the ones search engines are told of (sitemaps), never the pseudo-language. */
export const SITE_LOCALES = Object.keys(LANGUAGES) as SiteLocale[];
/** The languages this build serves. */
export const LOCALES: readonly Locale[] = [...SITE_LOCALES, ...(PSEUDO_LOCALE_ON ? [PSEUDO_LOCALE as Locale] : [])];
/** The languages under their own prefix (/de/…). */
export type TranslatedLocale = Exclude<Locale, "en">;
export const TRANSLATED_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE) as [
  TranslatedLocale,
  ...TranslatedLocale[],
];

/** One fact of every language, keyed by language: `languageFacts("lang")` → `{ en: "en", de: "de", … }`. */
// Pure, so a bundle keeps only the facts it reads.
function languageFacts<Key extends keyof Language>(key: Key): Record<Locale, Language[Key]> {
  return Object.fromEntries(
    Object.entries(LANGUAGE_RECORDS).map(([locale, language]) => [locale, language[key]]),
  ) as Record<Locale, Language[Key]>;
}

/** `<html lang>` and hreflang of each language. */
export const LANGUAGE_TAGS = /* @__PURE__ */ languageFacts("lang");
/** `og:locale` of each language. */
export const OG_LOCALES = /* @__PURE__ */ languageFacts("og");
/** Each language in its own words, as the switcher lists them. */
export const LANGUAGE_NAMES = /* @__PURE__ */ languageFacts("name");
/** The conventions of each language's dates and numbers (`Nov 26, 2026`, `26. Nov. 2026`). */
export const INTL_LOCALES = /* @__PURE__ */ languageFacts("intl");
