import { describe, expect, it } from "vitest";
import account from "../../netlify/functions/account.mts";
import images from "../../netlify/functions/images.mts";
import applicationsApi from "../../netlify/functions/applications.mts";
import muses from "../../netlify/functions/muses.mts";
import { query, queryOne } from "../../functions/db/index.ts";
import { processImage } from "../../functions/images/process.ts";
import { imageRefFromUrl, readImage, storeImage, type ImageStoreName } from "../../functions/images/store.ts";
import { hashToken } from "../../functions/auth/tokens.ts";
import { call, createProfile, createUser, expectError, type CallOptions, type TestUser } from "../support/api.ts";
import { auth } from "../support/auth.ts";
import { pngImage } from "../fixtures/images/index.ts";

const accountCall = (method: string, action: string, options: CallOptions = {}) =>
  call(account, method, `/api/account${action ? `/${action}` : ""}`, {
    ...options,
    params: action ? { action } : {},
  });
const sessionOf = async (cookie: string) => (await auth("GET", "session", { cookie })).data.user;

async function anotherSession(user: TestUser): Promise<string> {
  const response = await auth("POST", "signin", {
    json: { email: user.email, password: user.password },
  });
  return response.headers
    .getSetCookie()
    .find((value) => value.startsWith("sm_session="))!
    .split(";")[0]!;
}

const storedPicture = async (store: ImageStoreName) =>
  (await storeImage(store, await processImage(new Uint8Array(await pngImage())))).url;

describe("account settings", () => {
  it("answers 401 to anonymous callers on every account endpoint", async () => {
    for (const [method, action] of [
      ["GET", ""],
      ["GET", "export"],
      ["POST", "password"],
      ["POST", "email"],
      ["POST", "sign-out-others"],
      ["POST", "verification"],
      ["DELETE", ""],
    ] as const) {
      const body = method === "GET" ? {} : { json: {} };
      expect((await accountCall(method, action, body)).status, `${method} ${action}`).toBe(401);
    }
    expect((await accountCall("GET", "unknown")).status).toBe(404);
  });

  it("shows the address, whether it is confirmed and how many other sessions are open", async () => {
    const user = await createUser();
    await anotherSession(user);
    const response = await accountCall("GET", "", { cookie: user.cookie });
    expect(response.status).toBe(200);
    expect(response.data.account).toMatchObject({ email: user.email, email_verified: false, other_sessions: 1 });
  });

  it("changes the password only with the current one, and signs out every other session", async () => {
    const user = await createUser();
    const other = await anotherSession(user);
    const wrong = await accountCall("POST", "password", {
      cookie: user.cookie,
      json: { current_password: "not-my-password", new_password: "brand-new-pass-1" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.data.error.fields).toEqual({ current_password: "The password is not correct." });
    expect(await sessionOf(other)).not.toBeNull();

    const changed = await accountCall("POST", "password", {
      cookie: user.cookie,
      json: { current_password: user.password, new_password: "brand-new-pass-1" },
    });
    expect(changed.status).toBe(200);
    expect(changed.data.message).toBe("Password changed. Every other session has been signed out.");
    expect(await sessionOf(user.cookie)).not.toBeNull();
    expect(await sessionOf(other)).toBeNull();
    const signIn = (password: string) => auth("POST", "signin", { json: { email: user.email, password } });
    expect((await signIn(user.password)).status).toBe(400);
    expect((await signIn("brand-new-pass-1")).status).toBe(200);
  });

  it("signs out every other session and keeps this one", async () => {
    const user = await createUser();
    const others = [await anotherSession(user), await anotherSession(user)];
    const response = await accountCall("POST", "sign-out-others", { cookie: user.cookie });
    expect(response.status).toBe(200);
    for (const other of others) expect(await sessionOf(other)).toBeNull();
    expect(await sessionOf(user.cookie)).not.toBeNull();
  });

  it("mails a new confirmation link while the address is unconfirmed, and says when it already is", async () => {
    const user = await createUser();
    const sent = await accountCall("POST", "verification", { cookie: user.cookie });
    expect(sent.status).toBe(200);
    const mails = await query(`SELECT kind FROM email_outbox WHERE to_address = $1`, [user.email]);
    expect(mails).toEqual([{ kind: "verification" }]);
    await query(`UPDATE users SET email_verified_at = now() WHERE id = $1`, [user.id]);
    const again = await accountCall("POST", "verification", { cookie: user.cookie });
    expect(again.status).toBe(409);
    expect(again.data.error.message).toBe("Your e-mail address is already confirmed.");
  });
});

describe("my data", () => {
  it("exports the account, profile, gallery, visits, statements of reasons with her appeals, notices she filed and session dates, and nobody else's", async () => {
    const user = await createUser(["muse"], "muse");
    const profile = await createProfile({
      user_id: user.id,
      approval_status: "Approved",
      admin_notes: "INTERNAL-NOTE-SENTINEL",
    });
    const imageUrl = await storedPicture("muse-gallery");
    await query(`INSERT INTO muse_gallery (profile_id, image_url, caption, display_order) VALUES ($1, $2, 'Hi', 0)`, [
      profile.id,
      imageUrl,
    ]);
    await query(`INSERT INTO profile_changes (profile_id, kind, previous_bio, new_bio) VALUES ($1, 'bio', $2, $3)`, [
      profile.id,
      "The bio before the edit, long enough.",
      "The bio after the edit, long enough too.",
    ]);
    await query(
      `INSERT INTO profile_visits (profile_id, city, starts_on, ends_on) VALUES ($1, 'Vienna', '2026-12-03', '2026-12-05')`,
      [profile.id],
    );
    // A statement of reasons about her profile with her appeal, and a notice she filed about another profile.
    const decision = await queryOne<{ id: string }>(
      `INSERT INTO moderation_decisions (profile_id, kind, clause, facts, source)
       VALUES ($1, 'warning', '4.4', 'STATEMENT-FACTS-SENTINEL', 'own_initiative') RETURNING id`,
      [profile.id],
    );
    await query(`INSERT INTO appeals (decision_id, statement) VALUES ($1, 'HER-APPEAL-SENTINEL')`, [decision!.id]);
    const reported = await createProfile({ approval_status: "Approved" });
    await query(
      `INSERT INTO profile_reports (profile_id, reason, details, reporter_email) VALUES ($1, 'other', $2, $3)`,
      [reported.id, "HER-NOTICE-SENTINEL", user.email],
    );
    const stranger = await createUser(["muse"], "muse");
    const strangerProfile = await createProfile({ user_id: stranger.id, handle: "StrangerSecret" });
    await query(`INSERT INTO profile_changes (profile_id, kind, new_bio) VALUES ($1, 'bio', 'STRANGER-BIO-SENTINEL')`, [
      strangerProfile.id,
    ]);

    const response = await accountCall("GET", "export", { cookie: user.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="solemuse-my-data-[\d-]+\.json"$/,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.data.account).toMatchObject({ id: user.id, email: user.email, user_type: "muse" });
    expect(response.data.roles.map((role: { role: string }) => role.role)).toEqual(["muse"]);
    expect(response.data.profile).toMatchObject({
      id: profile.id,
      handle: profile.handle,
      phone_number: profile.phone_number,
      how_found_us: "Reddit",
    });
    expect(response.data.gallery).toEqual([expect.objectContaining({ image_url: imageUrl, caption: "Hi" })]);
    expect(response.data.profile_changes).toEqual([
      expect.objectContaining({ kind: "bio", new_bio: "The bio after the edit, long enough too." }),
    ]);
    expect(response.data.visits).toEqual([
      { city: "Vienna", starts_on: "2026-12-03", ends_on: "2026-12-05", created_at: expect.any(String) },
    ]);
    expect(response.data.statements_of_reasons).toEqual([
      expect.objectContaining({
        kind: "warning",
        clause: "4.4",
        facts: "STATEMENT-FACTS-SENTINEL",
        appeal: expect.objectContaining({ statement: "HER-APPEAL-SENTINEL", status: "open" }),
      }),
    ]);
    expect(response.data.notices_filed).toEqual([
      expect.objectContaining({ reason: "other", details: "HER-NOTICE-SENTINEL", reporter_email: user.email }),
    ]);
    expect(response.text).not.toContain("STRANGER-BIO-SENTINEL");
    expect(response.data.sessions).toHaveLength(1);
    expect(response.text).not.toContain("INTERNAL-NOTE-SENTINEL");
    expect(response.text).not.toContain("StrangerSecret");
    expect(response.text).not.toContain("password_hash");
  });

  it("deletes the account only with the password, then every row and picture of it, and keeps the audit entry without its text", async () => {
    const user = await createUser(["muse"], "muse");
    const pictures = {
      profile_picture_url: await storedPicture("muse-profile-pictures"),
      feet_picture_url: await storedPicture("muse-profile-pictures"),
    };
    const profile = await createProfile({ user_id: user.id, approval_status: "Approved", ...pictures });
    const galleryUrl = await storedPicture("muse-gallery");
    await query(`INSERT INTO muse_gallery (profile_id, image_url, display_order) VALUES ($1, $2, 0)`, [
      profile.id,
      galleryUrl,
    ]);
    await query(
      `INSERT INTO admin_actions (action_type, target_type, target_id, details)
       VALUES ('approved', 'profile', $1, '{"notes": "Her phone checked: +41 79 123 45 67"}')`,
      [profile.id],
    );
    const other = await anotherSession(user);

    const refused = await accountCall("DELETE", "", { cookie: user.cookie, json: { password: "wrong-password" } });
    expect(refused.status).toBe(400);
    expect(refused.data.error.fields).toEqual({ password: "The password is not correct." });
    expect(await queryOne(`SELECT 1 FROM users WHERE id = $1`, [user.id])).toBeDefined();

    const deleted = await accountCall("DELETE", "", { cookie: user.cookie, json: { password: user.password } });
    expect(deleted.status).toBe(200);
    expect(deleted.data.message).toBe("Your account and everything stored with it have been deleted.");
    expect(deleted.headers.getSetCookie().join()).toMatch(/sm_session=;/);

    const remaining = await queryOne<Record<string, number>>(
      `SELECT (SELECT count(*) FROM users WHERE id = $1)::int AS users,
              (SELECT count(*) FROM sessions WHERE user_id = $1)::int AS sessions,
              (SELECT count(*) FROM user_roles WHERE user_id = $1)::int AS roles,
              (SELECT count(*) FROM profiles WHERE id = $2)::int AS profiles,
              (SELECT count(*) FROM muse_gallery WHERE profile_id = $2)::int AS gallery,
              (SELECT count(*) FROM email_outbox WHERE to_address = $3)::int AS mails`,
      [user.id, profile.id, user.email],
    );
    expect(remaining).toEqual({ users: 0, sessions: 0, roles: 0, profiles: 0, gallery: 0, mails: 0 });
    const audit = await query(`SELECT action_type, details FROM admin_actions WHERE target_id = $1`, [profile.id]);
    expect(audit).toEqual([{ action_type: "approved", details: {} }]);

    for (const url of [pictures.profile_picture_url, pictures.feet_picture_url, galleryUrl]) {
      const ref = imageRefFromUrl(url)!;
      expect(await readImage(ref.store, ref.id, "full")).toBeNull();
      expect(await readImage(ref.store, ref.id, "card")).toBeNull();
      const served = await call(images, "GET", url, { params: { store: ref.store, id: ref.id } });
      expect(served.status).toBe(404);
    }
    const page = await call(muses, "GET", `/api/muses/${profile.handle}`, { params: { handle: profile.handle } });
    expect(page.status).toBe(404);
    expect(await sessionOf(other)).toBeNull();
    const signIn = await auth("POST", "signin", {
      json: { email: user.email, password: user.password },
    });
    expect(signIn.status).toBe(400);
  });

  it("deletes what is kept under every address the account ever had: mails, contact requests, limits, notices' and claims' addresses", async () => {
    const user = await createUser();
    await query(`UPDATE users SET email_verified_at = now() WHERE id = $1`, [user.id]);
    const [first, second, pending] = [user.email, `second-${user.email}`, `pending-${user.email}`];
    const previous = process.env.RATE_LIMITS;
    process.env.RATE_LIMITS = "on";
    try {
      // From her first address to a second, then a third asked for and never confirmed.
      await accountCall("POST", "email", { cookie: user.cookie, json: { new_email: second, password: user.password } });
      const token = (await queryOne<{ body_text: string }>(
        `SELECT body_text FROM email_outbox WHERE to_address = $1 AND kind = 'email_change'`,
        [second],
      ))!.body_text.match(/token=([A-Za-z0-9_-]+)/)![1];
      await call(account, "GET", `/api/account/confirm-email?token=${token}`, { params: { action: "confirm-email" } });
      await accountCall("POST", "email", {
        cookie: user.cookie,
        json: { new_email: pending, password: user.password },
      });
      await auth("POST", "forgot-password", {
        json: { email: second },
      });
      // A mistyped password, counted under her address and the client's.
      await auth("POST", "signin", { json: { email: second, password: "not her password" } });
    } finally {
      process.env.RATE_LIMITS = previous;
    }
    for (const address of [first, second]) {
      await query(`INSERT INTO contact_requests (name, email, message) VALUES ('Her', $1, 'A message of hers.')`, [
        address,
      ]);
    }
    // A notice she filed about another Muse with her address for updates, and an application she sent signed out
    // with her first address, never linked to the account.
    const reported = await createProfile({ approval_status: "Approved" });
    const notice = await queryOne<{ id: string }>(
      `INSERT INTO profile_reports (profile_id, reason, reporter_email) VALUES ($1, 'scam', $2) RETURNING id`,
      [reported.id, second],
    );
    const application = await createProfile({ approval_status: "Pending" });
    await query(
      `INSERT INTO application_claims (profile_id, secret_hash, expires_at, email)
       VALUES ($1, $2, now() + interval '1 day', $3)`,
      [application.id, hashToken(`claim-${user.id}`), first],
    );
    const previousLimits = process.env.RATE_LIMITS;
    process.env.RATE_LIMITS = "on";
    try {
      await call(applicationsApi, "POST", "/api/applications/claim-link", {
        json: { handle: application.handle, email: first },
      });
    } finally {
      process.env.RATE_LIMITS = previousLimits;
    }
    const kept = async () =>
      queryOne<{ mails: number; contacts: number; limits: number; notices: number; claims: number }>(
        `SELECT (SELECT count(*)::int FROM email_outbox WHERE to_address = ANY($1)) AS mails,
                (SELECT count(*)::int FROM contact_requests WHERE email = ANY($1)) AS contacts,
                (SELECT count(*)::int FROM profile_reports WHERE reporter_email = ANY($1)) AS notices,
                (SELECT count(*)::int FROM application_claims WHERE email = ANY($1)) AS claims,
                (SELECT count(*)::int FROM rate_limits
                  WHERE EXISTS (SELECT 1 FROM unnest($2::text[]) AS hash WHERE strpos(bucket, hash) > 0)) AS limits`,
        [[first, second, pending], [first, second, pending].map(hashToken)],
      );
    const before = (await kept())!;
    expect(before.mails).toBeGreaterThanOrEqual(5);
    expect(before).toMatchObject({ contacts: 2, notices: 1, claims: 1 });
    expect(
      await queryOne(`SELECT 1 FROM rate_limits WHERE bucket = $1`, [`password-reset-mail:claim:${hashToken(first)}`]),
    ).toBeDefined();

    const deleted = await accountCall("DELETE", "", { cookie: user.cookie, json: { password: user.password } });
    expect(deleted.status).toBe(200);
    const after = (await kept())!;
    expect(before.limits).toBeGreaterThan(0);
    expect(after).toEqual({ mails: 0, contacts: 0, limits: 0, notices: 0, claims: 0 });
    // The notice still counts (for /transparency); it just no longer says where its updates would go.
    expect(await queryOne(`SELECT reason, wants_updates FROM profile_reports WHERE id = $1`, [notice!.id])).toEqual({
      reason: "scam",
      wants_updates: false,
    });
  });
});

describe("changing the e-mail address", () => {
  const confirmLinkFor = async (address: string) => {
    const mail = await queryOne<{ body_text: string }>(
      `SELECT body_text FROM email_outbox WHERE to_address = $1 AND kind = 'email_change' ORDER BY id DESC LIMIT 1`,
      [address],
    );
    return mail?.body_text.match(/\/api\/account\/confirm-email\?token=([A-Za-z0-9_-]+)/)?.[1];
  };
  const confirm = (token: string) =>
    call(account, "GET", `/api/account/confirm-email?token=${token}`, { params: { action: "confirm-email" } });
  /** A user who opened the confirmation link of her address. */
  const confirmedUser = async () => {
    const user = await createUser();
    await query(`UPDATE users SET email_verified_at = now() WHERE id = $1`, [user.id]);
    return user;
  };
  const requestChange = (user: TestUser, newEmail: string) =>
    accountCall("POST", "email", { cookie: user.cookie, json: { new_email: newEmail, password: user.password } });
  const emailOf = async (user: TestUser) =>
    (await queryOne<{ email: string }>(`SELECT email FROM users WHERE id = $1`, [user.id]))!.email;
  const resetLinkFor = async (address: string) => {
    const mail = await queryOne<{ body_text: string }>(
      `SELECT body_text FROM email_outbox WHERE to_address = $1 AND kind = 'password_reset' ORDER BY id DESC LIMIT 1`,
      [address],
    );
    return mail?.body_text.match(/#token=([A-Za-z0-9_-]+)/)?.[1];
  };
  const resetPassword = async (address: string, password: string) => {
    await auth("POST", "forgot-password", {
      json: { email: address },
    });
    const token = await resetLinkFor(address);
    expect(token).toBeDefined();
    return auth("POST", "reset-password", {
      json: { token, password },
    });
  };

  it("refuses to move an address its owner never confirmed, and mails no link", async () => {
    const user = await createUser();
    const response = await requestChange(user, `elsewhere-${user.email}`);
    expectError(response, 403, "unconfirmed_email", "account.confirmEmailFirst");
    expect(await confirmLinkFor(`elsewhere-${user.email}`)).toBeUndefined();
  });

  it("an e-mail change link mailed before a password reset no longer takes the account", async () => {
    // Someone with her password asks to move her account to their address; she then resets her password.
    const owner = await confirmedUser();
    const taker = `taker-${owner.email}`;
    expect((await requestChange(owner, taker)).status).toBe(200);
    const oldLink = await confirmLinkFor(taker);
    expect((await resetPassword(owner.email, "her own new passphrase")).status).toBe(200);

    const opened = await confirm(oldLink!);
    expect(opened.headers.get("location")).toBe("/account?email=invalid");
    expect(await emailOf(owner)).toBe(owner.email);
    const takerSignIn = await auth("POST", "signin", {
      json: { email: taker, password: "her own new passphrase" },
    });
    expect(takerSignIn.status).toBe(400);
  });

  it("an e-mail change link asked for in another session no longer takes the account once she signs that session out", async () => {
    // Someone signed in as her (session A) asks to move her account; she, in session B, signs out every other session.
    const owner = await confirmedUser();
    const hers = await anotherSession(owner);
    const taker = `taker-${owner.email}`;
    expect((await requestChange(owner, taker)).status).toBe(200);
    const link = await confirmLinkFor(taker);
    expect((await accountCall("POST", "sign-out-others", { cookie: hers })).status).toBe(200);

    const opened = await confirm(link!);
    expect(opened.headers.get("location")).toBe("/account?email=invalid");
    expect(await emailOf(owner)).toBe(owner.email);
    expect((await accountCall("GET", "", { cookie: hers })).data.account.pending_email).toBeNull();
  });

  it("shows the address waiting for its link, and cancelling it voids the link and keeps the address", async () => {
    const user = await confirmedUser();
    const getPending = async () => (await accountCall("GET", "", { cookie: user.cookie })).data.account.pending_email;
    expect(await getPending()).toBeNull();
    const moved = `moved-${user.email}`;
    expect((await requestChange(user, moved)).status).toBe(200);
    expect(await getPending()).toBe(moved);
    const link = await confirmLinkFor(moved);

    const cancelled = await accountCall("DELETE", "email", { cookie: user.cookie });
    expect(cancelled.status).toBe(200);
    expect(cancelled.data.message).toBe("The change of address is cancelled: the link we sent no longer works.");
    expect(await getPending()).toBeNull();
    expect((await confirm(link!)).headers.get("location")).toBe("/account?email=invalid");
    expect(await emailOf(user)).toBe(user.email);
  });

  it("a password change voids a pending e-mail change", async () => {
    const owner = await confirmedUser();
    const taker = `taker2-${owner.email}`;
    await requestChange(owner, taker);
    const changed = await accountCall("POST", "password", {
      cookie: owner.cookie,
      json: { current_password: owner.password, new_password: "a brand new passphrase" },
    });
    expect(changed.status).toBe(200);
    expect((await confirm((await confirmLinkFor(taker))!)).headers.get("location")).toBe("/account?email=invalid");
    expect(await emailOf(owner)).toBe(owner.email);
  });

  it("a new change request voids the link mailed before it", async () => {
    const owner = await confirmedUser();
    await requestChange(owner, `first-${owner.email}`);
    const first = await confirmLinkFor(`first-${owner.email}`);
    await requestChange(owner, `second-${owner.email}`);
    expect((await confirm(first!)).headers.get("location")).toBe("/account?email=invalid");
    expect((await confirm((await confirmLinkFor(`second-${owner.email}`))!)).headers.get("location")).toBe(
      "/account?email=changed",
    );
    expect(await emailOf(owner)).toBe(`second-${owner.email}`);
  });

  const noticesTo = (address: string) =>
    query<{ subject: string; body_text: string }>(
      `SELECT subject, body_text FROM email_outbox WHERE to_address = $1 AND kind = 'account_notice' ORDER BY id`,
      [address],
    );

  it("tells the current address when a new one is asked for, and the old address once the move is done", async () => {
    const owner = await confirmedUser();
    const newEmail = `notified-${owner.email}`;
    await requestChange(owner, newEmail);
    const asked = await noticesTo(owner.email);
    expect(asked.map((mail) => mail.subject)).toEqual(["A new e-mail address was asked for your SoleMuse account"]);
    expect(asked[0]!.body_text).toContain(newEmail);
    expect(asked[0]!.body_text).toMatch(/If this was not you, choose a new password now .*\/forgot-password/);

    await confirm((await confirmLinkFor(newEmail))!);
    const done = await noticesTo(owner.email);
    expect(done.map((mail) => mail.subject)).toEqual([
      "A new e-mail address was asked for your SoleMuse account",
      "Your SoleMuse e-mail address was changed",
    ]);
    expect(done[1]!.body_text).toContain(newEmail);
    expect(await noticesTo(newEmail)).toEqual([]);
  });

  it("tells the owner when her password is changed, and when it is reset", async () => {
    const owner = await confirmedUser();
    await accountCall("POST", "password", {
      cookie: owner.cookie,
      json: { current_password: owner.password, new_password: "a changed passphrase" },
    });
    expect((await noticesTo(owner.email)).map((mail) => mail.subject)).toEqual(["Your SoleMuse password was changed"]);
    expect((await resetPassword(owner.email, "a reset passphrase")).status).toBe(200);
    const notices = await noticesTo(owner.email);
    expect(notices.map((mail) => mail.subject)).toEqual([
      "Your SoleMuse password was changed",
      "Your SoleMuse password was changed",
    ]);
    expect(notices[1]!.body_text).toContain("/forgot-password");
  });

  it("moving the address voids a reset link mailed to the old one", async () => {
    const owner = await confirmedUser();
    await auth("POST", "forgot-password", {
      json: { email: owner.email },
    });
    const resetToken = await resetLinkFor(owner.email);
    await requestChange(owner, `moved-${owner.email}`);
    await confirm((await confirmLinkFor(`moved-${owner.email}`))!);
    const reset = await auth("POST", "reset-password", {
      json: { token: resetToken, password: "someone else's passphrase" },
    });
    expect(reset.status).toBe(400);
  });

  it("needs the password, mails the new address, and changes nothing until the link is opened", async () => {
    const user = await confirmedUser();
    const newEmail = `new-${user.email}`;
    const wrong = await accountCall("POST", "email", {
      cookie: user.cookie,
      json: { new_email: newEmail, password: "not-my-password" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.data.error.fields).toEqual({ password: "The password is not correct." });
    expect(await confirmLinkFor(newEmail)).toBeUndefined();

    const same = await accountCall("POST", "email", {
      cookie: user.cookie,
      json: { new_email: user.email.toUpperCase(), password: user.password },
    });
    expect(same.status).toBe(400);
    expect(same.data.error.message).toBe("This is already your e-mail address.");

    const requested = await accountCall("POST", "email", {
      cookie: user.cookie,
      json: { new_email: newEmail.toUpperCase(), password: user.password },
    });
    expect(requested.status).toBe(200);
    expect(requested.data.message).toBe(
      "We have sent a confirmation link to your new address. Your e-mail changes once you open it.",
    );
    const token = await confirmLinkFor(newEmail);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await queryOne<{ email: string }>(`SELECT email FROM users WHERE id = $1`, [user.id]))!.email).toBe(
      user.email,
    );

    const opened = await confirm(token!);
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe("/account?email=changed");
    expect(
      await queryOne(`SELECT email, email_verified_at IS NOT NULL AS verified FROM users WHERE id = $1`, [user.id]),
    ).toEqual({ email: newEmail, verified: true });
    const signIn = (email: string) =>
      auth("POST", "signin", {
        json: { email, password: user.password },
      });
    expect((await signIn(user.email)).status).toBe(400);
    expect((await signIn(newEmail)).status).toBe(200);

    const reused = await confirm(token!);
    expect(reused.headers.get("location")).toBe("/account?email=invalid");
  });

  it("refuses, on confirming, an address another account took in the meantime", async () => {
    const user = await confirmedUser();
    const other = await createUser();
    const wanted = `wanted-${user.email}`;
    await accountCall("POST", "email", { cookie: user.cookie, json: { new_email: wanted, password: user.password } });
    await query(`UPDATE users SET email = $2 WHERE id = $1`, [other.id, wanted]);
    const opened = await confirm((await confirmLinkFor(wanted))!);
    expect(opened.headers.get("location")).toBe("/account?email=taken");
    expect((await queryOne<{ email: string }>(`SELECT email FROM users WHERE id = $1`, [user.id]))!.email).toBe(
      user.email,
    );
  });
});
