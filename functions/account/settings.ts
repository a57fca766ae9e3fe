import { isUniqueViolation, query, queryOne, transaction } from "../db/index.ts";
import { revokeSessions, voidAccountLinks } from "../auth/account-links.ts";
import { refuseCommonPassword } from "../auth/common-passwords.ts";
import { sendMail } from "../email/index.ts";
import { mailsIn, siteUrl } from "../email/templates.ts";
import { requestLocale } from "../http/locale.ts";
import { localizedPath } from "../../src/i18n/paths.ts";
import { DEFAULT_LOCALE, type Locale } from "../../src/domain/locales.ts";
import { ApiError, badRequest } from "../http/errors.ts";
import { enforceRateLimit, LIMITS } from "../http/rate-limit.ts";
import { readJson } from "../http/request.ts";
import type { Call, SignedInCall } from "../http/route.ts";
import { hashPassword, verifyPassword } from "../auth/password.ts";
import { hashToken, MAX_TOKEN_LENGTH, newToken } from "../auth/tokens.ts";
import { createVerificationToken, sendVerificationMail } from "../auth/verification.ts";
import {
  ACCOUNT_MESSAGES,
  accountShape,
  changeEmailSchema,
  changePasswordSchema,
  type Account,
} from "../../src/domain/auth.ts";
import { queryOneShaped } from "../db/shaped.ts";

/** GET /api/account: the settings page's account. */
export async function getAccount(call: SignedInCall): Promise<{ account: Account }> {
  const session = call.session;
  const account = await queryOneShaped(
    accountShape,
    `SELECT u.email, u.email_verified_at IS NOT NULL AS email_verified, u.created_at,
            (SELECT c.new_email FROM email_changes c
              WHERE c.user_id = u.id AND c.used_at IS NULL AND c.expires_at > now()
              ORDER BY c.expires_at DESC LIMIT 1) AS pending_email,
            (SELECT count(*) FROM sessions s
              WHERE s.user_id = u.id AND s.id <> $2 AND s.revoked_at IS NULL AND s.expires_at > now())::int
              AS other_sessions
       FROM users u WHERE u.id = $1`,
    [session.userId, session.id],
  );
  return { account: account! };
}

/** Refuses with the same message whether the password is wrong or missing: a stolen session alone changes nothing. */
export async function assertPassword(userId: string, password: string, field = "current_password"): Promise<void> {
  const user = await queryOne<{ password_hash: string }>(`SELECT password_hash FROM users WHERE id = $1`, [userId]);
  if (!user || !(await verifyPassword(password, user.password_hash))) {
    throw badRequest(ACCOUNT_MESSAGES.wrongPassword, { [field]: ACCOUNT_MESSAGES.wrongPassword });
  }
}

/** POST /api/account/password `{ current_password, new_password }`: keeps this session, revokes every other. */
export async function changePassword(call: SignedInCall) {
  const session = call.session;
  await enforceRateLimit(LIMITS.signIn, call.ip);
  const { current_password, new_password } = await readJson(call.request, changePasswordSchema);
  await assertPassword(session.userId, current_password);
  await refuseCommonPassword(new_password, "new_password");
  const passwordHash = await hashPassword(new_password);
  await transaction(async (tx) => {
    await tx.query(`UPDATE users SET password_hash = $2 WHERE id = $1`, [session.userId, passwordHash]);
    await revokeSessions(tx, session.userId, session.id);
    await sendMail(session.email, mailsIn(requestLocale(call.request)).passwordChanged(), tx);
  });
  return { ok: true, message: ACCOUNT_MESSAGES.passwordChanged };
}

/** POST /api/account/sign-out-others: every session of the user but this one ends, and every link it asked for. */
export async function signOutOtherSessions(call: SignedInCall) {
  const session = call.session;
  await transaction((tx) => revokeSessions(tx, session.userId, session.id));
  return { ok: true, message: ACCOUNT_MESSAGES.otherSessionsEnded };
}

/** POST /api/account/verification: mails a fresh confirmation link while the address is unconfirmed. */
export async function resendVerification(call: SignedInCall) {
  const session = call.session;
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
  await sendVerificationMail(session.email, token, requestLocale(call.request));
  return { ok: true, message: ACCOUNT_MESSAGES.verificationSent };
}

const EMAIL_CHANGE_HOURS = 24;

/**
 * POST /api/account/email `{ new_email, password }`: mails a confirmation link to the new address; nothing
 * changes until it is opened. Whether the address belongs to someone else is not told here (only on confirming).
 */
export async function requestEmailChange(call: SignedInCall) {
  const session = call.session;
  await enforceRateLimit(LIMITS.signIn, call.ip);
  const { new_email, password } = await readJson(call.request, changeEmailSchema);
  await assertPassword(session.userId, password, "password");
  if (new_email === session.email)
    throw badRequest(ACCOUNT_MESSAGES.sameEmail, { new_email: ACCOUNT_MESSAGES.sameEmail });
  await enforceRateLimit(LIMITS.passwordResetMail, hashToken(new_email));
  const token = newToken();
  await transaction(async (tx) => {
    // Only the owner of a confirmed address may move the account elsewhere: whoever signed up with someone else's
    // address could otherwise send the account to their own before she ever sees it.
    const { rows } = await tx.query<{ verified: boolean }>(
      `SELECT email_verified_at IS NOT NULL AS verified FROM users WHERE id = $1 FOR UPDATE`,
      [session.userId],
    );
    if (!rows[0]?.verified) throw new ApiError(403, "unconfirmed_email", ACCOUNT_MESSAGES.confirmEmailFirst);
    // One pending change at a time: a new request voids the links mailed before it.
    await tx.query(`UPDATE email_changes SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [session.userId]);
    await tx.query(
      `INSERT INTO email_changes (token_hash, user_id, new_email, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(hours => $4))`,
      [hashToken(token), session.userId, new_email, EMAIL_CHANGE_HOURS],
    );
    const mails = mailsIn(requestLocale(call.request));
    await sendMail(new_email, mails.emailChange(`${siteUrl()}/api/account/confirm-email?token=${token}`), tx);
    await sendMail(session.email, mails.emailChangeRequested(new_email), tx);
  });
  return { ok: true, message: ACCOUNT_MESSAGES.emailChangeSent };
}

/** DELETE /api/account/email: the pending change is dropped and its mailed link stops working; the address stays. */
export async function cancelEmailChange(call: SignedInCall) {
  await query(`UPDATE email_changes SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [call.session.userId]);
  return { ok: true, message: ACCOUNT_MESSAGES.emailChangeCancelled };
}

/** The language of the account an address change was asked for, whether or not its link still works. */
async function localeOfChange(token: string): Promise<Locale> {
  const row = await queryOne<{ locale: Locale }>(
    `SELECT u.locale FROM email_changes c JOIN users u ON u.id = c.user_id WHERE c.token_hash = $1`,
    [hashToken(token)],
  );
  return row?.locale ?? DEFAULT_LOCALE;
}

/**
 * GET /api/account/confirm-email?token=…: the link in that mail. Uses the token once and moves the account to the
 * new (now confirmed) address, then lands on the settings page, which says how it went, in the account's language
 * (a link opened from a mail carries no page's language).
 */
export async function confirmEmailChange(call: Call): Promise<Response> {
  const token = new URL(call.request.url).searchParams.get("token") ?? "";
  let outcome: "changed" | "invalid" | "taken" = "invalid";
  let locale: Locale = DEFAULT_LOCALE;
  if (token && token.length <= MAX_TOKEN_LENGTH) {
    try {
      const changed = await transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string; email: string; old_email: string; locale: Locale }>(
          `WITH used AS (
             UPDATE email_changes SET used_at = now()
              WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
              RETURNING user_id, new_email
           ), before AS (
             SELECT users.id, users.email FROM users JOIN used ON users.id = used.user_id
           )
           UPDATE users SET email = used.new_email, email_verified_at = now()
             FROM used, before WHERE users.id = used.user_id AND before.id = users.id
           RETURNING users.id, users.email, before.email AS old_email, users.locale`,
          [hashToken(token)],
        );
        const moved = rows[0];
        if (!moved) return false;
        await tx.query(`UPDATE email_changes SET previous_email = $2 WHERE token_hash = $1`, [
          hashToken(token),
          moved.old_email,
        ]);
        // Links mailed before the move (a reset to the old address, another change) no longer speak for her.
        await voidAccountLinks(tx, moved.id);
        locale = moved.locale;
        await sendMail(moved.old_email, mailsIn(moved.locale).emailChanged(moved.email), tx);
        return true;
      });
      if (changed) outcome = "changed";
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      outcome = "taken";
    }
    if (outcome !== "changed") locale = await localeOfChange(token);
  }
  return new Response(null, {
    status: 302,
    headers: { location: localizedPath(locale, `/account?email=${outcome}`), "cache-control": "no-store" },
  });
}
