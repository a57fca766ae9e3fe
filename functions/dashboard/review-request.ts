import { transaction } from "../db/index.ts";
import { queryShaped } from "../db/shaped.ts";
import { conflict, notFound } from "../http/errors.ts";
import { readJson } from "../http/request.ts";
import type { SignedInCall } from "../http/route.ts";
import { MODERATION_MESSAGES, reviewRequestSchema } from "../../src/domain/moderation.ts";
import { ownerProfileShape } from "../../src/domain/profile.ts";
import { DASHBOARD_MESSAGES, OWNER_PROFILE_COLUMNS } from "./own-profile.ts";

/**
 * POST /api/dashboard/review-request `{ note? }`: a suspended Muse, having fixed what she was suspended for, asks
 * for review. The request shows on her application and in Recent changes until an admin reinstates her; she may ask
 * again after a day, not sooner.
 */
export async function requestReview(call: SignedInCall) {
  const { note } = await readJson(call.request, reviewRequestSchema);
  const profile = await transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string; approval_status: string; asked_recently: boolean }>(
      `SELECT id, approval_status, coalesce(review_requested_at > now() - interval '1 day', false) AS asked_recently
         FROM profiles WHERE user_id = $1 FOR UPDATE`,
      [call.session.userId],
    );
    const own = rows[0];
    if (!own) throw notFound(DASHBOARD_MESSAGES.noProfile);
    if (own.approval_status !== "Suspended") throw conflict(MODERATION_MESSAGES.reviewOnlyWhenSuspended);
    if (own.asked_recently) throw conflict(MODERATION_MESSAGES.reviewAlreadyRequested);
    const [updated] = await queryShaped(
      ownerProfileShape,
      `UPDATE profiles SET review_requested_at = now(), review_request_note = $2, updated_at = now()
        WHERE id = $1 RETURNING ${OWNER_PROFILE_COLUMNS}`,
      [own.id, note ?? null],
      tx,
    );
    await tx.query(`INSERT INTO profile_changes (profile_id, kind, note) VALUES ($1, 'review_request', $2)`, [
      own.id,
      note ?? null,
    ]);
    return updated!;
  });
  return { profile, message: MODERATION_MESSAGES.reviewRequested };
}
