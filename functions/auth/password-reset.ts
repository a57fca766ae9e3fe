import { queryOne, transaction } from "../db/index.ts";
import { sendMail } from "../email/index.ts";
import { mailsIn, pageUrl } from "../email/templates.ts";
import { requestLocale } from "../http/locale.ts";
import { ApiError } from "../http/errors.ts";
import { clearSignInFailures, enforceRateLimit, LIMITS } from "../http/rate-limit.ts";
import { readJson } from "../http/request.ts";
import type { Handler } from "../http/route.ts";
import { hashPassword } from "./password.ts";
import { refuseCommonPassword } from "./common-passwords.ts";
import { revokeSessions } from "./account-links.ts";
import { clearedSessionCookie } from "./session.ts";
import { hashToken, newToken } from "./tokens.ts";
import { forgotPasswordSchema, RESET_MESSAGES, resetLinkSchema, resetPasswordSchema } from "../../src/domain/auth.ts";

const RESET_MINUTES = 60;

const invalidResetLink = () => new ApiError(400, "invalid_reset_link", RESET_MESSAGES.invalidLink);

/**
 * POST /api/auth/forgot-password `{ email }`: mails a single-use reset link when the address has an account.
 * The answer is the same either way, so it never tells who is registered.
 */
export const requestPasswordReset: Handler = async (call) => {
  await enforceRateLimit(LIMITS.passwordReset, call.ip);
  const { email } = await readJson(call.request, forgotPasswordSchema);
  // Counted per address too (hashed: the limits table holds no e-mail addresses).
  await enforceRateLimit(LIMITS.passwordResetMail, hashToken(email));
  const user = await queryOne<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [email]);
  if (user) {
    const token = newToken();
    await transaction(async (tx) => {
      await tx.query(
        `INSERT INTO password_resets (token_hash, user_id, expires_at)
         VALUES ($1, $2, now() + make_interval(mins => $3))`,
        [hashToken(token), user.id, RESET_MINUTES],
      );
      // The token rides in the fragment: the reset page reads it, no server log or Referer ever sees it. The mail and
      // its page speak the language of the page she asked from.
      const locale = requestLocale(call.request);
      await sendMail(email, mailsIn(locale).passwordReset(`${pageUrl(locale, "/reset-password")}#token=${token}`), tx);
    });
  }
  return { ok: true, message: RESET_MESSAGES.requested };
};

/**
 * POST /api/auth/reset-link `{ token }`: whether a reset link can still be used, so the page says so when it opens
 * instead of after the new password is typed twice. It changes nothing; the token travels in a body, never a URL.
 */
export const checkResetLink: Handler = async (call) => {
  const { token } = await readJson(call.request, resetLinkSchema);
  const live = await queryOne(
    `SELECT 1 FROM password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()`,
    [hashToken(token)],
  );
  if (!live) throw invalidResetLink();
  return { ok: true };
};

/**
 * POST /api/auth/reset-password `{ token, password }`: uses the link once, sets the new password and revokes
 * every session of the user (and every other reset link), all in one transaction. Following a mailed link also
 * proves the address, so it counts as verified.
 */
export const resetPassword: Handler = async (call) => {
  const { token, password } = await readJson(call.request, resetPasswordSchema);
  await refuseCommonPassword(password, "password");
  const passwordHash = await hashPassword(password);
  const reset = await transaction(async (tx) => {
    const { rows } = await tx.query<{ user_id: string }>(
      `UPDATE password_resets SET used_at = now()
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
        RETURNING user_id`,
      [hashToken(token)],
    );
    const userId = rows[0]?.user_id;
    if (!userId) return null;
    const { rows: users } = await tx.query<{ email: string }>(
      `UPDATE users SET password_hash = $2, email_verified_at = coalesce(email_verified_at, now()) WHERE id = $1
       RETURNING email`,
      [userId, passwordHash],
    );
    await revokeSessions(tx, userId);
    await sendMail(users[0]!.email, mailsIn(requestLocale(call.request)).passwordChanged(), tx);
    return users[0]!.email;
  });
  if (!reset) throw invalidResetLink();
  // Guesses at the old password count for nothing against the new one.
  await clearSignInFailures(hashToken(reset));
  call.headers.append("set-cookie", clearedSessionCookie(call.request));
  return { ok: true, message: RESET_MESSAGES.done };
};
