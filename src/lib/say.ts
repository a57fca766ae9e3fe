import { textIn, type MessageKey, type MessageValues } from "../i18n/keys.ts";

/**
 * The page's language for the messages an island or a page's script writes itself (a form's rules, its toasts). A
 * page that shows such messages carries its language's `api` area once, as JSON (`<ApiTexts />` in BaseLayout); the
 * server's answers come already written in the page's language (src/lib/api.ts sends it).
 */
let area: unknown;

function load(): unknown {
  if (area !== undefined) return area;
  const element = typeof document === "undefined" ? null : document.getElementById("api-texts");
  area = element?.textContent ? JSON.parse(element.textContent) : {};
  return area;
}

/** The text of a key in the page's language, its `{name}` blanks filled. */
export function say(key: MessageKey, values?: MessageValues): string {
  return shown(key, values);
}

/**
 * What a field or a toast shows for a message that is either a key (a schema's rule checked in the browser) or a
 * text the server already wrote in the page's language: the key's text, or the text as it came.
 */
export function shown(message: string, values?: MessageValues): string {
  return textIn(load(), message, values);
}
