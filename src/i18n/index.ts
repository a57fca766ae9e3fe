import { DEFAULT_LOCALE, type Locale } from "../domain/locales.ts";
import { en, type Messages } from "./en/index.ts";
import { de } from "./de/index.ts";
import { fr } from "./fr/index.ts";
import { pl } from "./pl/index.ts";
import { nl } from "./nl/index.ts";
import { isLocale } from "./paths.ts";
import { format } from "./texts.ts";
import { lookup, type MessageKey, type MessageValues } from "./keys.ts";

export type { Messages } from "./en/index.ts";
export { format } from "./texts.ts";
export type { MessageKey, MessageValues } from "./keys.ts";
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
 * A message in a language: the text at its key in that language's `api` area, the `{name}` blanks filled. A string
 * that is no key (zod's own default messages) is returned as it is.
 */
export function textFor(locale: Locale, key: string, values?: MessageValues): string {
  const text = lookup(CATALOGUES[locale].api, key);
  if (text === undefined) return key;
  return values ? format(text, values) : text;
}

/** Whether a string is the key of a message (of the English catalogue, which every language has). */
export function isMessageKey(key: string): key is MessageKey {
  return lookup(en.api, key) !== undefined;
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
