import type { Queryable } from "../db/index.ts";
import { hashToken, newToken } from "../auth/tokens.ts";

/** Long enough to sign up a day or two after applying, short enough that a leaked link soon stops working. */
export const CLAIM_DAYS = 7;

/**
 * Issues the claim secret of an application sent signed out (inside the submission's transaction): only the
 * person who submitted it receives the secret, and linking the application to an account requires it.
 */
export async function createClaim(db: Queryable, profileId: string): Promise<string> {
  const secret = newToken();
  await db.query(
    `INSERT INTO application_claims (profile_id, secret_hash, expires_at)
     VALUES ($1, $2, now() + make_interval(days => $3))`,
    [profileId, hashToken(secret), CLAIM_DAYS],
  );
  return secret;
}
