import { z } from "./zod.ts";
import { calendarDate, timestamp } from "./shapes.ts";

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

/** The admin-only address of an application's document picture, while it is kept. */
export const ageDocumentUrl = (applicationId: string) => `/api/applications/${applicationId}/age-document`;
