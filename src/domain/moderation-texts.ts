/**
 * Moderation's lists (a notice's reasons, the report and change filters, the kinds of change), zod-free like
 * messages.ts, so /admin/reports and /admin/changes load no validation code until a form is sent. moderation.ts
 * re-exports them beside its schemas; their words are in the catalogues (`api.report.reasons`, `api.admin.changeKinds`).
 */
import type { OneOf } from "./options.ts";

/** A notice's reasons; their words are in the catalogues' `api.report.reasons`. */
export const REPORT_REASON_KEYS = ["fake_photos", "under_18", "forced", "scam", "offensive", "other"] as const;
export type ReportReason = OneOf<typeof REPORT_REASON_KEYS>;

/** The admin list's filter: closed means resolved or dismissed. */
export const REPORT_FILTERS = ["open", "closed", "all"] as const;
export type ReportFilter = OneOf<typeof REPORT_FILTERS>;

export const PROFILE_CHANGE_KINDS = [
  "gallery_image",
  "profile_picture",
  "feet_picture",
  "bio",
  "review_request",
] as const;
export type ProfileChangeKind = OneOf<typeof PROFILE_CHANGE_KINDS>;

/** Recent changes show those still to review unless all are asked for. */
export const CHANGE_FILTERS = ["unreviewed", "all"] as const;
export type ChangeFilter = OneOf<typeof CHANGE_FILTERS>;
