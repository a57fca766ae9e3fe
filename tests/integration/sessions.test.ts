import { createHash } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SignJWT } from "jose";
import handler from "../../netlify/functions/auth.mts";
import { query, queryOne } from "../../functions/db/index.ts";
import { sessionSecret } from "../../functions/auth/secret.ts";
import { LIMITS } from "../../functions/http/rate-limit.ts";
import { createUser, type TestUser } from "../support/api.ts";
import { auth } from "../support/auth.ts";

const signIn = (email: string, password: string, ip?: string) =>
  auth("POST", "signin", { json: { email, password }, ip });

/** A sign-in held back by a rate limit: 429, and no session cookie. */
function expectRefused(response: Awaited<ReturnType<typeof signIn>>): void {
  expect(response.status).toBe(429);
  expect(response.data.error.code).toBe("rate_limited");
  expect(response.headers.getSetCookie()).toEqual([]);
}

const ISSUER = "solemuse";
const AUDIENCE = "solemuse-web";

function encode(part: object): string {
  return Buffer.from(JSON.stringify(part)).toString("base64url");
}

function sessionIdOf(cookie: string): string {
  const payload = cookie.split("=")[1]!.split(".")[1]!;
  return JSON.parse(Buffer.from(payload, "base64url").toString()).sid;
}

/** A token for the user's real, live session row, with whatever claims and key the test chooses. */
async function forgedToken(
  user: TestUser,
  {
    key = sessionSecret(),
    issuer = ISSUER,
    audience = AUDIENCE,
    expiresAt = "1h" as string | number,
    issuedAt = undefined as number | undefined,
  } = {},
): Promise<string> {
  const jwt = new SignJWT({ sid: sessionIdOf(user.cookie) })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(user.id)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt);
  return jwt.sign(key);
}

async function sessionWith(token: string) {
  return auth("GET", "session", { cookie: `sm_session=${token}` });
}

describe("session tokens", () => {
  let user: TestUser;
  beforeEach(async () => {
    user = await createUser(["seeker"]);
  });

  it("accepts a genuine token for a live session", async () => {
    const response = await sessionWith(await forgedToken(user));
    expect(response.data.user.id).toBe(user.id);
  });

  it("refuses a token with alg none", async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      sid: sessionIdOf(user.cookie),
      sub: user.id,
      iss: ISSUER,
      aud: AUDIENCE,
      iat: now,
      exp: now + 3600,
    };
    const unsigned = `${encode({ alg: "none", typ: "JWT" })}.${encode(claims)}.`;
    expect((await sessionWith(unsigned)).data).toEqual({ user: null });
  });

  it("refuses a token signed with another key", async () => {
    const key = new TextEncoder().encode("another-secret-another-secret-another-secret");
    expect((await sessionWith(await forgedToken(user, { key }))).data).toEqual({ user: null });
  });

  it("refuses a token whose payload was changed (another user's id) under the original signature", async () => {
    const victim = await createUser(["admin"]);
    const [header, payload, signature] = user.cookie.split("=")[1]!.split(".");
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString());
    const tampered = `${header}.${encode({ ...claims, sub: victim.id })}.${signature}`;
    expect((await sessionWith(tampered)).data).toEqual({ user: null });
    expect((await auth("GET", "has-role", { cookie: `sm_session=${tampered}` })).data).toEqual({ has_role: false });
  });

  it("refuses an expired token", async () => {
    const past = Math.floor(Date.now() / 1000) - 60;
    const token = await forgedToken(user, { issuedAt: past - 3600, expiresAt: past });
    expect((await sessionWith(token)).data).toEqual({ user: null });
  });

  it("refuses a token from another issuer or for another audience", async () => {
    expect((await sessionWith(await forgedToken(user, { issuer: "someone-else" }))).data).toEqual({ user: null });
    expect((await sessionWith(await forgedToken(user, { audience: "another-app" }))).data).toEqual({ user: null });
  });

  it("refuses a genuine token for a session that has expired in the database", async () => {
    await queryOne(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [user.id]);
    expect((await sessionWith(await forgedToken(user))).data).toEqual({ user: null });
  });

  it("refreshes a session in use: a token older than a day is re-issued", async () => {
    const twoDaysAgo = Math.floor(Date.now() / 1000) - 2 * 24 * 3600;
    const response = await sessionWith(await forgedToken(user, { issuedAt: twoDaysAgo, expiresAt: "1h" }));
    expect(response.data.user.id).toBe(user.id);
    const renewed = response.headers.getSetCookie().find((value) => value.startsWith("sm_session="));
    expect(renewed).toBeDefined();
    expect((await auth("GET", "session", { cookie: renewed!.split(";")[0] })).data.user.id).toBe(user.id);
  });
});

describe("session lifetime and cookie", () => {
  it("ends a session 30 days after its sign-in however often it was used, and never slides past that", async () => {
    const user = await createUser();
    const id = sessionIdOf(user.cookie);
    // In use every day for 29 days: still valid, and its refreshed expiry stops at day 30.
    await queryOne(`UPDATE sessions SET created_at = now() - interval '29 days' WHERE id = $1`, [id]);
    const twoDaysAgo = Math.floor(Date.now() / 1000) - 2 * 24 * 3600;
    const refreshed = await sessionWith(await forgedToken(user, { issuedAt: twoDaysAgo, expiresAt: "1h" }));
    expect(refreshed.data.user.id).toBe(user.id);
    const row = await queryOne<{ left: number }>(
      `SELECT extract(epoch FROM expires_at - (created_at + interval '30 days'))::int AS left FROM sessions WHERE id = $1`,
      [id],
    );
    expect(row!.left).toBeLessThanOrEqual(0);

    await queryOne(
      `UPDATE sessions SET created_at = now() - interval '31 days', expires_at = now() + interval '6 days' WHERE id = $1`,
      [id],
    );
    expect((await auth("GET", "session", { cookie: user.cookie })).data).toEqual({ user: null });
  });

  it("names the cookie __Host- over HTTPS, and reads only that name there", async () => {
    const user = await createUser();
    const https = (path: string, init: RequestInit = {}) =>
      handler(new Request(`https://solemuse.example${path}`, init), { params: { action: path.split("/").pop()! } });
    const signedIn = await https("/api/auth/signin", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://solemuse.example" },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers.getSetCookie().find((value) => value.startsWith("__Host-sm_session="))!;
    expect(cookie).toMatch(/; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+; Secure$/);
    expect(cookie).not.toMatch(/Domain=/i);
    const token = cookie.split(";")[0]!.split("=").slice(1).join("=");

    const session = async (name: string) =>
      (await (await https("/api/auth/session", { headers: { cookie: `${name}=${token}` } })).json()) as {
        user: { id: string } | null;
      };
    expect((await session("__Host-sm_session")).user?.id).toBe(user.id);
    // A cookie without the prefix could have been set by any subdomain or over plain http: not a session here.
    expect((await session("sm_session")).user).toBeNull();
  });
});

describe("sign-out", () => {
  it("revokes the session, so the old cookie no longer works", async () => {
    const user = await createUser(["seeker"]);
    const signin = await signIn(user.email, user.password);
    const cookie = signin.headers
      .getSetCookie()
      .find((value) => value.startsWith("sm_session="))!
      .split(";")[0]!;
    expect((await auth("GET", "session", { cookie })).data.user.id).toBe(user.id);

    const signout = await auth("POST", "signout", { cookie });
    expect(signout.status).toBe(200);
    expect(signout.data).toEqual({ ok: true });
    expect(signout.headers.getSetCookie().find((value) => value.startsWith("sm_session="))).toMatch(
      /^sm_session=;.*Max-Age=0/,
    );

    expect((await auth("GET", "session", { cookie })).data).toEqual({ user: null });
    const row = await queryOne<{ revoked_at: Date | null }>(`SELECT revoked_at FROM sessions WHERE id = $1`, [
      sessionIdOf(cookie),
    ]);
    expect(row!.revoked_at).not.toBeNull();
  });

  it("answers { ok: true } when nobody is signed in", async () => {
    const response = await auth("POST", "signout");
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ ok: true });
  });
});

/** Limits count in fixed windows; starting just before a window ends would split the attempts across two. */
async function awayFromWindowEdge(windowSeconds: number, neededSeconds = 15): Promise<void> {
  const left = windowSeconds - ((await databaseSeconds()) % windowSeconds);
  if (left < neededSeconds) await new Promise((resolve) => setTimeout(resolve, (left + 1) * 1000));
}

const databaseSeconds = async (): Promise<number> =>
  (await queryOne<{ seconds: number }>(`SELECT extract(epoch FROM now())::float8 AS seconds`))!.seconds;

/**
 * A dozen sign-ins hash a dozen passwords, which a busy 2-core machine may stretch over a window's end: attempts split
 * across two windows prove nothing. When they straddled one and failed, they run once more, in the window that has
 * just begun (each run makes its own accounts).
 */
async function inOneWindow(windowSeconds: number, attempts: () => Promise<void>): Promise<void> {
  const window = async () => Math.floor((await databaseSeconds()) / windowSeconds);
  const first = await window();
  try {
    await attempts();
  } catch (error) {
    if ((await window()) === first) throw error;
    await attempts();
  }
}

describe("rate limits", () => {
  let previous: string | undefined;
  beforeEach(() => {
    previous = process.env.RATE_LIMITS;
    process.env.RATE_LIMITS = "on";
  });
  afterEach(() => {
    if (previous === undefined) delete process.env.RATE_LIMITS;
    else process.env.RATE_LIMITS = previous;
  });

  it("keeps a client's address only while a limit still counts it: the hourly housekeeping deletes older windows", async () => {
    const ip = "203.0.113.99";
    await signIn("nobody@example.test", "wrong password", ip);
    await query(
      `INSERT INTO rate_limits (bucket, window_start, hits) VALUES ($1, now() - interval '61 minutes', 3),
              ($2, now() - interval '2 days', 1), ($3, now() - interval '2 hours', 4)`,
      [`sign-in:${ip}-old`, `contact:${ip}`, `new-conversations:${ip}-day`],
    );
    const housekeeping = await import("../../netlify/functions/housekeeping.mts");
    expect((await housekeeping.default()).status).toBe(204);
    const left = await query<{ bucket: string }>(`SELECT bucket FROM rate_limits WHERE bucket LIKE $1`, [`%${ip}%`]);
    expect(left.map((row) => row.bucket).sort()).toEqual([
      // A day's limit still counts its window two hours in: each window goes when its own limit's has run out.
      `new-conversations:${ip}-day`,
      `sign-in-failures:${createHash("sha256").update("nobody@example.test").digest("hex")}:${ip}`,
      `sign-in:${ip}`,
    ]);
  });

  it("backs off an account at the address that guessed ten times, never at its owner's", async () => {
    await inOneWindow(LIMITS.signInFailures.windowSeconds, async () => {
      const owner = await createUser(["seeker"]);
      const stranger = "198.51.100.66";
      for (let attempt = 1; attempt <= 10; attempt++) {
        const response = await signIn(owner.email, `guess number ${attempt}`, stranger);
        expect(response.status).toBe(400);
      }
      // The stranger is held back for her account, even with the right password.
      expectRefused(await signIn(owner.email, owner.password, stranger));
      // She signs in from her own address, as often as she likes.
      for (let attempt = 1; attempt <= 2; attempt++) {
        expect((await signIn(owner.email, owner.password, "198.51.100.77")).status).toBe(200);
      }
      // The counter keeps no address: only a hash of the account's.
      const buckets = await query<{ bucket: string }>(
        `SELECT bucket FROM rate_limits WHERE bucket LIKE 'sign-in-failures:%'`,
      );
      expect(buckets.map((row) => row.bucket).join("\n")).not.toContain(owner.email);
    });
  });

  it("counts each of 16 wrong guesses sent at once, and lets only 10 of them be checked", async () => {
    const user = await createUser(["seeker"]);
    const ip = "203.0.113.16";
    await awayFromWindowEdge(LIMITS.signInFailures.windowSeconds);
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, attempt) => signIn(user.email, `parallel guess ${attempt}`, ip)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(10).fill(400), ...Array(6).fill(429)]);
    const counted = await queryOne<{ hits: number }>(
      `SELECT coalesce(sum(hits), 0)::int AS hits FROM rate_limits WHERE bucket LIKE 'sign-in-failures:%' || $1`,
      [ip],
    );
    expect(counted!.hits).toBe(16);
  });

  it("forgets an account's failed sign-ins once she signs in, and all of them once she resets her password", async () => {
    const user = await createUser(["seeker"]);
    const own = "192.0.2.41";
    const stranger = "192.0.2.42";
    await awayFromWindowEdge(LIMITS.signInFailures.windowSeconds, 30);
    // Nine typos of hers from her address, and ten guesses from a stranger's, earlier in the window.
    const failures = (ip: string) => `sign-in-failures:${createHash("sha256").update(user.email).digest("hex")}:${ip}`;
    await query(
      `INSERT INTO rate_limits (bucket, window_start, hits)
       VALUES ($1, to_timestamp(floor(extract(epoch FROM now()) / $3) * $3), 9),
              ($2, to_timestamp(floor(extract(epoch FROM now()) / $3) * $3), 10)`,
      [failures(own), failures(stranger), LIMITS.signInFailures.windowSeconds],
    );
    expect((await signIn(user.email, user.password, own)).status).toBe(200);
    // Her typos no longer count; the stranger's still do.
    expect(await queryOne(`SELECT hits FROM rate_limits WHERE bucket = $1`, [failures(own)])).toBeUndefined();
    expect((await signIn(user.email, "one more typo", own)).status).toBe(400);
    expectRefused(await signIn(user.email, user.password, stranger));
    await auth("POST", "forgot-password", { json: { email: user.email }, ip: own });
    const mail = await queryOne<{ body_text: string }>(
      `SELECT body_text FROM email_outbox WHERE to_address = $1 AND kind = 'password_reset' ORDER BY id DESC LIMIT 1`,
      [user.email],
    );
    const token = mail!.body_text.match(/#token=([A-Za-z0-9_-]+)/)![1];
    const reset = await auth("POST", "reset-password", {
      json: { token, password: "a brand new passphrase" },
      ip: own,
    });
    expect(reset.status).toBe(200);
    expect((await signIn(user.email, "a brand new passphrase", stranger)).status).toBe(200);
  });

  it("answers 429 to the 11th sign-in from one address within the window", async () => {
    await inOneWindow(LIMITS.signIn.windowSeconds, async () => {
      const user = await createUser(["seeker"]);
      const neighbour = await createUser(["seeker"]);
      const ip = "203.0.113.7";
      // Ten failures from one address, spread over two accounts: under each account's own back-off.
      for (let attempt = 1; attempt <= 10; attempt++) {
        const email = attempt % 2 ? user.email : neighbour.email;
        const response = await signIn(email, "wrong password", ip);
        expect(response.status).toBe(400);
      }
      expectRefused(await signIn(user.email, user.password, ip));
      expect((await signIn(user.email, user.password, "203.0.113.8")).status).toBe(200);
    });
  });

  it("answers 429 to the 6th sign-up from one address within the window", async () => {
    const ip = "198.51.100.4";
    await awayFromWindowEdge(LIMITS.signUp.windowSeconds);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await auth("POST", "signup", {
        json: { email: `limit${attempt}@example.test`, password: "x" },
        ip,
      });
      expect(response.status).toBe(400);
    }
    const blocked = await auth("POST", "signup", {
      json: { email: "limit6@example.test", password: "correct horse 1" },
      ip,
    });
    expect(blocked.status).toBe(429);
    expect(await queryOne(`SELECT 1 FROM users WHERE email = 'limit6@example.test'`)).toBeUndefined();
  });
});
