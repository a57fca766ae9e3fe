import { z } from "./zod.ts";
import { EMAIL_INVALID } from "./messages.ts";
export { EMAIL_INVALID } from "./messages.ts";

export const emailSchema = z
  .string()
  .check(z.trim(), z.toLowerCase(), z.maxLength(254, EMAIL_INVALID), z.email(EMAIL_INVALID));
