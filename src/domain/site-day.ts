/**
 * "Today" for the whole site: the calendar day in Zurich. All ten cities of the directory keep Central European
 * time, so it is each city's own day too, and it does not depend on where a server or a browser runs. The rules of a
 * visit (src/domain/tours.ts) and every query about visits take it from here, the server passing it to the SQL as a
 * parameter: a test moves the clock by moving `now`, and no query reads the database's own date.
 */
export const SITE_TIME_ZONE = "Europe/Zurich";

const dayParts = new Intl.DateTimeFormat("en-US", {
  timeZone: SITE_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

const hourPart = new Intl.DateTimeFormat("en-US", { timeZone: SITE_TIME_ZONE, hour: "numeric", hourCycle: "h23" });

/** The hour of the site's day at `now` (0 to 23): 0 is the first hour of a new day. */
export function siteHour(now: Date = new Date()): number {
  return Number(hourPart.formatToParts(now).find((part) => part.type === "hour")?.value);
}

/** The site's day at `now`, as YYYY-MM-DD. */
export function siteToday(now: Date = new Date()): string {
  const parts = dayParts.formatToParts(now);
  const part = (type: string) => parts.find((each) => each.type === type)?.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** The calendar day `days` after (or before) `day` (YYYY-MM-DD), free of any time zone. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The instant `months` calendar months after (or before) `at`, counted in UTC as the database counts
 * `+ make_interval(months => n)`: a day the target month lacks becomes its last (31 December less six months is
 * 30 June, not 1 July), so a date shown in a browser is the one the server holds.
 */
export function addMonths(at: Date, months: number): Date {
  const moved = new Date(at);
  moved.setUTCDate(1);
  moved.setUTCMonth(moved.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(moved.getUTCFullYear(), moved.getUTCMonth() + 1, 0)).getUTCDate();
  moved.setUTCDate(Math.min(at.getUTCDate(), lastDay));
  return moved;
}
