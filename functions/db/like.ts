/** `%`, `_` and `\` escaped with a backslash (LIKE's default escape character): in a pattern they match themselves. */
function literal(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** A LIKE pattern matching any text that contains `text`; its wildcards are plain characters. */
export function containsPattern(text: string): string {
  return `%${literal(text)}%`;
}

/** A LIKE pattern matching any text that starts with `text`; its wildcards are plain characters. */
export function startsWithPattern(text: string): string {
  return `${literal(text)}%`;
}
