import { listingSchema, MODERATION_MESSAGES } from "../../src/domain/moderation.ts";
import { queryOneShaped } from "../db/shaped.ts";
import { ownerProfileShape } from "../../src/domain/profile.ts";
import { queryOne } from "../db/index.ts";
import { forbidden, notFound } from "../http/errors.ts";
import { readJson } from "../http/request.ts";
import type { SignedInCall } from "../http/route.ts";
import { purgeListing } from "../moderation/visibility.ts";
import { AGE_CHECK_MESSAGES } from "../../src/domain/age-check-texts.ts";
import { DASHBOARD_MESSAGES, OWNER_PROFILE_COLUMNS } from "./own-profile.ts";

/**
 * PATCH /api/dashboard/listing `{ paused }`: the Muse hides her own listing or shows it again. Only an Approved
 * profile may; the `listed` column then takes her off (or back onto) the directory, her page, the sitemap and the
 * public pictures, and the CDN drops what it kept of them.
 */
export async function setListing(call: SignedInCall) {
  const own = await queryOne<{ approval_status: string; age_check_paused: boolean }>(
    `SELECT approval_status, age_check_paused_at IS NOT NULL AS age_check_paused FROM profiles WHERE user_id = $1`,
    [call.session.userId],
  );
  if (!own) throw notFound(DASHBOARD_MESSAGES.noProfile);
  // Suspended: she may fix her profile, but only an admin shows it again.
  if (own.approval_status === "Suspended") throw forbidden(MODERATION_MESSAGES.suspendedListing);
  if (own.approval_status !== "Approved") throw forbidden(DASHBOARD_MESSAGES.notApproved);
  const { paused } = await readJson(call.request, listingSchema);
  // Paused for want of an age check (decision 0066): only the check shows it again.
  if (!paused && own.age_check_paused) throw forbidden(AGE_CHECK_MESSAGES.pausedListing);
  const profile = await queryOneShaped(
    ownerProfileShape,
    `UPDATE profiles
        SET paused_at = CASE WHEN $2 THEN coalesce(paused_at, now()) END, updated_at = now()
      WHERE user_id = $1 AND approval_status = 'Approved'
      RETURNING ${OWNER_PROFILE_COLUMNS}`,
    [call.session.userId, paused],
  );
  // Suspended between the check and the write.
  if (!profile) throw forbidden(DASHBOARD_MESSAGES.notApproved);
  await purgeListing(profile.id);
  return { profile, message: paused ? MODERATION_MESSAGES.paused : MODERATION_MESSAGES.resumed };
}
