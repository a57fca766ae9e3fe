import { DatabaseUnavailableError, queryOne, type Queryable } from "../db/index.ts";
import { sendMailSafely } from "../email/index.ts";
import { mailsIn, siteUrl } from "../email/templates.ts";
import { localizedPath } from "../../src/i18n/paths.ts";
import { DEFAULT_LOCALE, type Locale } from "../../src/domain/locales.ts";
import type { Handler } from "../http/route.ts";
import { hashToken, MAX_TOKEN_LENGTH, newToken } from "./tokens.ts";

const TOKEN_HOURS = 48;

/** Stores a fresh verification token for the user (inside the caller's transaction) and returns it. */
export async function createVerificationToken(db: Queryable, userId: string): Promise<string> {
  const token = newToken();
  await db.query(
    `INSERT INTO email_verifications (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(hours => $3))`,
    [hashToken(token), userId, TOKEN_HOURS],
  );
  return token;
}

/** The confirmation link, in the language of the page she is using (`locale`). */
export function sendVerificationMail(email: string, token: string, locale: Locale): Promise<boolean> {
  return sendMailSafely(
    email,
    mailsIn(locale).verification(`${siteUrl()}/api/auth/verify?token=${encodeURIComponent(token)}`),
  );
}

/** Uses the token once: marks it used and the user's address verified, in one statement. */
export async function confirmEmail(token: string): Promise<boolean> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return false;
  const row = await queryOne<{ user_id: string }>(
    `WITH used AS (
       UPDATE email_verifications SET used_at = now()
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
        RETURNING user_id
     )
     UPDATE users SET email_verified_at = coalesce(email_verified_at, now())
       FROM used WHERE users.id = used.user_id
     RETURNING users.id AS user_id`,
    [hashToken(token)],
  );
  return Boolean(row);
}

/** The language of the account a token was mailed to, used or not; English when the token names no account. */
async function localeOfToken(token: string): Promise<Locale> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return DEFAULT_LOCALE;
  const row = await queryOne<{ locale: Locale }>(
    `SELECT u.locale FROM email_verifications v JOIN users u ON u.id = v.user_id WHERE v.token_hash = $1`,
    [hashToken(token)],
  );
  return row?.locale ?? DEFAULT_LOCALE;
}

/**
 * GET /api/auth/verify?token=…: the link in the verification mail lands on the auth page either way, in the language
 * of the account it was mailed to.
 */
export const verifyEmail: Handler = async (call) => {
  const token = new URL(call.request.url).searchParams.get("token") ?? "";
  // 1: confirmed; 0: no such link; "later": the database could not be asked, and the link still works once it can.
  let verified: "1" | "0" | "later" = "0";
  let locale: Locale = DEFAULT_LOCALE;
  try {
    verified = (await confirmEmail(token)) ? "1" : "0";
    locale = await localeOfToken(token);
  } catch (error) {
    if (error instanceof DatabaseUnavailableError) verified = "later";
    console.error("Error verifying e-mail address", error);
  }
  return new Response(null, {
    status: 302,
    headers: { location: localizedPath(locale, `/auth?verified=${verified}`), "cache-control": "no-store" },
  });
};
