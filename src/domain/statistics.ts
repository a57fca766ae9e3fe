import { z } from "./zod.ts";
import { calendarDate } from "./shapes.ts";
import { HANDLE_LENGTH, HANDLE_PATTERN } from "./limits.ts";

/**
 * A Muse's statistics (issue 48, decision 0067): counts only, per day and event. A visitor's browser sends the
 * events of `BEACON_EVENTS` (POST /api/statistics, no cookies); the server counts `message` itself when a message
 * reaches her. Nothing names the visitor: no address, no identifier, no time of day.
 */
export const CONTACT_EVENTS = ["telegram", "whatsapp", "call", "email"] as const;
export const BEACON_EVENTS = ["view", ...CONTACT_EVENTS, "send_message", "shortlist"] as const;
export const STATISTICS_EVENTS = [...BEACON_EVENTS, "message"] as const;
export type BeaconEvent = (typeof BEACON_EVENTS)[number];
export type StatisticsEvent = (typeof STATISTICS_EVENTS)[number];

/** How many days her dashboard shows, today included. */
export const STATISTICS_DAYS = 30;

/** What a page's beacon sends: the Muse's handle and what happened. */
export const beaconSchema = z.object({
  handle: z.string().check(z.minLength(HANDLE_LENGTH.min), z.maxLength(HANDLE_LENGTH.max), z.regex(HANDLE_PATTERN)),
  event: z.enum(BEACON_EVENTS),
});
export type Beacon = z.infer<typeof beaconSchema>;

/** One day's counts, every event present (0 when nothing happened). */
export const statisticsDayShape = z.object({
  day: calendarDate(),
  counts: z.record(z.enum(STATISTICS_EVENTS), z.number()),
});
export type StatisticsDay = z.infer<typeof statisticsDayShape>;

/** GET /api/statistics/{handle}: her last STATISTICS_DAYS days, oldest first, and their totals. */
export interface Statistics {
  handle: string;
  days: StatisticsDay[];
  totals: Record<StatisticsEvent, number>;
}
