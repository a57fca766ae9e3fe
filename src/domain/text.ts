import { z } from "./zod.ts";
import type { MessageKey } from "../i18n/keys.ts";

/**
 * Text someone types into a form: trimmed, then held to at least `min` and at most `max` characters, each bound
 * with the key of the spec's message.
 */
export const trimmedText = ([min, tooShort]: [number, MessageKey], [max, tooLong]: [number, MessageKey]) =>
  z.string().check(z.trim(), z.minLength(min, tooShort), z.maxLength(max, tooLong));
