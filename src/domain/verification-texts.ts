/**
 * Photo verification's numbers and message keys, zod-free like messages.ts and limits.ts, and apart from them so that
 * only the pages that show photo verification load them. The texts are in the catalogues' `api.verification`.
 */
/** Photo verification: how long a code may be used, how long a verification lasts, when the reminder goes. */
export const PHOTO_VERIFICATION = {
  CODE_HOURS: 48,
  VALID_MONTHS: 12,
  REMINDER_DAYS: 14,
  /** The verification picture is deleted this long after the admin's decision. */
  PICTURE_KEPT_DAYS: 30,
  DECLINE_REASON_MAX: 1000,
} as const;

/** Photo verification (the Muse's dashboard, the admin queue, the public badge). */
export const VERIFICATION_MESSAGES = {
  badge: "verification.badge",
  filter: "verification.filter",
  explanation: "verification.explanation",
  requested: "verification.requested",
  submitted: "verification.submitted",
  noOpenRequest: "verification.noOpenRequest",
  codeExpired: "verification.codeExpired",
  alreadySubmitted: "verification.alreadySubmitted",
  notApproved: "verification.notApproved",
  confirmed: "admin.verification.confirmed",
  declined: "decisions.titles.verification_declined",
  reasonRequired: "admin.verification.reasonRequired",
  notFound: "admin.verification.notFound",
  alreadyDecided: "admin.verification.alreadyDecided",
  replacingEndsIt: "verification.replacingEndsIt",
} as const;

/** "Photo verified · Nov 2026": the badge's words, with the month and year of the check. */
export const photoVerifiedLabel = (verifiedAt: string | Date) =>
  `Photo verified · ${new Date(verifiedAt).toLocaleDateString("en-US", { month: "short", year: "numeric", timeZone: "UTC" })}`;

/**
 * Where admins, and nobody else, open a request's picture (GET /api/admin/verifications/:id/picture); it is also the
 * key of the picture's fingerprint (decision 0048), which has no public URL to be keyed on.
 */
export const verificationPictureUrl = (verificationId: string) => `/api/admin/verifications/${verificationId}/picture`;
