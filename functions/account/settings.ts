import { query, queryOne, transaction } from "../db/index.ts";
import { ApiError, badRequest } from "../http/errors.ts";
import { enforceRateLimit, LIMITS } from "../http/rate-limit.ts";
import { readJson } from "../http/request.ts";
import type { Call } from "../http/route.ts";
import { hashPassword, verifyPassword } from "../auth/password.ts";
import { createVerificationToken, sendVerificationMail } from "../auth/verification.ts";
import { ACCOUNT_MESSAGES, changePasswordSchema } from "../../src/domain/auth.ts";

/** What the settings page shows: the address, whether it is confirmed, and how many other sessions are open. */
export async function getAccount(call: Call) {
  const session = call.session!;
  const account = await queryOne<{ email: string; email_verified: boolean; created_at: Date; other_sessions: number }>(
    `SELECT u.email, u.email_verified_at IS NOT NULL AS email_verified, u.created_at,
            (SELECT count(*) FROM sessions s
              WHERE s.user_id = u.id AND s.id <> $2 AND s.revoked_at IS NULL AND s.expires_at > now())::int
              AS other_sessions
       FROM users u WHERE u.id = $1`,
    [session.userId, session.id],
  );
  return { account: { ...account!, created_at: account!.created_at.toISOString() } };
}

/** Refuses with the same message whether the password is wrong or missing: a stolen session alone changes nothing. */
export async function assertPassword(userId: string, password: string, field = "current_password"): Promise<void> {
  const user = await queryOne<{ password_hash: string }>(`SELECT password_hash FROM users WHERE id = $1`, [userId]);
  if (!user || !(await verifyPassword(password, user.password_hash))) {
    throw badRequest(ACCOUNT_MESSAGES.wrongPassword, { [field]: ACCOUNT_MESSAGES.wrongPassword });
  }
}

/** POST /api/account/password `{ current_password, new_password }`: keeps this session, revokes every other. */
export async function changePassword(call: Call) {
  const session = call.session!;
  await enforceRateLimit(LIMITS.signIn, call.ip);
  const { current_password, new_password } = await readJson(call.request, changePasswordSchema);
  await assertPassword(session.userId, current_password);
  const passwordHash = await hashPassword(new_password);
  await transaction(async (tx) => {
    await tx.query(`UPDATE users SET password_hash = $2 WHERE id = $1`, [session.userId, passwordHash]);
    await tx.query(`UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL`, [
      session.userId,
      session.id,
    ]);
    await tx.query(`UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [
      session.userId,
    ]);
  });
  return { ok: true, message: ACCOUNT_MESSAGES.passwordChanged };
}

/** POST /api/account/sign-out-others: every session of the user but this one ends. */
export async function signOutOtherSessions(call: Call) {
  const session = call.session!;
  await query(`UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL`, [
    session.userId,
    session.id,
  ]);
  return { ok: true, message: ACCOUNT_MESSAGES.otherSessionsEnded };
}

/** POST /api/account/verification: mails a fresh confirmation link while the address is unconfirmed. */
export async function resendVerification(call: Call) {
  const session = call.session!;
  await enforceRateLimit(LIMITS.passwordResetMail, `verify:${session.userId}`);
  const token = await transaction(async (tx) => {
    const { rows } = await tx.query<{ verified: boolean }>(
      `SELECT email_verified_at IS NOT NULL AS verified FROM users WHERE id = $1 FOR UPDATE`,
      [session.userId],
    );
    if (rows[0]?.verified) return null;
    return createVerificationToken(tx, session.userId);
  });
  if (!token) throw new ApiError(409, "already_verified", ACCOUNT_MESSAGES.alreadyVerified);
  await sendVerificationMail(session.email, token);
  return { ok: true, message: ACCOUNT_MESSAGES.verificationSent };
}
