/**
 * "Available now" (issue 48, decision 0067): beside her availability (Available / Busy / On Vacation), a Muse switches
 * it on for 1 to AVAILABLE_NOW_MAX_HOURS hours. It ends by itself at `available_until`, or when she switches it off.
 * Every read compares `available_until` with the clock of the request, so no job has to clear it. No zod here: the
 * dashboard and the pages import this; the request's schema is available-now-schema.ts.
 */
export const AVAILABLE_NOW_MAX_HOURS = 12;
export const AVAILABLE_NOW_HOURS = Array.from({ length: AVAILABLE_NOW_MAX_HOURS }, (_, index) => index + 1);

/** The keys of what the dashboard's switch says (src/i18n/en/api.ts, `now`). */
export const AVAILABLE_NOW_MESSAGES = {
  switchedOn: "now.switchedOn",
  switchedOff: "now.switchedOff",
  failed: "now.failed",
  hours: "now.hours",
  statisticsFailed: "now.statisticsFailed",
} as const;

/** When her "Available now" ends, if it still runs at `now`; null when it is off or over. */
export function availableNowUntil(until: string | null | undefined, now: Date = new Date()): string | null {
  return until && Date.parse(until) > now.getTime() ? until : null;
}

/**
 * How many seconds a public answer showing these Muses may be kept: until the first "Available now" among them ends
 * (at least 1), or `max` when none runs. The CDN then asks again the second it ends, so no card says it a minute late.
 */
export function secondsUntilFirstEnd(untils: (string | null | undefined)[], max: number, now = new Date()): number {
  const ends = untils
    .map((until) => availableNowUntil(until, now))
    .filter((until): until is string => until !== null)
    .map((until) => Math.ceil((Date.parse(until) - now.getTime()) / 1000));
  return Math.max(1, Math.min(max, ...ends));
}

/** When the "Available now" of each Muse of a list ends: its answer is kept no longer (setPublicCacheHeaders). */
export const availableUntils = (list: { muses: { available_until: string | null }[] }) =>
  list.muses.map((muse) => muse.available_until);
