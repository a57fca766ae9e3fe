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
} as const;

/** The number as the admin typed it, the way it is hashed: upper case, without spaces and dashes. */
export const normaliseDocumentNumber = (number: string): string => number.toUpperCase().replace(/[\s-]+/g, "");

/** The admin-only address of an application's document picture, while it is kept. */
export const ageDocumentUrl = (applicationId: string) => `/api/applications/${applicationId}/age-document`;
