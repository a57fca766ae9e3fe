/**
 * The test build's pseudo-language (docs/LANGUAGES.md): English with every letter accented and every text about a
 * third longer, in brackets, `"Sign in"` → `"[Šîĝñ îñ ··]"`. A page built in it shows at a glance a text that was
 * written into a view instead of the catalogue (it stays plain English) and a layout that breaks on longer words.
 * Blanks (`{handle}`) stay as they are, so `format` still fills them.
 */

export { PSEUDO_LOCALE } from "./locales.ts";

const PLAIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const ACCENTED = "áƀçðéƒĝĥîĵķļṁñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ";
const LETTERS = new Map([...PLAIN].map((letter, index) => [letter, [...ACCENTED][index]!]));

/** One text in the pseudo-language; an empty text stays empty. */
export function pseudoText(text: string): string {
  if (text.trim() === "") return text;
  const accented = text
    .split(/(\{\w+\})/)
    .map((piece, index) => (index % 2 === 1 ? piece : [...piece].map((c) => LETTERS.get(c) ?? c).join("")))
    .join("");
  // The lengthening comes as words of up to eight dots, as a translation's extra length does: one long run would be a
  // single word no line can break, wider than a phone's screen for a long text.
  const padding = "·".repeat(Math.max(2, Math.ceil(text.length * 0.35))).replace(/(·{8})(?=·)/g, "$1 ");
  return `[${accented} ${padding}]`;
}

/** Every text of a catalogue (or of any part of one) in the pseudo-language, keys and shape unchanged. */
export function pseudoTexts<T>(texts: T): T {
  if (typeof texts === "string") return pseudoText(texts) as T;
  if (Array.isArray(texts)) return texts.map((item: unknown) => pseudoTexts(item)) as T;
  if (texts && typeof texts === "object") {
    return Object.fromEntries(Object.entries(texts).map(([key, value]) => [key, pseudoTexts(value)])) as T;
  }
  return texts;
}
