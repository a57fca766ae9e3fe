import type { Locale } from "../../src/domain/locales.ts";
import { lookup, textIn, type MessageKey, type MessageValues } from "../../src/i18n/keys.ts";
import { mailTexts } from "../email/texts.ts";

/** A message in a language (src/i18n/keys.ts `textIn`), read from the areas the functions load (../email/texts.ts). */
export const textFor = (locale: Locale, key: string, values?: MessageValues): string =>
  textIn(mailTexts(locale).api, key, values);

/** Whether a string is the key of a message (of the English catalogue, whose keys every language has). */
export function isMessageKey(key: string): key is MessageKey {
  return lookup(mailTexts("en").api, key) !== undefined;
}
