import { query, queryOne } from "../db/index.ts";
import { forbidden, notFound } from "../http/errors.ts";
import type { SignedInCall } from "../http/route.ts";
import { isHandle } from "../../src/domain/application.ts";
import { PROFILE_NOT_FOUND } from "../../src/domain/profile.ts";
import { addDays, siteToday } from "../../src/domain/site-day.ts";
import {
  STATISTICS_DAYS,
  STATISTICS_EVENTS,
  type Statistics,
  type StatisticsEvent,
} from "../../src/domain/statistics.ts";

const noCounts = () =>
  Object.fromEntries(STATISTICS_EVENTS.map((event) => [event, 0])) as Record<StatisticsEvent, number>;

/** Her last STATISTICS_DAYS days up to `today`, oldest first, every day and event present, and their totals. */
export async function museStatistics(profileId: string, handle: string, today = siteToday()): Promise<Statistics> {
  const first = addDays(today, 1 - STATISTICS_DAYS);
  const rows = await query<{ day: string; event: StatisticsEvent; count: number }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, event, count FROM muse_statistics
      WHERE profile_id = $1 AND day BETWEEN $2::date AND $3::date`,
    [profileId, first, today],
  );
  const days = Array.from({ length: STATISTICS_DAYS }, (_, index) => ({
    day: addDays(first, index),
    counts: noCounts(),
  }));
  const byDay = new Map(days.map((entry) => [entry.day, entry.counts]));
  const totals = noCounts();
  for (const row of rows) {
    const counts = byDay.get(row.day);
    if (!counts) continue;
    counts[row.event] = row.count;
    totals[row.event] += row.count;
  }
  return { handle, days, totals };
}

/**
 * GET /api/statistics/{handle}: a Muse's statistics, for her (her own profile, in any status) and for admins; anyone
 * else signed in is refused whether or not the handle exists.
 */
export async function getStatistics(call: SignedInCall): Promise<Statistics> {
  const handle = call.params.handle ?? "";
  const isAdmin = call.session.roles.includes("admin");
  const profile = isHandle(handle)
    ? await queryOne<{ id: string; handle: string }>(
        `SELECT id, handle FROM profiles WHERE lower(handle) = lower($1)${isAdmin ? "" : " AND user_id = $2"}`,
        isAdmin ? [handle] : [handle, call.session.userId],
      )
    : undefined;
  if (!profile) throw isAdmin ? notFound(PROFILE_NOT_FOUND) : forbidden();
  return museStatistics(profile.id, profile.handle);
}
