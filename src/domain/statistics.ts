/**
 * A Muse's statistics (issue 48, decision 0067): counts only, per day and event. A visitor's browser sends the
 * events of `BEACON_EVENTS` (POST /api/statistics, no cookies); the server counts `message` itself when a message
 * reaches her. Nothing names the visitor: no address, no identifier, no time of day. No zod here (the dashboard
 * imports it); the beacon's schema is beacon.ts.
 */
export const CONTACT_EVENTS = ["telegram", "whatsapp", "call", "email"] as const;
export const BEACON_EVENTS = ["view", ...CONTACT_EVENTS, "send_message", "shortlist"] as const;
export const STATISTICS_EVENTS = [...BEACON_EVENTS, "message"] as const;
export type BeaconEvent = (typeof BEACON_EVENTS)[number];
export type StatisticsEvent = (typeof STATISTICS_EVENTS)[number];

/** How many days her dashboard shows, today included. */
export const STATISTICS_DAYS = 30;

/** GET /api/statistics/{handle}: her last STATISTICS_DAYS days, oldest first, and their totals. */
export interface Statistics {
  handle: string;
  days: { day: string; counts: Record<StatisticsEvent, number> }[];
  totals: Record<StatisticsEvent, number>;
}
