/**
 * The page's language for a message the server or a schema wrote in English (a field's error, a toast, an API
 * answer). A non-English page carries the dictionary once, as JSON (`<WireDictionary />` in BaseLayout); English
 * pages carry none and show the message as it came.
 */
let dictionary: Record<string, string> | undefined;

function load(): Record<string, string> {
  if (dictionary) return dictionary;
  const element = typeof document === "undefined" ? null : document.getElementById("wire-dictionary");
  dictionary = element?.textContent ? (JSON.parse(element.textContent) as Record<string, string>) : {};
  return dictionary;
}

export function translateWire(english: string): string {
  return load()[english] ?? english;
}
