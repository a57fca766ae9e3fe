import { query, queryOne } from "../db/index.ts";
import { ApiError } from "../http/errors.ts";
import { clearSignInFailures, enforceRateLimit, LIMITS, signInBucket } from "../http/rate-limit.ts";
import { hashToken } from "./tokens.ts";
import { readJson } from "../http/request.ts";
import type { Handler } from "../http/route.ts";
import { DUMMY_HASH, hashPassword, needsRehash, verifyPassword } from "./password.ts";
import { clearedSessionCookie, revokeSession, readSessionToken, startSession, verifyToken } from "./session.ts";
import { loadUserSummary } from "./summary.ts";
import { requestLocale } from "../http/locale.ts";
import { AUTH_MESSAGES, signInSchema } from "../../src/domain/auth.ts";

export const invalidCredentials = () => new ApiError(400, "invalid_credentials", AUTH_MESSAGES.invalidLogin);

/** Revokes the session the request carries, if its token is genuine; a new sign-in never inherits an old one. */
export async function endCurrentSession(request: Request): Promise<void> {
  const token = readSessionToken(request);
  const claims = token ? await verifyToken(token) : null;
  if (claims) await revokeSession(claims.sid);
}

/**
 * Stores the password again at today's cost, once it is known to be right. Only if the hash is still the one
 * that was checked: a password changed meanwhile is not overwritten.
 */
async function rehash(userId: string, checked: string, password: string): Promise<void> {
  await query(`UPDATE users SET password_hash = $3 WHERE id = $1 AND password_hash = $2`, [
    userId,
    checked,
    await hashPassword(password),
  ]);
}

/** POST /api/auth/signin `{ email, password }` */
export const signIn: Handler = async (call) => {
  const { email, password } = await readJson(call.request, signInSchema);
  // Counted before the password is checked, in one statement: guesses sent together cannot all slip under the limit.
  // Per account and client address, so a stranger's guesses never hold back the owner (decision 0059).
  const account = hashToken(email);
  await enforceRateLimit(LIMITS.signInFailures, signInBucket(account, call.ip));
  await enforceRateLimit(LIMITS.signIn, call.ip);
  const user = await queryOne<{ id: string; password_hash: string }>(
    `SELECT id, password_hash FROM users WHERE email = $1`,
    [email],
  );
  // An unknown address costs the same hash as a wrong password, so timing does not reveal who is registered.
  const valid = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
  const summary = user && valid ? await loadUserSummary(user.id) : null;
  if (!summary) throw invalidCredentials();
  await clearSignInFailures(account, call.ip);
  if (needsRehash(user!.password_hash)) await rehash(user!.id, user!.password_hash, password);
  // Her account's later mails speak the language she last signed in with.
  await query(`UPDATE users SET locale = $2 WHERE id = $1 AND locale <> $2`, [user!.id, requestLocale(call.request)]);
  await endCurrentSession(call.request);
  call.headers.append("set-cookie", await startSession(call.request, summary.user.id));
  return summary;
};

/** POST /api/auth/signout: ends the session (if any) and clears the cookie; harmless when signed out. */
export const signOut: Handler = async (call) => {
  await endCurrentSession(call.request);
  call.headers.append("set-cookie", clearedSessionCookie(call.request));
  return { ok: true };
};
