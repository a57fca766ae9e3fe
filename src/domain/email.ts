import { z } from "./zod.ts";

/**
 * An e-mail address as it is stored and compared everywhere (accounts, contact requests, a profile's contact
 * address): trimmed and lower-cased, so one address is one value.
 */
/** The message of a missing or malformed address, on every e-mail field of the site. */
export const EMAIL_INVALID = "Please enter a valid email";

export const emailSchema = z
  .string()
  .check(z.trim(), z.toLowerCase(), z.maxLength(254, EMAIL_INVALID), z.email(EMAIL_INVALID));
