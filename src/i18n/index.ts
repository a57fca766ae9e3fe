import { DEFAULT_LOCALE, type Locale } from "../domain/locales.ts";
import { en, type Messages } from "./en/index.ts";
import { de } from "./de/index.ts";
import { fr } from "./fr/index.ts";
import { pl } from "./pl/index.ts";
import { nl } from "./nl/index.ts";
import { isLocale } from "./paths.ts";
import { textIn, type MessageValues } from "./keys.ts";

export type { Messages } from "./en/index.ts";
export { format } from "./texts.ts";
export type { MessageKey, MessageValues } from "./keys.ts";
import type { MessageKey } from "./keys.ts";
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

/** A message in a page's language (a key of the `api` area, src/i18n/keys.ts), as a page renders it. */
export const textFor = (locale: Locale, key: MessageKey, values?: MessageValues): string =>
  textIn(CATALOGUES[locale].api, key, values);

/** The texts an island gets as its `texts` prop: the areas it shows, in its page's language. */
export function islandTexts<Area extends keyof Messages>(
  locale: Locale,
  areas: readonly Area[],
): { locale: Locale; messages: Pick<Messages, Area> } {
  const messages = messagesFor(locale);
  const picked = Object.fromEntries(areas.map((area) => [area, messages[area]])) as Pick<Messages, Area>;
  return { locale, messages: picked };
}
