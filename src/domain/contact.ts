import { z } from "./zod.ts";
import { CONTACT_STATUSES } from "./options.ts";
import { emailSchema } from "./email.ts";
import { timestamp } from "./shapes.ts";
import { MAIL_STATUSES } from "./mail.ts";
import { trimmedText } from "./text.ts";
import { RULE_MESSAGES } from "./rule-texts.ts";

export { CONTACT_MESSAGES } from "./messages.ts";

export const contactSchema = z.object({
  name: trimmedText([1, RULE_MESSAGES.contact.nameRequired], [100, RULE_MESSAGES.contact.nameTooLong]),
  email: emailSchema,
  subject: z.pipe(
    z.transform((v) => (typeof v === "string" && v.trim() === "" ? null : (v ?? null))),
    z.nullable(z.string().check(z.trim(), z.maxLength(200, RULE_MESSAGES.contact.subjectTooLong))),
  ),
  message: trimmedText([1, RULE_MESSAGES.contact.messageRequired], [5000, RULE_MESSAGES.contact.messageTooLong]),
});
export type ContactInput = z.infer<typeof contactSchema>;

export const contactUpdateSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("read") }),
  z.object({
    status: z.literal("responded"),
    admin_response: trimmedText([1, "admin.rules.responseRequired"], [5000, "admin.rules.responseTooLong"]),
  }),
]);

export const contactStatusFilter = z.enum(["all", ...CONTACT_STATUSES]);

/** A contact request as the admins read it (GET /api/contacts, PATCH /api/contacts/:id). */
export const contactRequestShape = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.nullable(z.string()),
  message: z.string(),
  status: z.enum(CONTACT_STATUSES),
  admin_response: z.nullable(z.string()),
  processed_at: z.nullable(timestamp()),
  processed_by: z.nullable(z.string()),
  created_at: timestamp(),
  /** Where the mail carrying the admin's response is (null before a response). */
  response_mail_status: z.nullable(z.enum(MAIL_STATUSES)),
});
export type ContactRequest = z.infer<typeof contactRequestShape>;
