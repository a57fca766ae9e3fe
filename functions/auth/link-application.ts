import { isUniqueViolation, queryOne } from "../db/index.ts";
import { ApiError, conflict, notFound, unauthorized } from "../http/errors.ts";
import { readJson } from "../http/request.ts";
import type { Handler } from "../http/route.ts";
import { currentSession } from "./session.ts";
import { hashToken } from "./tokens.ts";
import { AUTH_MESSAGES, linkApplicationSchema } from "../../src/domain/auth.ts";
import { LINK_MESSAGES } from "../../src/domain/api-texts.ts";

export { LINK_MESSAGES };

/**
 * Links an application to the user when the caller proves she submitted it: the claim secret issued with the
 * submission must match the handle and be unexpired. In one statement the claim is used up, the profile gets
 * its owner and the user the muse role, so two concurrent claims cannot both win. A handle alone links nothing:
 * whoever lacks the secret learns only that the link does not work (LINK_MESSAGES.notFound).
 */
export async function linkApplicationToUser(userId: string, handle: string, claim: string | undefined): Promise<void> {
  const claimHash = claim ? hashToken(claim) : "";
  let linked: { id: string } | undefined;
  try {
    linked = await queryOne<{ id: string }>(
      `WITH claimed AS (
         DELETE FROM application_claims claim USING profiles profile
          WHERE claim.profile_id = profile.id AND claim.secret_hash = $3 AND claim.expires_at > now()
            AND lower(profile.handle) = lower($2) AND profile.user_id IS NULL
            AND NOT EXISTS (SELECT 1 FROM profiles own WHERE own.user_id = $1)
          RETURNING claim.profile_id
       ), linked AS (
         UPDATE profiles SET user_id = $1, updated_at = now() FROM claimed
          WHERE profiles.id = claimed.profile_id
          RETURNING profiles.id
       ), role AS (
         INSERT INTO user_roles (user_id, role) SELECT $1, 'muse' FROM linked ON CONFLICT DO NOTHING
       )
       SELECT id FROM linked`,
      [userId, handle, claimHash],
    );
  } catch (error) {
    // profiles.user_id is unique: a concurrent link for the same user lost the race.
    if (isUniqueViolation(error)) throw conflict(LINK_MESSAGES.alreadyHasProfile);
    throw error;
  }
  if (linked) return;
  const reason = await whyNotLinked(userId, handle, claimHash);
  if (reason) throw reason;
}

/** Tells the caller why nothing was linked, revealing nothing about applications she cannot prove are hers. */
async function whyNotLinked(userId: string, handle: string, claimHash: string): Promise<ApiError | undefined> {
  const own = await queryOne<{ handle: string }>(`SELECT handle FROM profiles WHERE user_id = $1`, [userId]);
  // Already hers (the claim was used by an earlier link): nothing left to do.
  if (own && own.handle.toLowerCase() === handle.toLowerCase()) return undefined;
  const claimed = await queryOne(
    `SELECT 1 FROM application_claims claim JOIN profiles profile ON profile.id = claim.profile_id
      WHERE claim.secret_hash = $1 AND lower(profile.handle) = lower($2) AND claim.expires_at > now()`,
    [claimHash, handle],
  );
  if (claimed && own) return conflict(LINK_MESSAGES.alreadyHasProfile);
  return notFound(LINK_MESSAGES.notFound);
}

/** POST /api/auth/link-application `{ application_handle, claim_token }` */
export const linkApplication: Handler = async (call) => {
  const session = await currentSession(call.request, call.headers);
  if (!session) throw unauthorized(AUTH_MESSAGES.noUser);
  const { application_handle, claim_token } = await readJson(call.request, linkApplicationSchema);
  await linkApplicationToUser(session.userId, application_handle, claim_token);
  return { success: true };
};
