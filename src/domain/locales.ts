import { BRAND } from "./brand.ts";
import type { City } from "./cities.ts";

/**
 * The languages of the site (issue 31): English where the spec puts every page, German, French, Polish and Dutch under
 * their own prefix with the same paths. Zod-free: pages and content checks read it.
 */
export const LOCALES = ["en", "de", "fr", "pl", "nl"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
export const TRANSLATED_LOCALES = ["de", "fr", "pl", "nl"] as const;
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

/** A city page's meta title in each language: the spec's pattern, as each language says it. */
export const CITY_META_TITLES: Record<TranslatedLocale, (inCity: string) => string> = {
  de: (inCity) => `Fußfetisch-Begegnungen ${inCity} - verifizierte Musen | ${BRAND}`,
  fr: (inCity) => `Rencontres fétichisme des pieds ${inCity} - Muses vérifiées | ${BRAND}`,
  pl: (inCity) => `Fetysz stóp ${inCity} - zweryfikowane Muzy | ${BRAND}`,
  nl: (inCity) => `Voetfetisj-ontmoetingen ${inCity} - geverifieerde Muzen | ${BRAND}`,
};

/** Each city's country, as each language names it. */
export const COUNTRY_NAMES: Record<TranslatedLocale, Record<City, string>> = {
  de: {
    Zurich: "Schweiz",
    Geneva: "Schweiz",
    Basel: "Schweiz",
    Lausanne: "Schweiz",
    Frankfurt: "Deutschland",
    Berlin: "Deutschland",
    Hamburg: "Deutschland",
    Warsaw: "Polen",
    Vienna: "Österreich",
    Amsterdam: "Niederlande",
  },
  fr: {
    Zurich: "Suisse",
    Geneva: "Suisse",
    Basel: "Suisse",
    Lausanne: "Suisse",
    Frankfurt: "Allemagne",
    Berlin: "Allemagne",
    Hamburg: "Allemagne",
    Warsaw: "Pologne",
    Vienna: "Autriche",
    Amsterdam: "Pays-Bas",
  },
  pl: {
    Zurich: "Szwajcaria",
    Geneva: "Szwajcaria",
    Basel: "Szwajcaria",
    Lausanne: "Szwajcaria",
    Frankfurt: "Niemcy",
    Berlin: "Niemcy",
    Hamburg: "Niemcy",
    Warsaw: "Polska",
    Vienna: "Austria",
    Amsterdam: "Holandia",
  },
  nl: {
    Zurich: "Zwitserland",
    Geneva: "Zwitserland",
    Basel: "Zwitserland",
    Lausanne: "Zwitserland",
    Frankfurt: "Duitsland",
    Berlin: "Duitsland",
    Hamburg: "Duitsland",
    Warsaw: "Polen",
    Vienna: "Oostenrijk",
    Amsterdam: "Nederland",
  },
};
