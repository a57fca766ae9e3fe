import { transaction, type Queryable } from "../db/index.ts";
import { hashToken, newToken } from "../auth/tokens.ts";
import { sendMail } from "../email/index.ts";
import { mailsIn } from "../email/templates.ts";
import type { Locale } from "../../src/domain/locales.ts";

import { CLAIM_DAYS } from "../../src/domain/application.ts";

/**
 * Issues the claim secret of an application sent signed out (inside the submission's transaction): only the
 * person who submitted it receives the secret, and linking the application to an account requires it.
 */
export async function createClaim(db: Queryable, profileId: string, email: string | null): Promise<string> {
  const secret = newToken();
  await db.query(
    `INSERT INTO application_claims (profile_id, secret_hash, expires_at, email)
     VALUES ($1, $2, now() + make_interval(days => $3), $4)`,
    [profileId, hashToken(secret), CLAIM_DAYS, email],
  );
  return secret;
}

/**
 * "Send the link again": when an unlinked application with this handle was sent with this address, its claim gets a
 * new secret (the old link stops working) and a new week, mailed to that address in the language of the page it was asked from. Says nothing either way.
 */
export async function renewClaim(handle: string, email: string, locale: Locale): Promise<void> {
  const secret = newToken();
  await transaction(async (tx) => {
    const { rows } = await tx.query<{ handle: string }>(
      `UPDATE application_claims claim
          SET secret_hash = $3, expires_at = now() + make_interval(days => $4)
         FROM profiles profile
        WHERE claim.profile_id = profile.id AND lower(profile.handle) = lower($1) AND claim.email = $2
          AND profile.user_id IS NULL
        RETURNING profile.handle`,
      [handle, email, hashToken(secret), CLAIM_DAYS],
    );
    if (rows[0]) await sendMail(email, mailsIn(locale).applicationClaim(rows[0].handle, secret), tx);
  });
}
