import { z } from "./zod.ts";
import { timestamp } from "./shapes.ts";
import { clauseField } from "./decisions.ts";
import type { Lookalike } from "./moderation.ts";

import { PHOTO_VERIFICATION, VERIFICATION_MESSAGES, verificationPictureUrl } from "./verification-texts.ts";

export { PHOTO_VERIFICATION, VERIFICATION_MESSAGES, verificationPictureUrl };

/** The letters and digits of a code: no 0/O, 1/I/L, so a code written by hand reads back one way. */
export const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const CODE_LENGTH = 6;

/** The gestures a verification picture may ask for: easy to make, easy to see, not rude in any of our countries. */
export const GESTURES = [
  "thumbs up",
  "peace sign",
  "hand on your cheek",
  "three fingers raised",
  "OK sign",
  "hand flat on your forehead",
] as const;

export const VERIFICATION_STATUSES = ["awaiting_picture", "submitted", "confirmed", "declined", "voided"] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** Her latest request, as her dashboard shows it (GET /api/dashboard/profile → verification). */
export const ownVerificationShape = z.object({
  id: z.string(),
  code: z.string(),
  gesture: z.string(),
  status: z.enum(VERIFICATION_STATUSES),
  created_at: timestamp(),
  code_expires_at: timestamp(),
  submitted_at: z.nullable(timestamp()),
  decided_at: z.nullable(timestamp()),
  decline_reason: z.nullable(z.string()),
});
export type OwnVerification = z.infer<typeof ownVerificationShape>;

/** One request in the admin queue (GET /api/admin/verifications). */
export const queuedVerificationShape = z.object({
  id: z.string(),
  profile_id: z.string(),
  handle: z.string(),
  city: z.string(),
  code: z.string(),
  gesture: z.string(),
  created_at: timestamp(),
  submitted_at: timestamp(),
  profile_picture_url: z.nullable(z.string()),
  feet_picture_url: z.nullable(z.string()),
});
export type QueuedVerification = z.infer<typeof queuedVerificationShape>;

/** One request as the admin queue lists it: with the pictures of other profiles its picture looks like. */
export type ListedVerification = QueuedVerification & { lookalikes: Lookalike[] };

/** POST /api/admin/verifications/:id/decline */
export const declineVerificationSchema = z.object({
  clause: clauseField(),
  reason: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "admin.verification.reasonRequired"),
      z.maxLength(1000, "admin.rules.declineReasonTooLong"),
    ),
});
