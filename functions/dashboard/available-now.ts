import { purgeProfileCache } from "../cache/purge.ts";
import { queryOne } from "../db/index.ts";
import { forbidden, notFound } from "../http/errors.ts";
import { readJson } from "../http/request.ts";
import type { SignedInCall } from "../http/route.ts";
import { AVAILABLE_NOW_MESSAGES } from "../../src/domain/available-now.ts";
import { availableNowSchema } from "../../src/domain/available-now-schema.ts";
import { DASHBOARD_MESSAGES } from "./own-profile.ts";

/**
 * "Available now" (decision 0067): she switches it on for 1 to 12 hours, or off. Only an Approved profile may (a paused
 * one is listed nowhere, so it shows nowhere until she resumes); the switch is not an edit of her profile, so
 * "Recently updated" does not move. The CDN drops the directory and her page at once: a card that says it must not
 * wait for its cache to end, and one that stops saying it early must not either.
 */
async function switchAvailableNow(call: SignedInCall, hours: number | null) {
  const now = new Date().toISOString();
  const row = await queryOne<{ handle: string; available_until: Date | null }>(
    `UPDATE profiles
        SET available_since = CASE WHEN $3::int IS NULL THEN NULL ELSE $2::timestamptz END,
            available_until = $2::timestamptz + make_interval(hours => $3::int)
      WHERE user_id = $1 AND approval_status = 'Approved'
      RETURNING handle, available_until`,
    [call.session.userId, now, hours],
  );
  if (!row) {
    const own = await queryOne(`SELECT 1 FROM profiles WHERE user_id = $1`, [call.session.userId]);
    throw own ? forbidden(DASHBOARD_MESSAGES.notApproved) : notFound(DASHBOARD_MESSAGES.noProfile);
  }
  await purgeProfileCache(row.handle);
  return {
    available_until: row.available_until?.toISOString() ?? null,
    message: hours === null ? AVAILABLE_NOW_MESSAGES.switchedOff : AVAILABLE_NOW_MESSAGES.switchedOn,
  };
}

/** POST /api/dashboard/available-now `{ hours }`: on from now, for that many hours (again: from now). */
export async function switchOnAvailableNow(call: SignedInCall) {
  const { hours } = await readJson(call.request, availableNowSchema);
  return switchAvailableNow(call, hours);
}

/** DELETE /api/dashboard/available-now: off at once. */
export function switchOffAvailableNow(call: SignedInCall) {
  return switchAvailableNow(call, null);
}
