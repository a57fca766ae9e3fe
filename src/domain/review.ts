import { z } from "./zod.ts";
import { timestamp } from "./shapes.ts";
import { trimmedText } from "./text.ts";
import { clauseField } from "./decisions.ts";

export { REVIEW_MESSAGES } from "./messages.ts";

const adminNotes = () => z.optional(z.nullable(z.string().check(z.maxLength(5000))));

export const reviewSchema = z.discriminatedUnion("decision", [
  z.object({ decision: z.literal("approve"), admin_notes: adminNotes() }),
  z.object({
    decision: z.literal("reject"),
    clause: clauseField(),
    reason: trimmedText([1, "admin.review.reasonRequired.description"], [2000, "admin.rules.reasonTooLong"]),
    admin_notes: adminNotes(),
  }),
]);

export const notesSchema = z.object({
  admin_notes: z.string().check(z.maxLength(5000, "admin.rules.notesTooLong")),
});

export const REVIEWER = "admin";

export const ADMIN_ACTION_TYPES = [
  "note_added",
  "approved",
  "rejected",
  "responded",
  "suspended",
  "reinstated",
  "reopened",
  "report_resolved",
  "report_dismissed",
  "picture_removed",
  "photo_verified",
  "photo_declined",
  "warned",
  "appeal_upheld",
  "appeal_reversed",
  "picture_restored",
  "age_check_requested",
] as const;
export type AdminActionType = (typeof ADMIN_ACTION_TYPES)[number];
export const ADMIN_TARGET_TYPES = ["profile", "contact_request", "profile_report"] as const;
export type AdminTargetType = (typeof ADMIN_TARGET_TYPES)[number];

/** One entry of the admin log, as GET /api/applications/:id returns it. */
export const adminActionShape = z.object({
  id: z.string(),
  action_type: z.enum(ADMIN_ACTION_TYPES),
  target_type: z.enum(ADMIN_TARGET_TYPES),
  target_id: z.string(),
  admin_identifier: z.string(),
  details: z.record(z.string(), z.unknown()),
  created_at: timestamp(),
});
export type AdminAction = z.infer<typeof adminActionShape>;

/** The account an application is linked to, as the reviewing admin needs it: whether its e-mail was confirmed. */
export const applicantAccountShape = z.object({ email: z.string(), email_verified: z.boolean() });
export type ApplicantAccount = z.infer<typeof applicantAccountShape>;
