import type { Queryable } from "../db/index.ts";

/**
 * Voids every password-reset and e-mail-change link of the user still open: a new password or address settles who
 * owns the account, and a link mailed before must not undo it (an old change link opened after a reset took the
 * account to whoever had asked for it).
 */
export async function voidAccountLinks(tx: Queryable, userId: string): Promise<void> {
  await tx.query(`UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [userId]);
  await tx.query(`UPDATE email_changes SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [userId]);
}

/**
 * Ends the user's sessions, all or all but `keep`, and voids her open account links with them: whoever is signed out
 * must not keep the account through a change or reset link asked for while signed in (an address change asked for in
 * a session she then signed out still moved the account).
 */
export async function revokeSessions(tx: Queryable, userId: string, keep?: string): Promise<void> {
  await tx.query(
    `UPDATE sessions SET revoked_at = now()
      WHERE user_id = $1 AND revoked_at IS NULL AND ($2::uuid IS NULL OR id <> $2::uuid)`,
    [userId, keep ?? null],
  );
  await voidAccountLinks(tx, userId);
}
