import { z } from "./zod.ts";

/**
 * Text someone types into a form: trimmed, then held to at least `min` and at most `max` characters, each bound
 * with the spec's message.
 */
export const trimmedText = ([min, tooShort]: [number, string], [max, tooLong]: [number, string]) =>
  z.string().check(z.trim(), z.minLength(min, tooShort), z.maxLength(max, tooLong));
