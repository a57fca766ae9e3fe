import { z } from "./zod.ts";
import { APPROVAL_STATUSES, type ApprovalStatus } from "./options.ts";
import type { MessageKey } from "../i18n/keys.ts";
import { timestamp } from "./shapes.ts";
import { trimmedText } from "./text.ts";
import { clauseField, factsField } from "./decisions.ts";

export { MODERATION_MESSAGES } from "./messages.ts";
export * from "./moderation-texts.ts";
import {
  PROFILE_CHANGE_KINDS,
  REPORT_FILTERS,
  REPORT_REASON_KEYS,
  type ProfileChangeKind,
  type ReportReason,
} from "./moderation-texts.ts";
import { MODERATION_MESSAGES, REASON_REQUIRED } from "./messages.ts";
import { emailSchema } from "./email.ts";
import { RULE_MESSAGES } from "./rule-texts.ts";

/**
 * Moderation after approval: visitors' reports, suspension by an admin, the Muse's own pause, and the log of what
 * live profiles change. The database CHECK constraints (migration 0007) repeat these values.
 */

/** Reasons that put someone at risk: marked urgent, and first in the admins' queue (the database's `urgent`). */
export const URGENT_REPORT_REASONS: readonly ReportReason[] = ["under_18", "forced"];

export const REPORT_STATUSES = ["open", "resolved", "dismissed"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

const emptyToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

/**
 * The visitor's notice (DSA Art. 16): a reason, an explanation (required for "Other"), an optional address for
 * updates (a receipt at once, the outcome when it is decided), and the good-faith confirmation.
 */
const reportFields = {
  reason: z.enum(REPORT_REASON_KEYS, REASON_REQUIRED),
  details: z.pipe(
    z.transform(emptyToNull),
    z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(2000, RULE_MESSAGES.report.detailsTooLong)))),
  ),
  email: z.pipe(z.transform(emptyToNull), z.optional(z.nullable(emailSchema))),
  good_faith: z.literal(true, MODERATION_MESSAGES.goodFaithRequired),
};
const otherIsExplained = z.refine<{ reason: ReportReason; details?: string | null }>(
  (report) => report.reason !== "other" || Boolean(report.details),
  { message: MODERATION_MESSAGES.explanationRequired, path: ["details"] },
);
export const reportSchema = z.object(reportFields).check(otherIsExplained);
export type ReportInput = z.infer<typeof reportSchema>;

/** POST /api/reports: the form's fields plus the handle of the profile page it was sent from. */
export const reportRequestSchema = z
  .object({
    ...reportFields,
    handle: z.string(RULE_MESSAGES.report.handleRequired).check(z.maxLength(100, RULE_MESSAGES.report.handleRequired)),
    /** The gallery picture the notice names (its URL as the overlay shows it), when sent from the overlay. */
    image_url: z.optional(z.nullable(z.string().check(z.maxLength(300, RULE_MESSAGES.report.unknownPicture)))),
  })
  .check(otherIsExplained);

/**
 * POST /api/dashboard/watch/:id/notice (decision 0072): the notice a verified Muse files from a stolen-photo match.
 * The reason is always "Fake or stolen photos" and the profile is the match's, so she sends only her explanation
 * (prefilled, hers to change) and the good-faith confirmation.
 */
export const watchNoticeSchema = z.object({ details: reportFields.details, good_faith: reportFields.good_faith });

export const REPORTS_PAGE_SIZE = 50;

const PAGE_NUMBER = "admin.rules.page";

/** `?page=` of an admin list paged on the server: a whole number from 1, 1 when absent. */
export const pageNumberField = () =>
  z._default(
    z.coerce.number(PAGE_NUMBER).check(z.int(PAGE_NUMBER), z.gte(1, PAGE_NUMBER), z.lte(100_000, PAGE_NUMBER)),
    1,
  );

/** GET /api/reports?status=&page= */
export const reportListQuerySchema = z.object({
  status: z._default(z.enum(REPORT_FILTERS, "admin.rules.reportStatus"), "open"),
  page: pageNumberField(),
});

/**
 * A report as an admin reads it (GET /api/reports, PATCH /api/reports/:id): with the reported profile's id (also
 * its application's id), handle and status.
 */
export const adminReportShape = z.object({
  id: z.string(),
  profile_id: z.string(),
  handle: z.string(),
  approval_status: z.enum(APPROVAL_STATUSES),
  reason: z.enum(REPORT_REASON_KEYS),
  details: z.nullable(z.string()),
  /** "SM-XXXX-XXXX": the notice's reference, as its receipt mail gives it. */
  reference: z.string(),
  urgent: z.boolean(),
  /** The picture the notice names, when it was sent from the picture overlay. */
  image_url: z.nullable(z.string()),
  /** Whether the reporter asked for updates by e-mail (the address itself stays in the database). */
  wants_updates: z.boolean(),
  /** The statement of reasons the notice led to. */
  decision_id: z.nullable(z.string()),
  status: z.enum(REPORT_STATUSES),
  resolution_note: z.nullable(z.string()),
  resolved_at: z.nullable(timestamp()),
  created_at: timestamp(),
  /** A reported conversation (decision 0062): which side reported it, and its messages, for admins alone. */
  reported_by: z.nullable(z.enum(["muse", "visitor"])),
  reported_messages: z.nullable(
    z.array(z.object({ from: z.enum(["muse", "visitor"]), body: z.string(), created_at: z.string() })),
  ),
});
export type AdminReport = z.infer<typeof adminReportShape>;

/** GET /api/reports: one page of reports and its counts. */
export interface ReportPage {
  reports: AdminReport[];
  page: number;
  page_size: number;
  /** Reports matching the filter, on every page. */
  total: number;
  /** Open reports, whatever the filter. */
  open: number;
  /** Open reports with an urgent reason, whatever the filter. */
  urgent: number;
}

const reportNote = () => trimmedText([1, "admin.rules.noteRequired"], [2000, "admin.rules.noteTooLong"]);

/**
 * PATCH /api/reports/:id: an open notice is decided once. `dismiss` (no action) and `resolve` (acted upon elsewhere,
 * for example on the application page) carry a note for the team; `remove_picture` (the picture the notice names),
 * `suspend` and `warn` act on the profile with a statement of reasons and resolve the notice in one step.
 */
export const reportDecisionSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("dismiss"), note: reportNote() }),
  z.object({ action: z.literal("resolve"), note: reportNote() }),
  z.object({ action: z.literal("remove_picture"), clause: clauseField(), reason: factsField() }),
  z.object({ action: z.literal("suspend"), clause: clauseField(), reason: factsField() }),
  z.object({ action: z.literal("warn"), clause: clauseField(), reason: factsField() }),
]);
export type ReportDecision = z.infer<typeof reportDecisionSchema>;

/** A reason an admin gives, which the Muse reads: suspension, with the clause of the Terms it relies on. */
export const suspensionSchema = z.object({
  clause: clauseField(),
  reason: trimmedText([1, "admin.rules.suspendReasonRequired"], [2000, "admin.rules.reasonTooLong"]),
});

/** POST /api/applications/:id/status: the admin's moves after the review. */
export const statusChangeSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("suspend"), ...suspensionSchema.shape }),
  z.object({ action: z.literal("reinstate") }),
  z.object({ action: z.literal("reopen") }),
]);
export type StatusChange = z.infer<typeof statusChangeSchema>;

/** PATCH /api/dashboard/listing: the Muse pauses or resumes her own listing. */
export const listingSchema = z.object({ paused: z.boolean() });

/** PUT /api/dashboard/gallery/order: every id of her own gallery, each once, in the new order. */
export const galleryOrderSchema = z.object({
  ids: z.array(z.string().check(z.maxLength(100)), "admin.rules.galleryIds").check(z.maxLength(500)),
});

/** The two pictures of an application a Muse replaces from her dashboard: POST /api/dashboard/pictures/:kind. */
export const PICTURE_KINDS = ["profile", "feet"] as const;
export type PictureKind = (typeof PICTURE_KINDS)[number];

/** How the mail about a removed picture names it ("Our team removed … from your profile"). */
export const REMOVED_PICTURE_NAMES: Record<Exclude<ProfileChangeKind, "bio" | "review_request">, string> = {
  gallery_image: "a gallery picture",
  profile_picture: "your profile picture",
  feet_picture: "your feet picture",
};

/** One row of GET /api/admin/changes, with the changed profile's handle and status. */
export const profileChangeShape = z.object({
  id: z.string(),
  kind: z.enum(PROFILE_CHANGE_KINDS),
  created_at: timestamp(),
  removed_at: z.nullable(timestamp()),
  /** When an admin marked it reviewed (or removed its picture). */
  reviewed_at: z.nullable(timestamp()),
  profile_id: z.string(),
  handle: z.string(),
  approval_status: z.enum(APPROVAL_STATUSES),
  image_url: z.nullable(z.string()),
  previous_bio: z.nullable(z.string()),
  new_bio: z.nullable(z.string()),
  /** What the Muse wrote when she asked for review. */
  note: z.nullable(z.string()),
  /** Whether the picture is still on the profile (false for bio edits, removed pictures and replaced ones). */
  in_use: z.boolean(),
});
export type ProfileChange = z.infer<typeof profileChangeShape>;

/** Recent changes are paged on the server, newest first. */
export const CHANGES_PAGE_SIZE = 50;

/**
 * The kinds of stored picture a fingerprint is kept for (migration 0017); `verification` is the private one, keyed by
 * its admin-only address (migration 0023).
 */
export const FINGERPRINTED_PICTURE_KINDS = [
  "profile_picture",
  "feet_picture",
  "gallery_image",
  "verification",
] as const;
export type FingerprintedPictureKind = (typeof FINGERPRINTED_PICTURE_KINDS)[number];

/**
 * A picture of the profile shown that looks like a picture of another profile (decision 0048): "Looks like a
 * picture of {other_handle}", both pictures side by side, linking the other profile's application.
 */
export const lookalikeShape = z.object({
  /** The picture of the profile shown; a verification picture's is its admin-only address. */
  image_url: z.string(),
  kind: z.enum(FINGERPRINTED_PICTURE_KINDS),
  other_profile_id: z.string(),
  other_handle: z.string(),
  other_image_url: z.string(),
  other_kind: z.enum(FINGERPRINTED_PICTURE_KINDS),
  /** Bits of 64 that differ: 0 is the same picture. */
  distance: z.number(),
});
export type Lookalike = z.infer<typeof lookalikeShape>;

/** One row of GET /api/admin/changes: the change, and what its picture (while on the profile) looks like. */
export type ListedProfileChange = ProfileChange & { lookalikes: Lookalike[] };

/**
 * A live or suspended profile whose bio, as it stands, holds forbidden wording (decision 0063): GET
 * /api/admin/changes lists them as "Wording to check", with the message of the rule it matched.
 */
export interface WordingToCheck {
  profile_id: string;
  handle: string;
  approval_status: ApprovalStatus;
  rule: MessageKey;
}
