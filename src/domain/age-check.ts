import { z } from "./zod.ts";
import { calendarDate, timestamp } from "./shapes.ts";

import { AGE_CHECK_REQUEST_REASONS, DOCUMENT_TYPES, normaliseDocumentNumber } from "./age-check-texts.ts";

export * from "./age-check-texts.ts";

/** POST /api/applications/:id/age-check: what the admin read on the document. */
export const ageCheckSchema = z.object({
  over_18: z.boolean("admin.ageCheck.over18Required"),
  document_type: z.enum(DOCUMENT_TYPES, "admin.ageCheck.documentTypeRequired"),
  issuing_country: z
    .string("admin.ageCheck.countryRequired")
    .check(z.trim(), z.regex(/^[A-Za-z]{2}$/, "admin.ageCheck.countryRequired"), z.toUpperCase()),
  /** YYYY-MM */
  expiry_month: z
    .string("admin.ageCheck.expiryRequired")
    .check(z.regex(/^(19|20)\d\d-(0[1-9]|1[0-2])$/, "admin.ageCheck.expiryRequired")),
  document_number: z
    .string("admin.ageCheck.numberRequired")
    .check(
      z.refine((value) => /^[A-Za-z0-9]{4,30}$/.test(normaliseDocumentNumber(value)), "admin.ageCheck.numberRequired"),
    ),
});
export type AgeCheckInput = z.infer<typeof ageCheckSchema>;

/** The latest check of an application, as its admin detail shows it (no document number: it is never stored). */
export const ageCheckShape = z.object({
  over_18: z.boolean(),
  document_type: z.enum(DOCUMENT_TYPES),
  issuing_country: z.string(),
  expiry_month: calendarDate(),
  checked_at: timestamp(),
});
export type AgeCheck = z.infer<typeof ageCheckShape>;

/** Another profile, removed for being under 18 or suspended, whose check recorded the same document. */
export const reusedDocumentShape = z.object({
  handle: z.string(),
  removed_at: timestamp(),
});
export type ReusedDocument = z.infer<typeof reusedDocumentShape>;

const noneOrWhen = z.nullable(timestamp());
const requestReason = z.nullable(z.enum(AGE_CHECK_REQUEST_REASONS));

/**
 * Her "Confirm your age" task on the dashboard (decision 0066): since when, why an admin asked (null: she is live
 * without a check, or her application lacks its document), by when (null for an application: it is not listed yet),
 * when the document she sent awaits the check (null: none waiting), and whether her listing is paused for it.
 */
export const ownAgeTaskShape = z.object({
  requested_at: timestamp(),
  reason: requestReason,
  due_at: noneOrWhen,
  document_sent_at: noneOrWhen,
  paused: z.boolean(),
});
export type OwnAgeTask = z.infer<typeof ownAgeTaskShape>;

/** A live Muse's document waiting for an admin's check (GET /api/admin/age-checks). */
export const queuedAgeCheckShape = z.object({
  id: z.string(),
  handle: z.string(),
  approval_status: z.enum(["Approved", "Suspended"]),
  age_document_sent_at: timestamp(),
  age_check_requested_at: noneOrWhen,
  age_check_request_reason: requestReason,
  age_check_paused_at: noneOrWhen,
});
export type QueuedAgeCheck = z.infer<typeof queuedAgeCheckShape>;
