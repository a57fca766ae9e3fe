import { z } from "./zod.ts";
import type { MessageKey } from "../i18n/keys.ts";
import { forbiddenWording } from "./forbidden-wording.ts";

/**
 * Text someone types into a form: trimmed, then held to at least `min` and at most `max` characters, each bound
 * with the key of the spec's message.
 */
export const trimmedText = ([min, tooShort]: [number, MessageKey], [max, tooLong]: [number, MessageKey]) =>
  z.string().check(z.trim(), z.minLength(min, tooShort), z.maxLength(max, tooLong));

/**
 * The rule that a text a Muse publishes (a bio, a caption) or a person writes holds no forbidden wording (decision
 * 0063): the issue's message names what to remove, in the writer's language.
 */
export const withoutForbiddenWording = () =>
  z.check<string>((payload) => {
    const message = forbiddenWording(payload.value);
    if (message) payload.issues.push({ code: "custom", message, input: payload.value });
  });
