/**
 * Photo verification's texts and numbers, zod-free like messages.ts and limits.ts, and apart from them so that only
 * the pages that show photo verification load them.
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
  badge: "Photo verified",
  filter: "Photo verified only",
  explanation:
    "Photo verified: an admin compared a fresh picture of her, holding a one-time code and making a gesture we chose, with her profile pictures. It is checked again every 12 months.",
  requested: "Your code is ready: write it on paper with your handle and send the picture within 48 hours.",
  submitted: "Thank you! An admin will compare your picture with your profile and let you know.",
  noOpenRequest: "Ask for a new code first: this one was used, replaced or has expired.",
  codeExpired: "This code has expired. Ask for a new one.",
  alreadySubmitted: "Your picture is waiting for review.",
  notApproved: "Photo verification is open to approved profiles.",
  confirmed: "Photo verification confirmed",
  declined: "Photo verification declined",
  reasonRequired: "Please give a reason",
  notFound: "Verification request not found",
  alreadyDecided: "This request was already decided",
  replacingEndsIt:
    "Replacing your profile picture ends your photo verification: the badge disappears until you verify again.",
} as const;

/** "Photo verified · Nov 2026": the badge's words, with the month and year of the check. */
export const photoVerifiedLabel = (verifiedAt: string | Date) =>
  `Photo verified · ${new Date(verifiedAt).toLocaleDateString("en-US", { month: "short", year: "numeric", timeZone: "UTC" })}`;

/**
 * Where admins, and nobody else, open a request's picture (GET /api/admin/verifications/:id/picture); it is also the
 * key of the picture's fingerprint (decision 0048), which has no public URL to be keyed on.
 */
export const verificationPictureUrl = (verificationId: string) => `/api/admin/verifications/${verificationId}/picture`;
