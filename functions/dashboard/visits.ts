import { purgeProfileCache } from "../cache/purge.ts";
import { transaction, type Queryable } from "../db/index.ts";
import { columnsOf, queryShaped } from "../db/shaped.ts";
import { notFound } from "../http/errors.ts";
import { isUuid } from "../http/ids.ts";
import { parse, readJson } from "../http/request.ts";
import { json } from "../http/respond.ts";
import type { SignedInCall } from "../http/route.ts";
import { siteToday } from "../../src/domain/site-day.ts";
import { VISIT_NOT_FOUND, visitSchema, visitShape, type Visit } from "../../src/domain/tours.ts";
import { editableProfile } from "./own-profile.ts";

/**
 * Her tour (issue 32): the visits she plans to other cities. She manages them while she may edit her profile
 * (Approved, paused or not, and Suspended); a paused or suspended profile's visits are kept but shown nowhere, since
 * every public read asks for `listed`. "Today" is the site's day at the time of the request.
 */

const VISIT_COLUMNS = columnsOf(visitShape);

/** Her visits not yet over on `today`, soonest first. */
function visitsOf(profileId: string, today: string, db?: Queryable): Promise<Visit[]> {
  return queryShaped(
    visitShape,
    `SELECT ${VISIT_COLUMNS} FROM profile_visits WHERE profile_id = $1 AND ends_on >= $2::date ORDER BY starts_on`,
    [profileId, today],
    db,
  );
}

/** Her visits for the dashboard's first answer (GET /api/dashboard/profile). */
export function ownVisits(profileId: string): Promise<Visit[]> {
  return visitsOf(profileId, siteToday());
}

/** GET /api/dashboard/visits: her visits not yet over. */
export async function listVisits(call: SignedInCall) {
  const own = await editableProfile(call.session.userId);
  return { visits: await visitsOf(own.id, siteToday()) };
}

/**
 * POST /api/dashboard/visits `{ city, starts_on, ends_on }`: adds a visit. The body is checked against the rules
 * first, then again once her profile row is locked and her other visits read: a second add from another tab waits
 * for the lock, then sees this one, so the overlap and the limit hold whatever the timing.
 */
export async function addVisit(call: SignedInCall) {
  const today = siteToday();
  const own = await editableProfile(call.session.userId);
  const asked = await readJson(call.request, visitSchema({ today, homeCity: own.city, visits: [] }));
  const { visits, handle } = await transaction(async (tx) => {
    const locked = await editableProfile(call.session.userId, tx);
    const others = await visitsOf(locked.id, today, tx);
    const visit = parse(visitSchema({ today, homeCity: locked.city, visits: others }), asked);
    await tx.query(`INSERT INTO profile_visits (profile_id, city, starts_on, ends_on) VALUES ($1, $2, $3, $4)`, [
      locked.id,
      visit.city,
      visit.starts_on,
      visit.ends_on,
    ]);
    return { visits: await visitsOf(locked.id, today, tx), handle: locked.handle };
  });
  // Her page lists her visits; the directory of a city she visits today lists her.
  await purgeProfileCache(handle);
  return json({ visits }, { status: 201 });
}

/** DELETE /api/dashboard/visits/:id: removes one of her own visits; any other id (another Muse's too) is a 404. */
export async function removeVisit(call: SignedInCall) {
  const id = call.params.id;
  const today = siteToday();
  const own = await editableProfile(call.session.userId);
  if (!isUuid(id)) throw notFound(VISIT_NOT_FOUND);
  const removed = await queryShaped(
    visitShape,
    `DELETE FROM profile_visits WHERE id = $1 AND profile_id = $2 RETURNING ${VISIT_COLUMNS}`,
    [id, own.id],
  );
  if (removed.length === 0) throw notFound(VISIT_NOT_FOUND);
  await purgeProfileCache(own.handle);
  return { visits: await visitsOf(own.id, today) };
}
