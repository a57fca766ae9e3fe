import type { Locale } from "../../src/domain/locales.ts";
import { CATALOGUES } from "../../src/i18n/index.ts";
import { textIn } from "../../src/i18n/keys.ts";

/** Every text of an `api` area by its key: `"rules.email" → "Please enter a valid email"`. */
function leaves(node: unknown, path = "", found = new Map<string, string>()): Map<string, string> {
  if (typeof node === "string") return found.set(path, node);
  if (node && typeof node === "object")
    for (const [name, child] of Object.entries(node)) leaves(child, path ? `${path}.${name}` : name, found);
  return found;
}

/** Every message key with its English text (the spec's words). */
export const ENGLISH_MESSAGES = leaves(CATALOGUES.en.api);

/** The key of a message the spec writes in English, so a test can say the spec's sentence and find its translation. */
export function keyOf(english: string): string {
  const key = [...ENGLISH_MESSAGES].find(([, text]) => text === english)?.[0];
  if (!key) throw new Error(`No message says “${english}”`);
  return key;
}

/** The message the spec writes as `english`, in `locale`'s words. */
export function translated(locale: Locale, english: string): string {
  return leaves(CATALOGUES[locale].api).get(keyOf(english))!;
}

/** What a message (a key, or zod's own English) says in English: the spec's words. */
export const english = (message: string): string => textIn(CATALOGUES.en.api, message);
