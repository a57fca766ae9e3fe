/* Zod-free, like verification-texts.ts: the admin island reads these without loading the schemas. */

/**
 * Proof of age before a Muse goes live (issue 46, decision 0065): the application carries a picture of an identity
 * document; the admin records what it shows before the application can be approved. The picture is deleted at the
 * decision, and DOCUMENT_KEPT_DAYS after it was sent at the latest.
 */
export const AGE_CHECK = { DOCUMENT_KEPT_DAYS: 30 } as const;

export const DOCUMENT_TYPES = ["passport", "id_card", "driving_licence"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const AGE_CHECK_MESSAGES = {
  checkAgeFirst: "admin.ageCheck.checkAgeFirst",
  underAge: "admin.ageCheck.underAge",
  noDocument: "admin.ageCheck.noDocument",
  recorded: "admin.ageCheck.recorded",
  documentUsed: "admin.ageCheck.documentUsed",
  requested: "admin.ageCheck.requested",
  notLive: "admin.ageCheck.notLive",
  /** Her own task on the dashboard (issue 46 items 2 and 3, decision 0066). */
  noTask: "ageCheck.noTask",
  documentWaiting: "ageCheck.documentWaiting",
  documentSent: "ageCheck.documentSent",
  pausedListing: "ageCheck.pausedListing",
} as const;

/**
 * A live Muse without a check, or one an admin asked again, has TASK_DAYS to send her document before her listing
 * is paused (decision 0066).
 */
export const AGE_TASK = { TASK_DAYS: 30 } as const;

/** Why an admin asked for a fresh proof: a notice said she may be under 18. */
export const AGE_CHECK_REQUEST_REASONS = ["notice"] as const;
export type AgeCheckRequestReason = (typeof AGE_CHECK_REQUEST_REASONS)[number];

/** Where a live Muse sends her document from the dashboard; where an admin asks one for a fresh proof. */
export const OWN_AGE_DOCUMENT_PATH = "/api/dashboard/age-document";
export const ageCheckRequestUrl = (profileId: string) => `/api/admin/age-checks/${profileId}/request`;

/** The number as the admin typed it, the way it is hashed: upper case, without spaces and dashes. */
export const normaliseDocumentNumber = (number: string): string => number.toUpperCase().replace(/[\s-]+/g, "");

/** The admin-only address of an application's document picture, while it is kept. */
export const ageDocumentUrl = (applicationId: string) => `/api/applications/${applicationId}/age-document`;
