import type { ReportStatus } from "./moderation.ts";

/**
 * The stolen-photo watch (issue 49 item 6, decision 0072): what the server and her dashboard share about a match.
 */

/**
 * What she may know of the profile her picture was uploaded to: its handle while it is listed; that it is an
 * application under review (Pending); otherwise only that the site does not show it.
 */
export const WATCH_OTHER_STATES = ["listed", "application", "hidden"] as const;
export type WatchOtherState = (typeof WATCH_OTHER_STATES)[number];

/** A match as her dashboard shows it. */
export interface WatchMatch {
  id: string;
  created_at: string;
  /** Her picture, which her valid receipt covers. */
  covered_image_url: string;
  other_state: WatchOtherState;
  /** The other profile's handle, only while it is listed. */
  other_handle: string | null;
  /** The notice she filed from this match, with its state now; null before she files one. */
  notice_reference: string | null;
  notice_status: ReportStatus | null;
}

/** Where she files the prefilled notice of a match. */
export const watchNoticePath = (id: string) => `/api/dashboard/watch/${id}/notice`;

/** Her dashboard's address that opens the prefilled notice of a match (the mail links it). */
export const watchDashboardPath = (id: string) => `/muse-dashboard?watch=${id}`;
