import { query } from "../db/index.ts";
import { columnsOf, queryShaped } from "../db/shaped.ts";
import { CACHE_TAGS, purgeCache } from "../cache/purge.ts";
import type { City } from "../../src/domain/cities.ts";
import { VISITING_SOON_DAYS } from "../../src/domain/limits.ts";
import { addDays, siteHour, siteToday } from "../../src/domain/site-day.ts";
import { publicVisitShape, visitorShape, type PublicVisit, type Visitor } from "../../src/domain/tours.ts";

/**
 * The public reads of tours: who is listed in a city on a day besides its own Muses, who arrives soon, and a Muse's
 * visits on her page. Every read takes the site's day as a parameter, so a visit that is over drops out by its date;
 * only listed Muses (Approved, neither paused nor suspended) are ever shown.
 */

/** A visit running on `day` (an SQL parameter). */
const runningOn = (day: string) => `visits.ends_on >= ${day}::date AND visits.starts_on <= ${day}::date`;

/**
 * What the city directories list on a day, as a table with every profile column, `listed_in` (the city) and
 * `visiting_until`: each profile in her own city (`visiting_until` NULL), and each profile in the city she visits
 * that day, with her visit's last day. A Muse who moved to the city she is visiting is listed there once, as one of
 * its own. The directory filters it by `listed_in` and applies its other filters, order and paging as to `profiles`.
 * The first part has no WHERE of its own, so PostgreSQL plans it as `profiles` itself: the filters reach its indexes,
 * and a page in the directory's order is merged from the city index and the few visitors.
 */
export function cityListings(day: string): string {
  return `(SELECT profiles.*, profiles.city AS listed_in, NULL::date AS visiting_until FROM profiles
           UNION ALL
           SELECT profiles.*, visits.city, visits.ends_on
             FROM profile_visits visits JOIN profiles ON profiles.id = visits.profile_id
            WHERE ${runningOn(day)} AND profiles.city <> visits.city) AS profiles`;
}

/**
 * How many listed Muses visit the city on the day, beside its own (counted from directory_counts): from the city's
 * index of visits, with the directory's service filter when one is set (`category`, '' for any).
 */
export function visitorCount(city: string, day: string, category: string): string {
  return `(SELECT count(*)::int FROM profile_visits visits JOIN profiles ON profiles.id = visits.profile_id
            WHERE visits.city = ${city} AND ${runningOn(day)} AND profiles.city <> ${city} AND profiles.listed
              AND (${category} = '' OR profiles.categories @> ARRAY[${category}::text]))`;
}

const VISITOR_COLUMNS = columnsOf(visitorShape, "profiles", { starts_on: "visits", ends_on: "visits" });
const PUBLIC_VISIT_COLUMNS = columnsOf(publicVisitShape);

/** The most a city page's "Visiting soon" row shows. */
export const VISITING_SOON_MAX = 12;

/**
 * A city page's "Visiting soon": the listed Muses whose visit of the city runs on `today` or starts within
 * VISITING_SOON_DAYS, the first to arrive first.
 */
export function visitingSoon(city: City, today = siteToday()): Promise<Visitor[]> {
  return queryShaped(
    visitorShape,
    `SELECT ${VISITOR_COLUMNS} FROM profile_visits visits JOIN profiles ON profiles.id = visits.profile_id
      WHERE visits.city = $1 AND visits.ends_on >= $2::date AND visits.starts_on <= $2::date + $3::int
        AND profiles.listed AND profiles.city <> $1
      ORDER BY visits.starts_on, visits.ends_on, profiles.handle
      LIMIT $4`,
    [city, today, VISITING_SOON_DAYS, VISITING_SOON_MAX],
  );
}

/**
 * A Muse's visits not yet over, soonest first: her public page lists them. A visit to the city she has since moved to
 * is no visit there.
 */
export function upcomingVisits(profileId: string, today = siteToday()): Promise<PublicVisit[]> {
  return queryShaped(
    publicVisitShape,
    `SELECT ${PUBLIC_VISIT_COLUMNS} FROM profile_visits
      WHERE profile_id = $1 AND ends_on >= $2::date AND city <> (SELECT city FROM profiles WHERE id = $1)
      ORDER BY starts_on`,
    [profileId, today],
  );
}

/**
 * At the start of the site's day, what the CDN keeps of the day before: the directory and the city pages' rows (a
 * visit that ended yesterday leaves its city, one starting today arrives, one 14 days ahead enters "Visiting soon"),
 * and the profile pages of the Muses whose visit ended yesterday or starts today. The reads already follow the day
 * by their dates; without this, the CDN would serve the day before for up to its 5 minutes. The hourly housekeeping
 * calls it every hour: it purges only in the day's first hour (so once a day), and answers how many tags it purged.
 */
export async function purgeListingsOfNewDay(now = new Date()): Promise<number> {
  if (siteHour(now) !== 0) return 0;
  const today = siteToday(now);
  const changed = await query<{ handle: string }>(
    `SELECT DISTINCT profiles.handle FROM profile_visits visits JOIN profiles ON profiles.id = visits.profile_id
      WHERE visits.ends_on = $1::date OR visits.starts_on = $2::date`,
    [addDays(today, -1), today],
  );
  const tags = [CACHE_TAGS.muses, ...changed.map(({ handle }) => CACHE_TAGS.muse(handle))];
  await purgeCache(tags);
  return tags.length;
}
