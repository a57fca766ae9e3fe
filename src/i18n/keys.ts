import type { api } from "./en/api.ts";
import { format } from "./texts.ts";

/** The dotted paths of a catalogue area's texts: `"auth.invalidLogin"`, `"rules.handle.tooShort"`. */
type Leaves<T, Prefix extends string = ""> = {
  [Key in keyof T & string]: T[Key] extends string ? `${Prefix}${Key}` : Leaves<T[Key], `${Prefix}${Key}.`>;
}[keyof T & string];

/**
 * The key of a message a person reads (an API answer, a form's rule, a toast): the path of its text in the `api`
 * area of every catalogue (src/i18n/en/api.ts, src/i18n/<locale>.json). A key the English catalogue lacks is a type
 * error.
 */
export type MessageKey = Leaves<typeof api>;

/** What fills a message's `{name}` blanks. */
export type MessageValues = Record<string, string | number>;

/**
 * The text at `key` in an `api` area, or undefined when `key` names no text there (a message that is no key, as
 * zod's own defaults). A clause's number holds a dot ("decisions.clauses.4.2"), so a part not found joins the next.
 */
export function lookup(area: unknown, key: string): string | undefined {
  let node = area;
  let pending = "";
  for (const part of key.split(".")) {
    const name = pending ? `${pending}.${part}` : part;
    if (!node || typeof node !== "object") return undefined;
    if (Object.hasOwn(node, name)) {
      node = (node as Record<string, unknown>)[name];
      pending = "";
    } else pending = name;
  }
  return !pending && typeof node === "string" ? node : undefined;
}

/**
 * A message in one language's `api` area: the text at its key, its `{name}` blanks filled; a string that is no key
 * (zod's own default messages, a text the server already wrote) is returned as it is.
 */
export function textIn(area: unknown, key: string, values?: MessageValues): string {
  const text = lookup(area, key);
  if (text === undefined) return key;
  return values ? format(text, values) : text;
}
