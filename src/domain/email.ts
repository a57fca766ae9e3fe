import { z } from "./zod.ts";

/**
 * An e-mail address as it is stored and compared everywhere (accounts, contact requests, a profile's contact
 * address): trimmed and lower-cased, so one address is one value.
 */
export const emailSchema = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(254, "Please enter a valid email"),
    z.email("Please enter a valid email"),
  );
