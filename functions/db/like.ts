/**
 * A LIKE pattern matching any text that contains `text`: its `%`, `_` and `\` are escaped (backslash, LIKE's default
 * escape character), so they match themselves and never act as wildcards.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
