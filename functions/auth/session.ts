import { SignJWT, jwtVerify } from "jose";
import { query, queryOne } from "../db/index.ts";
import { sessionSecret } from "./secret.ts";
import type { Role } from "../../src/domain/options.ts";

/** The session cookie over plain http (the local servers). */
export const SESSION_COOKIE = "sm_session";
/**
 * Over HTTPS the cookie carries the `__Host-` prefix: the browser keeps it only when it is Secure, for the whole site
 * and from this host alone, so no sibling subdomain or plain-http page can plant or shadow a session.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
const ISSUER = "solemuse";
const AUDIENCE = "solemuse-web";
/** A session lives 7 days from its last use; the token is re-issued when it is older than a day. */
const SESSION_SECONDS = 7 * 24 * 3600;
const REFRESH_AFTER_SECONDS = 24 * 3600;
/** However much it is used, a session ends 30 days after its sign-in (ASVS 7.3.2): then sign in again. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 3600;

export interface Session {
  id: string;
  userId: string;
  email: string;
  userType: "seeker" | "muse";
  roles: Role[];
}

export async function issueToken(sessionId: string, userId: string): Promise<string> {
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${SESSION_SECONDS}s`)
    .sign(sessionSecret());
}

export async function verifyToken(token: string): Promise<{ sid: string; sub: string; iat: number } | null> {
  try {
    const { payload } = await jwtVerify(token, sessionSecret(), {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    if (typeof payload.sid !== "string" || typeof payload.sub !== "string" || typeof payload.iat !== "number")
      return null;
    return { sid: payload.sid, sub: payload.sub, iat: payload.iat };
  } catch {
    return null;
  }
}

function isSecure(request: Request): boolean {
  return new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
}

/** The session cookie's name for this request: prefixed over HTTPS, plain on the local http servers. */
export function sessionCookieName(request: Request): string {
  return isSecure(request) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

export function sessionCookie(request: Request, token: string): string {
  return `${sessionCookieName(request)}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_SECONDS}${isSecure(request) ? "; Secure" : ""}`;
}

export function clearedSessionCookie(request: Request): string {
  return `${sessionCookieName(request)}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${isSecure(request) ? "; Secure" : ""}`;
}

/** The session token the request carries, under the name its scheme allows (never the plain name over HTTPS). */
export function readSessionToken(request: Request): string | undefined {
  return readCookie(request, sessionCookieName(request));
}

export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}

/** Creates a session row and returns the Set-Cookie value for it. */
export async function startSession(request: Request, userId: string): Promise<string> {
  const row = await queryOne<{ id: string }>(
    `INSERT INTO sessions (user_id, expires_at) VALUES ($1, now() + make_interval(secs => $2)) RETURNING id`,
    [userId, SESSION_SECONDS],
  );
  return sessionCookie(request, await issueToken(row!.id, userId));
}

/**
 * The caller's session: a valid token whose row exists, is not revoked and not expired.
 * Slides the expiry and re-issues the cookie (into `responseHeaders`) once a day.
 */
export async function currentSession(request: Request, responseHeaders?: Headers): Promise<Session | null> {
  const token = readSessionToken(request);
  if (!token) return null;
  const claims = await verifyToken(token);
  if (!claims) return null;
  const row = await queryOne<{
    id: string;
    user_id: string;
    email: string;
    user_type: Session["userType"];
    roles: Role[];
  }>(
    `SELECT s.id, s.user_id, u.email, u.user_type,
            coalesce(array_agg(r.role) FILTER (WHERE r.role IS NOT NULL), '{}') AS roles
       FROM sessions s
       JOIN users u ON u.id = s.user_id
       LEFT JOIN user_roles r ON r.user_id = u.id
      WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL AND s.expires_at > now()
        AND s.created_at > now() - make_interval(secs => $3)
      GROUP BY s.id, u.id`,
    [claims.sid, claims.sub, SESSION_MAX_AGE_SECONDS],
  );
  if (!row) return null;
  if (responseHeaders && Date.now() / 1000 - claims.iat > REFRESH_AFTER_SECONDS) {
    await query(
      `UPDATE sessions SET last_seen_at = now(),
              expires_at = least(now() + make_interval(secs => $2), created_at + make_interval(secs => $3))
        WHERE id = $1`,
      [row.id, SESSION_SECONDS, SESSION_MAX_AGE_SECONDS],
    );
    responseHeaders.append("set-cookie", sessionCookie(request, await issueToken(row.id, row.user_id)));
  }
  return { id: row.id, userId: row.user_id, email: row.email, userType: row.user_type, roles: row.roles };
}

export async function revokeSession(sessionId: string): Promise<void> {
  await query(`UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL`, [sessionId]);
}
