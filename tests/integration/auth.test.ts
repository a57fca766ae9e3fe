import { createHash, scryptSync } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { query, queryOne } from "../../functions/db/index.ts";
import { createAdmin } from "../../functions/auth/admin-account.ts";
import { PASSWORD_COST } from "../../functions/auth/password.ts";
import applications from "../../netlify/functions/applications.mts";
import dashboard from "../../netlify/functions/dashboard.mts";
import signupHandler from "../../netlify/functions/auth.mts";
import { call, createProfile, createUser, issueClaim, expectError, expectFieldError } from "../support/api.ts";
import { auth } from "../support/auth.ts";
import { withInsertTrigger } from "../support/insert-trigger.ts";
import { applicationForm } from "../fixtures/images/forms.ts";

let counter = 0;
function uniqueEmail(): string {
  counter += 1;
  return `person${counter}-${Date.now()}@example.test`;
}

/** The `name=value` part of the session cookie a response sets. */
function sessionCookieOf(response: { headers: Headers }): string {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith("sm_session="));
  if (!cookie) throw new Error("no session cookie set");
  return cookie.split(";")[0]!;
}

async function rolesOf(userId: string): Promise<string[]> {
  const rows = await query<{ role: string }>(`SELECT role FROM user_roles WHERE user_id = $1 ORDER BY role`, [userId]);
  return rows.map((row) => row.role);
}

async function verificationLinkFor(email: string): Promise<string> {
  const mail = await queryOne<{ body_text: string }>(
    `SELECT body_text FROM email_outbox WHERE to_address = $1 AND kind = 'verification' ORDER BY id DESC LIMIT 1`,
    [email],
  );
  const link = mail?.body_text.match(/https?:\/\/\S+\/api\/auth\/verify\?token=\S+/)?.[0];
  if (!link) throw new Error(`no verification link mailed to ${email}`);
  return link;
}

describe("POST /api/auth/signup", () => {
  it("creates a seeker account with the seeker role, signs in and mails a verification link", async () => {
    const email = uniqueEmail();
    const response = await auth("POST", "signup", {
      json: { email: email.toUpperCase(), password: "correct horse 1" },
    });

    expect(response.status).toBe(201);
    expect(response.data.linked).toBe(false);
    expect(response.data.user).toEqual({ id: expect.any(String), email, user_type: "seeker", email_verified: false });
    expect(response.text).not.toContain("scrypt");

    const stored = await queryOne<{ email: string; password_hash: string; user_type: string }>(
      `SELECT email, password_hash, user_type FROM users WHERE id = $1`,
      [response.data.user.id],
    );
    expect(stored).toMatchObject({ email, user_type: "seeker" });
    expect(stored!.password_hash).toMatch(/^scrypt\$/);
    expect(stored!.password_hash).not.toContain("correct horse 1");
    expect(await rolesOf(response.data.user.id)).toEqual(["seeker"]);

    const cookie = response.headers.getSetCookie().find((value) => value.startsWith("sm_session="))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const session = await auth("GET", "session", { cookie: sessionCookieOf(response) });
    expect(session.data).toEqual({ user: response.data.user, roles: ["seeker"], profile: null, dashboard: false });

    expect(await verificationLinkFor(email)).toContain("/api/auth/verify?token=");
  });

  it("refuses a confirmation that does not match and creates no account; takes one that does", async () => {
    const email = uniqueEmail();
    const refused = await auth("POST", "signup", {
      json: { email, password: "correct horse 1", confirm_password: "correct horse 2" },
    });
    expectFieldError(refused, 400, {
      code: "invalid_input",
      key: "rules.password.mismatch",
      message: "Passwords don't match",
      field: "confirm_password",
    });
    expect(await queryOne(`SELECT id FROM users WHERE email = $1`, [email])).toBeUndefined();

    const taken = await auth("POST", "signup", {
      json: { email, password: "correct horse 1", confirm_password: "correct horse 1" },
    });
    expect(taken.status).toBe(201);
  });

  it("gives a muse sign-up the muse role", async () => {
    const response = await auth("POST", "signup", {
      json: { email: uniqueEmail(), password: "correct horse 1", user_type: "muse" },
    });
    expect(response.status).toBe(201);
    expect(response.data.user.user_type).toBe("muse");
    expect(await rolesOf(response.data.user.id)).toEqual(["muse"]);
  });

  it("answers 'User already registered' for an e-mail that already has an account, whatever its case", async () => {
    const email = uniqueEmail();
    await auth("POST", "signup", { json: { email, password: "correct horse 1" } });
    const again = await auth("POST", "signup", { json: { email: email.toUpperCase(), password: "another password" } });

    expect(again.status).toBe(409);
    expect(again.data.error).toMatchObject({
      code: "already_registered",
      key: "auth.alreadyRegistered",
      message: "User already registered",
    });
    expect(again.data.error.message).toContain("already registered");
    expect(again.headers.getSetCookie()).toEqual([]);
    const count = await queryOne<{ count: number }>(`SELECT count(*)::int AS count FROM users WHERE email = $1`, [
      email,
    ]);
    expect(count!.count).toBe(1);
  });

  it("refuses a password shorter than 8 characters with 'Password must be at least 8 characters'", async () => {
    const email = uniqueEmail();
    const response = await auth("POST", "signup", { json: { email, password: "short" } });
    expect(response.status).toBe(400);
    expect(response.data.error.message).toBe("Password must be at least 8 characters");
    expect(response.data.error.fields).toEqual({ password: "Password must be at least 8 characters" });
    expect(await queryOne(`SELECT 1 FROM users WHERE email = $1`, [email])).toBeUndefined();
  });

  it("refuses an invalid e-mail with 'Please enter a valid email'", async () => {
    const response = await auth("POST", "signup", { json: { email: "not-an-email", password: "correct horse 1" } });
    expect(response.status).toBe(400);
    expect(response.data.error.message).toBe("Please enter a valid email");
    expect(response.data.error.fields.email).toBe("Please enter a valid email");
  });

  it("answers 400, not 500, to a malformed body", async () => {
    const response = await auth("POST", "signup", { raw: "{not json" });
    expect(response.status).toBe(400);
    expect(response.data.error.code).toBe("invalid_input");
  });

  it("links the Pending application named by handle and claim secret, and grants the muse role", async () => {
    const application = await createProfile({ handle: "VelvetSoles", approval_status: "Pending" });
    const claim_token = await issueClaim(application.id);
    const response = await auth("POST", "signup", {
      json: {
        email: uniqueEmail(),
        password: "correct horse 1",
        user_type: "muse",
        handle: "velvetsoles",
        claim_token,
      },
    });

    expect(response.status).toBe(201);
    expect(response.data.linked).toBe(true);
    expect(response.data.link_error).toBeUndefined();
    const stored = await queryOne<{ user_id: string }>(`SELECT user_id FROM profiles WHERE id = $1`, [application.id]);
    expect(stored!.user_id).toBe(response.data.user.id);
    expect(await rolesOf(response.data.user.id)).toEqual(["muse"]);

    const session = await auth("GET", "session", { cookie: sessionCookieOf(response) });
    expect(session.data.profile).toEqual({ id: application.id, handle: "VelvetSoles", approval_status: "Pending" });
  });

  it("still creates the account when the named application cannot be linked, and says why", async () => {
    const email = uniqueEmail();
    const response = await auth("POST", "signup", {
      json: { email, password: "correct horse 1", handle: "NobodyHere" },
    });

    expect(response.status).toBe(201);
    expect(response.data).toMatchObject({
      linked: false,
      link_error:
        "The link to this application has expired or was already used, or the application is linked to another account",
    });
    expect(await queryOne(`SELECT 1 FROM users WHERE email = $1`, [email])).toBeDefined();
    expect(response.headers.getSetCookie().some((value) => value.startsWith("sm_session="))).toBe(true);
  });

  it("does not fail the sign-up when the seeker role cannot be added, and logs 'Error assigning user role'", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const refuseSeekerRole = "IF NEW.role = 'seeker' THEN RAISE EXCEPTION 'role store unavailable'; END IF; RETURN NEW";
    await withInsertTrigger("user_roles", refuseSeekerRole, async () => {
      const email = uniqueEmail();
      const response = await auth("POST", "signup", { json: { email, password: "correct horse 1" } });

      expect(response.status).toBe(201);
      expect(await rolesOf(response.data.user.id)).toEqual([]);
      expect(logged).toHaveBeenCalledWith("Error assigning user role", expect.anything());
      expect(await verificationLinkFor(email)).toBeTruthy();
    });
  });

  it("compares the whole origin, scheme and port included", async () => {
    for (const origin of ["https://localhost:8888", "http://localhost:9999", "http://localhost", "null"]) {
      const email = uniqueEmail();
      const response = await auth("POST", "signup", {
        json: { email, password: "correct horse 1" },
        headers: { origin },
      });
      expect(response.status, origin).toBe(403);
      expect(await queryOne(`SELECT 1 FROM users WHERE email = $1`, [email])).toBeUndefined();
    }
    // A forwarded scheme and host are the client's word, not the platform's: they name no origin of the site.
    const forwarded = uniqueEmail();
    const claimed = await auth("POST", "signup", {
      json: { email: forwarded, password: "correct horse 1" },
      headers: { origin: "https://evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
    });
    expect(claimed.status).toBe(403);
    expect(await queryOne(`SELECT 1 FROM users WHERE email = $1`, [forwarded])).toBeUndefined();
    // Over HTTPS the platform hands the function the site's own address: its origin passes.
    const email = uniqueEmail();
    const secure = await signupHandler(
      new Request("https://solemuse.example/api/auth/signup", {
        method: "POST",
        headers: { origin: "https://solemuse.example", "content-type": "application/json" },
        body: JSON.stringify({ email, password: "correct horse 1" }),
      }),
      { params: { action: "signup" } },
    );
    expect(secure.status).toBe(201);
  });

  it("reads a body as JSON only when its media type is application/json, parameters aside", async () => {
    const send = (contentType: string, email: string) =>
      signupHandler(
        new Request("http://localhost:8888/api/auth/signup", {
          method: "POST",
          headers: { origin: "http://localhost:8888", "content-type": contentType },
          body: JSON.stringify({ email, password: "correct horse 1" }),
        }),
        { params: { action: "signup" } },
      );
    for (const type of ["text/plain; application/json", "text/plain;charset=application/json", "application/jsonx"]) {
      const email = uniqueEmail();
      expect((await send(type, email)).status, type).toBe(400);
      expect(await queryOne(`SELECT 1 FROM users WHERE email = $1`, [email])).toBeUndefined();
    }
    expect((await send("Application/JSON; charset=utf-8", uniqueEmail())).status).toBe(201);
  });

  it("refuses a sign-up posted from another site", async () => {
    const email = uniqueEmail();
    const response = await auth("POST", "signup", {
      json: { email, password: "correct horse 1" },
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(response.status).toBe(403);
    expect(await queryOne(`SELECT 1 FROM users WHERE email = $1`, [email])).toBeUndefined();
  });
});

describe("POST /api/auth/signin", () => {
  it("signs in with the right password and returns the user, roles and profile", async () => {
    const email = uniqueEmail();
    const created = await auth("POST", "signup", { json: { email, password: "correct horse 1" } });
    const response = await auth("POST", "signin", {
      json: { email: ` ${email.toUpperCase()} `, password: "correct horse 1" },
    });

    expect(response.status).toBe(200);
    expect(response.data).toEqual({ user: created.data.user, roles: ["seeker"], profile: null, dashboard: false });
    const session = await auth("GET", "session", { cookie: sessionCookieOf(response) });
    expect(session.data.user.email).toBe(email);
  });

  it("answers 'Invalid login credentials' to a wrong password, without a session", async () => {
    const email = uniqueEmail();
    await auth("POST", "signup", { json: { email, password: "correct horse 1" } });
    const response = await auth("POST", "signin", { json: { email, password: "wrong horse 1" } });

    expectError(response, 400, "invalid_credentials", "Invalid login credentials");
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("answers the same 'Invalid login credentials' to an unknown e-mail", async () => {
    const response = await auth("POST", "signin", { json: { email: uniqueEmail(), password: "correct horse 1" } });
    expectError(response, 400, "invalid_credentials", "Invalid login credentials");
  });

  it("asks for the password with 'Password is required'", async () => {
    const response = await auth("POST", "signin", { json: { email: uniqueEmail(), password: "" } });
    expect(response.status).toBe(400);
    expect(response.data.error.message).toBe("Password is required");
  });

  it("stores a password hashed at the old cost (N=2^14) again at today's on the next right sign-in", async () => {
    const user = await createUser(["seeker"]);
    const salt = Buffer.from("0123456789abcdef");
    const key = scryptSync(user.password, salt, 64, { N: 2 ** 14, r: 8, p: 1 });
    const legacy = `scrypt$16384$8$1$${salt.toString("base64")}$${key.toString("base64")}`;
    await query(`UPDATE users SET password_hash = $2 WHERE id = $1`, [user.id, legacy]);
    const storedHash = async () =>
      (await queryOne<{ password_hash: string }>(`SELECT password_hash FROM users WHERE id = $1`, [user.id]))!
        .password_hash;

    const wrong = await auth("POST", "signin", { json: { email: user.email, password: "wrong horse 1" } });
    expect(wrong.status).toBe(400);
    expect(await storedHash()).toBe(legacy);

    const right = await auth("POST", "signin", { json: { email: user.email, password: user.password } });
    expect(right.status).toBe(200);
    const rehashed = await storedHash();
    // Today's cost: the recommended one (tests/unit/password.test.ts), the test servers' smaller N here.
    expect(rehashed).toMatch(new RegExp(`^scrypt\\$${PASSWORD_COST.N}\\$8\\$1\\$`));
    expect(rehashed).not.toContain(salt.toString("base64"));
    const again = await auth("POST", "signin", { json: { email: user.email, password: user.password } });
    expect(again.status).toBe(200);
    expect(await storedHash()).toBe(rehashed);
  });

  it("ends the session the browser held before signing in again", async () => {
    const user = await createUser(["seeker"]);
    const response = await auth("POST", "signin", {
      json: { email: user.email, password: user.password },
      cookie: user.cookie,
    });
    expect(response.status).toBe(200);
    expect((await auth("GET", "session", { cookie: user.cookie })).data).toEqual({ user: null });
    expect((await auth("GET", "session", { cookie: sessionCookieOf(response) })).data.user.id).toBe(user.id);
  });
});

describe("GET /api/auth/session", () => {
  it("answers { user: null } when signed out", async () => {
    const response = await auth("GET", "session");
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ user: null });
  });

  it("shows the user's own profile and never another's", async () => {
    const muse = await createUser(["muse"], "muse");
    const other = await createUser(["muse"], "muse");
    const own = await createProfile({ user_id: muse.id, approval_status: "Approved" });
    await createProfile({ user_id: other.id });
    const response = await auth("GET", "session", { cookie: muse.cookie });
    expect(response.data.roles).toEqual(["muse"]);
    expect(response.data.profile).toEqual({ id: own.id, handle: own.handle, approval_status: "Approved" });
  });
});

describe("POST /api/auth/link-application", () => {
  const ownerOf = async (id: string) =>
    (await queryOne<{ user_id: string | null }>(`SELECT user_id FROM profiles WHERE id = $1`, [id]))!.user_id;
  const link = (cookie: string, application_handle: string, claim_token?: string) =>
    auth("POST", "link-application", { json: { application_handle, claim_token }, cookie });
  /** Two seekers who both hold the claim secret of one application. */
  const twoHoldersOfOneClaim = async () => {
    const [first, second] = [await createUser(["seeker"]), await createUser(["seeker"])];
    const application = await createProfile();
    return { first, second, application, claim: await issueClaim(application.id) };
  };

  it("answers 401 'No user logged in' without a session", async () => {
    const application = await createProfile();
    const claim = await issueClaim(application.id);
    const response = await auth("POST", "link-application", {
      json: { application_handle: application.handle, claim_token: claim },
    });
    expect(response.status).toBe(401);
    expect(response.data.error.message).toBe("No user logged in");
    expect(await ownerOf(application.id)).toBeNull();
  });

  it("links an application with its claim secret, whatever the handle's case, and grants the muse role", async () => {
    const user = await createUser(["seeker"]);
    const application = await createProfile({ handle: "SilkStep" });
    const response = await link(user.cookie, "SILKSTEP", await issueClaim(application.id));

    expect(response.status).toBe(200);
    expect(response.data).toEqual({ success: true });
    expect(await ownerOf(application.id)).toBe(user.id);
    expect(await rolesOf(user.id)).toEqual(["muse", "seeker"]);
    expect(await queryOne(`SELECT 1 FROM application_claims WHERE profile_id = $1`, [application.id])).toBeUndefined();
  });

  it("answers 404 (the link does not work) for a handle nobody applied with", async () => {
    const user = await createUser(["seeker"]);
    const response = await link(user.cookie, "Ghost", "any-secret");
    expect(response.status).toBe(404);
    expect(response.data.error.message).toBe(
      "The link to this application has expired or was already used, or the application is linked to another account",
    );
    expect(await rolesOf(user.id)).toEqual(["seeker"]);
  });

  it("answers 404 and changes nothing for a handle without its secret, a wrong secret or another application's secret", async () => {
    const user = await createUser(["seeker"]);
    const application = await createProfile();
    await issueClaim(application.id);
    const other = await createProfile();
    const otherClaim = await issueClaim(other.id);
    for (const claim of [undefined, "guessed-secret", otherClaim]) {
      const response = await link(user.cookie, application.handle, claim);
      expect(response.status).toBe(404);
      expect(response.data.error.message).toBe(
        "The link to this application has expired or was already used, or the application is linked to another account",
      );
    }
    expect(await ownerOf(application.id)).toBeNull();
    expect(await ownerOf(other.id)).toBeNull();
    expect(await rolesOf(user.id)).toEqual(["seeker"]);
  });

  it("never links an application without a claim (seeded, or sent signed in), nor a live profile by its public handle", async () => {
    const user = await createUser(["seeker"]);
    const seeded = await createProfile();
    const live = await createProfile({ approval_status: "Approved" });
    for (const target of [seeded, live]) {
      const response = await link(user.cookie, target.handle);
      expect(response.status).toBe(404);
      expect(await ownerOf(target.id)).toBeNull();
    }
  });

  it("uses a claim once: a second account with the same secret gets 404", async () => {
    const { first, second, application, claim } = await twoHoldersOfOneClaim();
    expect((await link(first.cookie, application.handle, claim)).status).toBe(200);
    expect((await link(second.cookie, application.handle, claim)).status).toBe(404);
    expect(await ownerOf(application.id)).toBe(first.id);
  });

  it("refuses an expired claim", async () => {
    const user = await createUser(["seeker"]);
    const application = await createProfile();
    const claim = await issueClaim(application.id);
    await query(`UPDATE application_claims SET expires_at = now() - interval '1 minute' WHERE profile_id = $1`, [
      application.id,
    ]);
    expect((await link(user.cookie, application.handle, claim)).status).toBe(404);
    expect(await ownerOf(application.id)).toBeNull();
  });

  it("refuses a second application for an account that already has a profile", async () => {
    const user = await createUser(["muse"], "muse");
    await createProfile({ user_id: user.id });
    const second = await createProfile();
    const response = await link(user.cookie, second.handle, await issueClaim(second.id));
    expect(response.status).toBe(409);
    expect(response.data.error.message).toBe("Your account already has a Muse profile");
    expect(await ownerOf(second.id)).toBeNull();
  });

  it("lets only one of two accounts holding the same claim at once win", async () => {
    const { first, second, application, claim } = await twoHoldersOfOneClaim();
    const results = await Promise.all([first, second].map((user) => link(user.cookie, application.handle, claim)));
    expect(results.map((result) => result.status).sort()).toEqual([200, 404]);
    const winner = results[0]!.status === 200 ? first : second;
    expect(await ownerOf(application.id)).toBe(winner.id);
  });

  it("treats linking one's own application again as done", async () => {
    const user = await createUser(["muse"], "muse");
    const application = await createProfile({ user_id: user.id });
    expect((await link(user.cookie, application.handle)).status).toBe(200);
  });
});

describe("taking over someone else's application", () => {
  it("fails for a stranger who knows the handle; the real applicant then links it at sign-up", async () => {
    const form = await applicationForm({ fields: { handle: "Victim1", phone_number: "+41795550001" } });
    const submitted = await call(applications, "POST", "/api/applications", { form });
    expect(submitted.status).toBe(201);
    const claim: string = submitted.data.claim_token;
    expect(claim).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const id: string = submitted.data.application.id;

    const stranger = await auth("POST", "signup", {
      json: { email: uniqueEmail(), password: "stranger-pass-1", user_type: "seeker" },
    });
    const strangerCookie = sessionCookieOf(stranger);
    const takeover = await auth("POST", "link-application", {
      json: { application_handle: "victim1" },
      cookie: strangerCookie,
    });
    expect(takeover.status).toBe(404);
    const dashboardOfStranger = await call(dashboard, "GET", "/api/dashboard/profile", { cookie: strangerCookie });
    expect(dashboardOfStranger.data.profile).toBeNull();
    const strangerAtSignUp = await auth("POST", "signup", {
      json: { email: uniqueEmail(), password: "stranger-pass-1", user_type: "muse", handle: "Victim1" },
    });
    expect(strangerAtSignUp.data).toMatchObject({
      linked: false,
      link_error:
        "The link to this application has expired or was already used, or the application is linked to another account",
    });
    expect(
      (await queryOne<{ user_id: string | null }>(`SELECT user_id FROM profiles WHERE id = $1`, [id]))!.user_id,
    ).toBeNull();

    const applicant = await auth("POST", "signup", {
      json: {
        email: uniqueEmail(),
        password: "applicant-pass-1",
        user_type: "muse",
        handle: "Victim1",
        claim_token: claim,
      },
    });
    expect(applicant.status).toBe(201);
    expect(applicant.data.linked).toBe(true);
    const own = await call(dashboard, "GET", "/api/dashboard/profile", { cookie: sessionCookieOf(applicant) });
    expect(own.data.profile).toMatchObject({ id, handle: "Victim1", approval_status: "Pending" });
  });
});

describe("forgot password and reset", () => {
  const resetLinkFor = async (email: string) => {
    const mails = await query<{ body_text: string }>(
      `SELECT body_text FROM email_outbox WHERE to_address = $1 AND kind = 'password_reset' ORDER BY id`,
      [email],
    );
    return mails.map((mail) => mail.body_text.match(/https?:\/\/\S+\/reset-password#token=([A-Za-z0-9_-]+)/)?.[1]);
  };
  const signUp = async (email: string, password: string) =>
    sessionCookieOf(await auth("POST", "signup", { json: { email, password, user_type: "seeker" } }));
  /** A new account that asked twice: its two reset links, the older one first. */
  const twoResetLinks = async () => {
    const email = uniqueEmail();
    await signUp(email, "old-password-1");
    await auth("POST", "forgot-password", { json: { email } });
    await auth("POST", "forgot-password", { json: { email } });
    const [first, second] = await resetLinkFor(email);
    return { email, first, second };
  };
  const expire = (token: string | undefined) =>
    query(`UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [
      createHash("sha256").update(token!).digest("hex"),
    ]);

  it("answers the same for a registered and an unknown address, and mails only the registered one", async () => {
    const email = uniqueEmail();
    await signUp(email, "old-password-1");
    const known = await auth("POST", "forgot-password", { json: { email: email.toUpperCase() } });
    const unknown = await auth("POST", "forgot-password", { json: { email: "nobody-here@example.test" } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.data).toEqual(unknown.data);
    expect(known.data.message).toBe(
      "If an account exists for this e-mail, we have sent it a link to reset the password. The link is valid for one hour.",
    );
    expect(await resetLinkFor(email)).toEqual([expect.stringMatching(/^[A-Za-z0-9_-]{43}$/)]);
    expect(await resetLinkFor("nobody-here@example.test")).toEqual([]);
    // Only a hash is stored.
    const [token] = await resetLinkFor(email);
    expect(await queryOne(`SELECT 1 FROM password_resets WHERE token_hash = $1`, [token])).toBeUndefined();
  });

  it("sets the new password once, revokes every session, and refuses the old password and the used link", async () => {
    const email = uniqueEmail();
    const oldSession = await signUp(email, "old-password-1");
    const otherDevice = sessionCookieOf(await auth("POST", "signin", { json: { email, password: "old-password-1" } }));
    await auth("POST", "forgot-password", { json: { email } });
    const [token] = await resetLinkFor(email);

    const reset = await auth("POST", "reset-password", { json: { token, password: "new-password-2" } });
    expect(reset.status).toBe(200);
    expect(reset.data.message).toBe(
      "Your password has been changed and every session signed out. Please sign in with your new password.",
    );
    for (const cookie of [oldSession, otherDevice]) {
      expect((await auth("GET", "session", { cookie })).data.user).toBeNull();
    }
    expect((await auth("POST", "signin", { json: { email, password: "old-password-1" } })).status).toBe(400);
    expect((await auth("POST", "signin", { json: { email, password: "new-password-2" } })).status).toBe(200);

    const again = await auth("POST", "reset-password", { json: { token, password: "third-password-3" } });
    expect(again.status).toBe(400);
    expect(again.data.error.message).toBe("This reset link is invalid or has expired. Please ask for a new one.");
    expect((await auth("POST", "signin", { json: { email, password: "new-password-2" } })).status).toBe(200);
  });

  it("refuses an expired link, an unknown token, and a link made void by a later reset", async () => {
    const { email, first, second } = await twoResetLinks();
    await expire(first);
    for (const token of [first, "not-a-real-token"]) {
      const response = await auth("POST", "reset-password", { json: { token, password: "new-password-2" } });
      expect(response.status).toBe(400);
      expect(response.data.error.message).toBe("This reset link is invalid or has expired. Please ask for a new one.");
    }
    expect((await auth("POST", "reset-password", { json: { token: second, password: "new-password-2" } })).status).toBe(
      200,
    );
    expect((await auth("POST", "signin", { json: { email, password: "new-password-2" } })).status).toBe(200);
  });

  it("tells whether a link is still good without using it: live, then used, expired or unknown", async () => {
    const { first, second } = await twoResetLinks();
    const check = (token: string | undefined) => auth("POST", "reset-link", { json: { token } });

    expect((await check(second)).data).toEqual({ ok: true });
    expect((await check(second)).status).toBe(200);
    await expire(first);
    expect((await auth("POST", "reset-password", { json: { token: second, password: "new-password-2" } })).status).toBe(
      200,
    );
    for (const token of [first, second, "not-a-real-token"]) {
      const response = await check(token);
      expectError(response, 400, "invalid_reset_link", "reset.invalidLink");
    }
    expect((await check("")).status).toBe(400);
  });

  it("limits reset mails per address, whatever the caller's IP", async () => {
    const email = uniqueEmail();
    await signUp(email, "old-password-1");
    const previous = process.env.RATE_LIMITS;
    process.env.RATE_LIMITS = "on";
    try {
      const statuses = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        statuses.push((await auth("POST", "forgot-password", { json: { email }, ip: `198.51.100.${attempt}` })).status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      process.env.RATE_LIMITS = previous;
    }
    expect(await resetLinkFor(email)).toHaveLength(3);
  });
});

describe("GET /api/auth/has-role", () => {
  it("is true for admin only for a user holding the admin role", async () => {
    const admin = await createUser(["admin"]);
    const muse = await createUser(["muse"], "muse");
    expect((await auth("GET", "has-role", { cookie: admin.cookie }, "?role=admin")).data).toEqual({ has_role: true });
    expect((await auth("GET", "has-role", { cookie: muse.cookie }, "?role=admin")).data).toEqual({ has_role: false });
    expect((await auth("GET", "has-role", {}, "?role=admin")).data).toEqual({ has_role: false });
    expect((await auth("GET", "has-role", { cookie: admin.cookie }, "?role=root")).data).toEqual({ has_role: false });
  });

  it("follows the roles stored now, not the ones held at sign-in", async () => {
    const admin = await createUser(["admin"]);
    await query(`DELETE FROM user_roles WHERE user_id = $1`, [admin.id]);
    expect((await auth("GET", "has-role", { cookie: admin.cookie }, "?role=admin")).data).toEqual({ has_role: false });
  });
});

describe("GET /api/auth/verify", () => {
  it("verifies the address once, then refuses the same link", async () => {
    const email = uniqueEmail();
    const signup = await auth("POST", "signup", { json: { email, password: "correct horse 1" } });
    const link = new URL(await verificationLinkFor(email));
    const token = link.searchParams.get("token")!;

    const stored = await queryOne<{ token_hash: string; expires_at: Date }>(
      `SELECT token_hash, expires_at FROM email_verifications WHERE user_id = $1`,
      [signup.data.user.id],
    );
    expect(stored!.token_hash).toBe(createHash("sha256").update(token).digest("hex"));
    const hoursLeft = (new Date(stored!.expires_at).getTime() - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(47.9);
    expect(hoursLeft).toBeLessThanOrEqual(48);

    const first = await auth("GET", "verify", {}, link.search);
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("/auth?verified=1");
    const session = await auth("GET", "session", { cookie: sessionCookieOf(signup) });
    expect(session.data.user.email_verified).toBe(true);

    const second = await auth("GET", "verify", {}, link.search);
    expect(second.status).toBe(302);
    expect(second.headers.get("location")).toBe("/auth?verified=0");
  });

  it("refuses an expired link and leaves the address unverified", async () => {
    const email = uniqueEmail();
    const signup = await auth("POST", "signup", { json: { email, password: "correct horse 1" } });
    const link = new URL(await verificationLinkFor(email));
    await query(`UPDATE email_verifications SET expires_at = now() - interval '1 minute' WHERE user_id = $1`, [
      signup.data.user.id,
    ]);
    const response = await auth("GET", "verify", {}, link.search);
    expect(response.headers.get("location")).toBe("/auth?verified=0");
    const user = await queryOne<{ email_verified_at: Date | null }>(
      `SELECT email_verified_at FROM users WHERE id = $1`,
      [signup.data.user.id],
    );
    expect(user!.email_verified_at).toBeNull();
  });

  it("refuses a made-up or missing token", async () => {
    expect((await auth("GET", "verify", {}, "?token=made-up")).headers.get("location")).toBe("/auth?verified=0");
    expect((await auth("GET", "verify")).headers.get("location")).toBe("/auth?verified=0");
  });
});

describe("routing", () => {
  it("answers 404 to an unknown auth action", async () => {
    expect((await auth("GET", "whoami")).status).toBe(404);
    expect((await auth("POST", "__proto__", { json: {} })).status).toBe(404);
  });
});

describe("createAdmin", () => {
  it("creates an admin, then on a second run with the same values changes nothing", async () => {
    const email = uniqueEmail();
    const first = await createAdmin(email, "admin password 1");
    expect(first).toMatchObject({ email, created: true, passwordChanged: false, roleGranted: true });
    const again = await createAdmin(email, "admin password 1");
    expect(again).toMatchObject({ id: first.id, created: false, passwordChanged: false, roleGranted: false });

    const signin = await auth("POST", "signin", { json: { email, password: "admin password 1" } });
    expect(signin.data.roles).toEqual(["admin"]);
  });

  it("makes an existing user an admin and resets the password, signing out their sessions", async () => {
    const user = await createUser(["seeker"]);
    const result = await createAdmin(user.email, "a new admin password");
    expect(result).toMatchObject({ id: user.id, created: false, passwordChanged: true, roleGranted: true });
    expect(await rolesOf(user.id)).toEqual(["admin", "seeker"]);
    expect((await auth("GET", "session", { cookie: user.cookie })).data).toEqual({ user: null });
    expect((await auth("POST", "signin", { json: { email: user.email, password: user.password } })).status).toBe(400);
    expect(
      (await auth("POST", "signin", { json: { email: user.email, password: "a new admin password" } })).status,
    ).toBe(200);
  });

  it("refuses an invalid e-mail or a short password", async () => {
    await expect(createAdmin("nobody", "admin password 1")).rejects.toThrow("Please enter a valid email");
    await expect(createAdmin(uniqueEmail(), "short")).rejects.toThrow("Password must be at least 8 characters");
  });
});
