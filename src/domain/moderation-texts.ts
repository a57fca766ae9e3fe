/**
 * Moderation's names the admin pages show (a notice's reasons, the report and change filters, the kinds of change),
 * zod-free like messages.ts, so /admin/reports and /admin/changes load no validation code until a form is sent.
 * moderation.ts re-exports them beside its schemas.
 */

export const REPORT_REASONS = {
  fake_photos: "Fake or stolen photos",
  under_18: "Under 18",
  forced: "Forced or trafficked",
  scam: "Scam or spam",
  offensive: "Offensive content",
  other: "Other",
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;
export const REPORT_REASON_KEYS = Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]];

/** The admin list's filter: closed means resolved or dismissed. */
export const REPORT_FILTERS = ["open", "closed", "all"] as const;
export type ReportFilter = (typeof REPORT_FILTERS)[number];

export const PROFILE_CHANGE_KINDS = [
  "gallery_image",
  "profile_picture",
  "feet_picture",
  "bio",
  "review_request",
] as const;
export type ProfileChangeKind = (typeof PROFILE_CHANGE_KINDS)[number];

/** How /admin/changes names each kind of change. */
export const PROFILE_CHANGE_LABELS: Record<ProfileChangeKind, string> = {
  gallery_image: "New gallery picture",
  profile_picture: "New profile picture",
  feet_picture: "New feet picture",
  bio: "Bio edited",
  review_request: "Asked for review",
};

/** Recent changes show those still to review unless all are asked for. */
export const CHANGE_FILTERS = ["unreviewed", "all"] as const;
export type ChangeFilter = (typeof CHANGE_FILTERS)[number];
