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
