import { beforeAll, describe, expect, it, vi } from "vitest";
import applicationsHandler from "../../netlify/functions/applications.mts";
import notificationHandler from "../../netlify/functions/send-approval-notification.mts";
import adminHandler from "../../netlify/functions/admin.mts";
import { query, queryOne } from "../../functions/db/index.ts";
import { ageChecked, call, createProfile, createUser, type TestUser, expectError } from "../support/api.ts";
import { adminActionsOn, expectLoggedOnce } from "../support/admin-actions.ts";
import { ADMIN_FIELDS } from "../support/profile-fields.ts";
import { withInsertTrigger } from "../support/insert-trigger.ts";

let admin: TestUser;

const stats = (cookie = admin.cookie) => call(adminHandler, "GET", "/api/admin/stats", { cookie });
const list = (cookie = admin.cookie, search = "") =>
  call(applicationsHandler, "GET", `/api/applications${search}`, { cookie });
const changeStatus = (id: string, json: unknown, cookie = admin.cookie) =>
  call(applicationsHandler, "POST", `/api/applications/${id}/status`, { json, cookie, params: { id } });
const detail = (id: string, cookie = admin.cookie) =>
  call(applicationsHandler, "GET", `/api/applications/${id}`, { cookie, params: { id } });
const saveNotes = (id: string, json: unknown, cookie = admin.cookie) =>
  call(applicationsHandler, "PATCH", `/api/applications/${id}`, { json, cookie, params: { id } });
const review = (id: string, json: unknown, cookie = admin.cookie) =>
  call(applicationsHandler, "POST", `/api/applications/${id}/review`, { json, cookie, params: { id } });
const notify = (json: unknown, cookie = admin.cookie) =>
  call(notificationHandler, "POST", "/api/send-approval-notification", { json, cookie });

const profileRow = (id: string) => queryOne<Record<string, any>>(`SELECT * FROM profiles WHERE id = $1`, [id]);
const mailsTo = (to: string) =>
  query<{ kind: string; subject: string; body_text: string }>(
    `SELECT kind, subject, body_text FROM email_outbox WHERE to_address = $1 ORDER BY id`,
    [to],
  );
const count = async (table: "profiles" | "admin_actions") =>
  (await queryOne<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`))!.count;

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

/** Makes every admin_actions insert fail, to prove the change it logs is rolled back with it. */
function breakAdminLog<T>(run: () => Promise<T>): Promise<T> {
  return withInsertTrigger("admin_actions", "RAISE EXCEPTION 'log unavailable'", run);
}

beforeAll(async () => {
  admin = await createUser(["admin"]);
});

describe("GET /api/admin/stats", () => {
  it("shows zeros and a 0% approval rate before any application", async () => {
    const response = await stats();
    expect(response.status).toBe(200);
    expect(response.data).toEqual({
      total: 0,
      pending: 0,
      approved: 0,
      rejected: 0,
      suspended: 0,
      contacts: 0,
      unread: 0,
      approval_rate: 0,
      open_reports: 0,
      urgent_reports: 0,
      open_appeals: 0,
      open_verifications: 0,
      undelivered_mail: 0,
    });
  });

  it("counts applications by status and contact requests, with the approval rate rounded to a whole percent", async () => {
    await createProfile({ approval_status: "Approved" });
    await createProfile({ approval_status: "Approved" });
    await createProfile({ approval_status: "Pending" });
    await createProfile({ approval_status: "Rejected" });
    await createProfile({ approval_status: "Rejected" });
    await createProfile({ approval_status: "Pending" });
    await query(`INSERT INTO contact_requests (name, email, message, status, admin_response) VALUES
      ('A', 'a@example.test', 'one', 'unread', NULL), ('B', 'b@example.test', 'two', 'read', NULL),
      ('C', 'c@example.test', 'three', 'responded', 'done')`);

    const response = await stats();
    // 2 of 6 approved: 33.3% rounds to 33.
    expect(response.data).toEqual({
      total: 6,
      pending: 2,
      approved: 2,
      rejected: 2,
      suspended: 0,
      contacts: 3,
      unread: 1,
      approval_rate: 33,
      open_reports: 0,
      urgent_reports: 0,
      open_appeals: 0,
      open_verifications: 0,
      undelivered_mail: 0,
    });

    await createProfile({ approval_status: "Approved" });
    // 3 of 7: 42.86% rounds up to 43.
    expect((await stats()).data.approval_rate).toBe(43);

    // A suspended Muse is counted as suspended, no longer as approved.
    await createProfile({ approval_status: "Suspended" });
    expect((await stats()).data).toMatchObject({ total: 8, approved: 3, suspended: 1, approval_rate: 38 });
  });

  it("is for admins only", async () => {
    expect((await call(adminHandler, "GET", "/api/admin/stats")).status).toBe(401);
    expect((await stats((await createUser(["muse"], "muse")).cookie)).status).toBe(403);
  });
});

describe("GET /api/applications", () => {
  it("pages every application with every field, newest first, with the counts of the list", async () => {
    const newest = await createProfile({
      created_at: new Date(Date.now() + 60_000),
      date_of_birth: "1996-03-01",
      admin_notes: "Looks genuine",
    });
    const response = await list();

    expect(response.status).toBe(200);
    const total = await count("profiles");
    expect(response.data).toMatchObject({ total, matching: total, page: 1, page_size: 50 });
    const applications = response.data.applications;
    expect(applications).toHaveLength(Math.min(total, 50));
    expect(applications[0].id).toBe(newest.id);
    expect(Object.keys(applications[0]).sort()).toEqual(ADMIN_FIELDS);
    expect(applications[0]).toMatchObject({
      date_of_birth: "1996-03-01",
      admin_notes: "Looks genuine",
      how_found_us: "Reddit",
    });
    const times = applications.map((application: { created_at: string }) => Date.parse(application.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("filters by status and searches handle, city and e-mail without regard to case, on the server", async () => {
    const tag = `Paging${Date.now().toString(36)}`;
    const base = Date.now() + 120_000;
    const made = [];
    for (let i = 0; i < 55; i += 1) {
      made.push(
        await createProfile({
          handle: `${tag}_${i}`,
          approval_status: i % 5 === 0 ? "Approved" : "Pending",
          created_at: new Date(base + i * 1000),
        }),
      );
    }
    await createProfile({
      handle: `Other${tag}`.slice(0, 40),
      city: "Basel",
      email: `${tag.toLowerCase()}@example.com`,
    });

    const first = await list(admin.cookie, `?q=${tag.toUpperCase()}_`);
    expect(first.data).toMatchObject({ matching: 55, page: 1 });
    expect(first.data.applications).toHaveLength(50);
    expect(first.data.applications[0].handle).toBe(`${tag}_54`);
    const second = await list(admin.cookie, `?q=${tag}_&page=2`);
    expect(second.data.applications.map((a: { handle: string }) => a.handle)).toEqual(
      [4, 3, 2, 1, 0].map((i) => `${tag}_${i}`),
    );
    const beyond = await list(admin.cookie, `?q=${tag}_&page=3`);
    expect(beyond.data).toMatchObject({ applications: [], matching: 55 });

    const approved = await list(admin.cookie, `?status=Approved&q=${tag}_`);
    expect(approved.data.matching).toBe(11);
    expect(approved.data.applications.every((a: { approval_status: string }) => a.approval_status === "Approved")).toBe(
      true,
    );
    // The e-mail is searched too; the bio is not.
    expect((await list(admin.cookie, `?q=${tag.toLowerCase()}@EXAMPLE`)).data.matching).toBe(1);
    expect((await list(admin.cookie, `?q=long%20conversations`)).data.matching).toBe(0);
    // LIKE's wildcards are searched as text.
    expect((await list(admin.cookie, `?q=%25`)).data.matching).toBe(0);
    expect(made).toHaveLength(55);
  });

  it("refuses an unknown status, a page that is not a positive number and an overlong search", async () => {
    for (const search of ["?status=Deleted", "?page=0", "?page=-1", "?page=two", `?q=${"x".repeat(201)}`]) {
      const response = await list(admin.cookie, search);
      expect(response.status, search).toBe(400);
      expect(response.data.error.message, search).toBeTruthy();
    }
  });
});

describe("text with a lone UTF-16 surrogate", () => {
  it("is stored with U+FFFD in notes, a rejection reason and the audit log, never a 500", async () => {
    const profile = await createProfile({ approval_status: "Pending" });
    const notes = await call(applicationsHandler, "PATCH", `/api/applications/${profile.id}`, {
      raw: '{"admin_notes":"a \\ud800 b"}',
      cookie: admin.cookie,
      params: { id: profile.id },
    });
    expect(notes.status).toBe(200);
    expect((await profileRow(profile.id))!.admin_notes).toBe("a \ufffd b");
    const rejected = await call(applicationsHandler, "POST", `/api/applications/${profile.id}/review`, {
      raw: '{"decision":"reject","clause":"3.1","reason":"blurry \\udfff picture"}',
      cookie: admin.cookie,
      params: { id: profile.id },
    });
    expect(rejected.status).toBe(200);
    expect((await profileRow(profile.id))!.rejection_reason).toBe("blurry \ufffd picture");
    expect((await adminActionsOn(profile.id)).map((action) => action.details.reason ?? action.details.notes)).toEqual([
      "a \ufffd b",
      "blurry \ufffd picture",
    ]);
  });
});

describe("POST /api/applications/:id/status (suspend, reinstate, reopen)", () => {
  it("suspends an Approved profile with a reason: hidden from the public, logged and mailed; reinstating brings it back", async () => {
    const profile = await createProfile({ approval_status: "Approved", email: "suspend-me@example.com" });
    const publicCount = async () =>
      (await queryOne<{ n: number }>(`SELECT count(*)::int AS n FROM profiles WHERE id = $1 AND listed`, [profile.id]))!
        .n;
    expect(await publicCount()).toBe(1);

    const blank = await changeStatus(profile.id, { action: "suspend", clause: "5.1", reason: "   " });
    expect(blank.status).toBe(400);
    expect(blank.data.error.message).toBe("Please provide a reason for suspending this profile");

    const reason = "Reported twice for stolen photos; asked for proof.";
    const suspended = await changeStatus(profile.id, { action: "suspend", clause: "5.1", reason });
    expect(suspended.status).toBe(200);
    expect(suspended.data.application).toMatchObject({ approval_status: "Suspended", suspension_reason: reason });
    expect(await publicCount()).toBe(0);
    const row = await profileRow(profile.id);
    expect(row).toMatchObject({ approval_status: "Suspended", suspension_reason: reason });
    expect(row!.approved_at).not.toBeNull();
    expect(row!.suspended_at).not.toBeNull();
    expect((await mailsTo("suspend-me@example.com")).map((mail) => mail.kind)).toEqual(["suspension"]);
    const statement = (await mailsTo("suspend-me@example.com"))[0]!.body_text;
    expect(statement).toContain(reason);
    expect(statement).toContain("Clause 5.1 of our Terms");
    expect(statement).toContain("/terms#clause-5-1");
    expect(statement).toContain("No automated means");
    expect(statement).toContain("appeal this decision within 6 months");
    const [decision] = (await detail(profile.id)).data.decisions;
    expect(decision).toMatchObject({ kind: "suspension", clause: "5.1", facts: reason, ended_at: null, appeal: null });

    // Suspending again is a conflict, not a second log entry.
    expect((await changeStatus(profile.id, { action: "suspend", clause: "5.1", reason })).status).toBe(409);

    const reinstated = await changeStatus(profile.id, { action: "reinstate" });
    expect(reinstated.status).toBe(200);
    expect(reinstated.data.application).toMatchObject({ approval_status: "Approved", suspension_reason: null });
    expect(await publicCount()).toBe(1);
    expect((await mailsTo("suspend-me@example.com")).map((mail) => mail.kind)).toEqual(["suspension", "reinstatement"]);

    const log = await adminActionsOn(profile.id);
    expect(log.map((action) => action.action_type)).toEqual(["suspended", "reinstated"]);
    expect(log[0]!.details).toEqual({ previous_status: "Approved", new_status: "Suspended", reason, clause: "5.1" });
    // Reinstating ends the suspension's restriction; the statement stays.
    expect((await detail(profile.id)).data.decisions[0].ended_at).not.toBeNull();
    expect(log[1]!.details).toEqual({ previous_status: "Suspended", new_status: "Approved" });
    // The detail endpoint returns the trail, newest first.
    expect((await detail(profile.id)).data.actions.map((a: { action_type: string }) => a.action_type)).toEqual([
      "reinstated",
      "suspended",
    ]);
  });

  it("reopens a Rejected application to Pending, clearing the review so it can be decided again", async () => {
    const profile = await createProfile({ approval_status: "Rejected", reviewed_at: new Date(), reviewed_by: "admin" });
    const reopened = await changeStatus(profile.id, { action: "reopen" });
    expect(reopened.status).toBe(200);
    expect(await profileRow(profile.id)).toMatchObject({
      approval_status: "Pending",
      rejection_reason: null,
      reviewed_at: null,
      reviewed_by: null,
    });
    expect((await adminActionsOn(profile.id)).map((action) => action.action_type)).toEqual(["reopened"]);
    await ageChecked(profile.id);
    expect((await review(profile.id, { decision: "approve" })).status).toBe(200);
  });

  it("refuses every move from a status it does not leave, and changes nothing", async () => {
    const cases = [
      ["Pending", "suspend"],
      ["Pending", "reinstate"],
      ["Pending", "reopen"],
      ["Approved", "reinstate"],
      ["Approved", "reopen"],
      ["Rejected", "suspend"],
      ["Rejected", "reinstate"],
      ["Suspended", "suspend"],
      ["Suspended", "reopen"],
    ] as const;
    for (const [status, action] of cases) {
      const profile = await createProfile({ approval_status: status });
      const response = await changeStatus(
        profile.id,
        action === "suspend" ? { action, clause: "5.1", reason: "x" } : { action },
      );
      expect(response.status, `${status} → ${action}`).toBe(409);
      expect((await profileRow(profile.id))!.approval_status).toBe(status);
      expect(await adminActionsOn(profile.id)).toEqual([]);
    }
    expect((await changeStatus("00000000-0000-4000-8000-000000000000", { action: "reopen" })).status).toBe(404);
    expect((await changeStatus("not-a-uuid", { action: "reopen" })).status).toBe(404);
  });

  it("has the database refuse a status change outside the allowed moves, whatever the code does", async () => {
    const approved = await createProfile({ approval_status: "Approved" });
    await expect(query(`UPDATE profiles SET approval_status = 'Pending' WHERE id = $1`, [approved.id])).rejects.toThrow(
      /cannot change from Approved to Pending/,
    );
    const pending = await createProfile({ approval_status: "Pending" });
    await expect(
      query(
        `UPDATE profiles SET approval_status = 'Suspended', suspension_reason = 'x', suspended_at = now()
              WHERE id = $1`,
        [pending.id],
      ),
    ).rejects.toThrow();
    // A suspension always carries its reason.
    await expect(
      query(`UPDATE profiles SET approval_status = 'Suspended' WHERE id = $1`, [approved.id]),
    ).rejects.toThrow(/profiles_suspension_check/);
    // Only a profile that went live can be paused.
    await expect(query(`UPDATE profiles SET paused_at = now() WHERE id = $1`, [pending.id])).rejects.toThrow(
      /profiles_paused_check/,
    );
  });
});

describe("GET /api/applications/:id", () => {
  it("returns the application and its admin actions", async () => {
    const application = await createProfile({ handle: "DetailMuse" });
    await saveNotes(application.id, { admin_notes: "Call back on Monday" });
    const response = await detail(application.id);

    expect(response.status).toBe(200);
    expect(response.data.application).toMatchObject({
      id: application.id,
      handle: "DetailMuse",
      admin_notes: "Call back on Monday",
    });
    expect(response.data.actions).toEqual([
      {
        id: expect.any(String),
        action_type: "note_added",
        target_type: "profile",
        target_id: application.id,
        admin_identifier: "admin",
        details: { notes: "Call back on Monday" },
        created_at: expect.any(String),
      },
    ]);
  });

  it("says whether the linked account's e-mail is verified, and that none is linked otherwise", async () => {
    const applicant = await createUser(["muse"], "muse");
    const linked = await createProfile({ user_id: applicant.id });
    const unlinked = await createProfile();
    expect((await detail(linked.id)).data.account).toEqual({ email: applicant.email, email_verified: false });
    await query(`UPDATE users SET email_verified_at = now() WHERE id = $1`, [applicant.id]);
    expect((await detail(linked.id)).data.account).toEqual({ email: applicant.email, email_verified: true });
    expect((await detail(unlinked.id)).data.account).toBeNull();
  });

  it.each([[UNKNOWN_ID], ["not-a-uuid"], ["'; DROP TABLE profiles; --"]])(
    "answers 'Application not found' for %s",
    async (id) => expectError(await detail(id), 404, "not_found", "Application not found"),
  );
});

describe("PATCH /api/applications/:id (admin notes)", () => {
  it("saves the notes with a note_added entry and leaves the rejection reason as it is", async () => {
    const rejected = await createProfile({ approval_status: "Rejected", rejection_reason: "Blurry feet picture" });
    const response = await saveNotes(rejected.id, { admin_notes: "Asked for a new picture" });

    expect(response.status).toBe(200);
    expect(response.data.application).toMatchObject({
      admin_notes: "Asked for a new picture",
      rejection_reason: "Blurry feet picture",
    });
    expect(await profileRow(rejected.id)).toMatchObject({
      admin_notes: "Asked for a new picture",
      rejection_reason: "Blurry feet picture",
      approval_status: "Rejected",
    });
    const actions = await adminActionsOn(rejected.id);
    expect(actions.map((action) => [action.action_type, action.details, action.admin_user_id])).toEqual([
      ["note_added", { notes: "Asked for a new picture" }, admin.id],
    ]);
  });

  it("stores blank notes as null", async () => {
    const application = await createProfile({ admin_notes: "old" });
    await saveNotes(application.id, { admin_notes: "  " });
    expect((await profileRow(application.id))!.admin_notes).toBeNull();
  });

  it("refuses notes over 5000 characters and changes nothing", async () => {
    const application = await createProfile({ admin_notes: "kept" });
    const response = await saveNotes(application.id, { admin_notes: "n".repeat(5001) });
    expect(response.status).toBe(400);
    expect(response.data.error.message).toBe("Notes must be less than 5000 characters");
    expect((await profileRow(application.id))!.admin_notes).toBe("kept");
    expect(await adminActionsOn(application.id)).toEqual([]);
  });

  it("does not save the notes when their log entry cannot be written", async () => {
    const application = await createProfile({ admin_notes: "before" });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await breakAdminLog(() => saveNotes(application.id, { admin_notes: "after" }));
    expect(response.status).toBe(500);
    expect((await profileRow(application.id))!.admin_notes).toBe("before");
  });

  it("answers 404 for an unknown application", async () => {
    const response = await saveNotes(UNKNOWN_ID, { admin_notes: "x" });
    expect(response.status).toBe(404);
    expect(response.data.error.message).toBe("Application not found");
  });
});

describe("POST /api/applications/:id/review", () => {
  it("approves a Pending application: reviewed and approved now by 'admin', reason cleared, notes kept, muse told by e-mail", async () => {
    const muse = await createUser(["muse"], "muse");
    const application = await createProfile({
      handle: "ApproveMe",
      user_id: muse.id,
      email: "profile-address@example.test",
      admin_notes: "Verified by video call",
      rejection_reason: "left over",
    });
    await ageChecked(application.id);

    const response = await review(application.id, { decision: "approve" });

    expect(response.status).toBe(200);
    expect(response.data.notified).toBe(true);
    expect(response.data.application).toMatchObject({
      approval_status: "Approved",
      reviewed_by: "admin",
      rejection_reason: null,
    });
    const stored = (await profileRow(application.id))!;
    expect(stored).toMatchObject({
      approval_status: "Approved",
      reviewed_by: "admin",
      rejection_reason: null,
      admin_notes: "Verified by video call",
    });
    expect(Date.now() - stored.reviewed_at.getTime()).toBeLessThan(60_000);
    expect(Date.now() - stored.approved_at.getTime()).toBeLessThan(60_000);

    await expectLoggedOnce(application.id, admin, {
      action_type: "approved",
      target_type: "profile",
      details: { previous_status: "Pending", new_status: "Approved", reason: null },
    });
    // The linked account's address wins over the one on the profile.
    const mails = await mailsTo(muse.email);
    expect(mails.map((mail) => mail.kind)).toEqual(["approval"]);
    expect(mails[0]!.body_text).toContain("/muse/ApproveMe");
    expect(await mailsTo("profile-address@example.test")).toEqual([]);
  });

  it("rejects a Pending application with the reason, clears approved_at and mails the reason to the profile's address", async () => {
    const application = await createProfile({ handle: "RejectMe", email: "reject-me@example.test" });
    const response = await review(application.id, {
      decision: "reject",
      clause: "3.1",
      reason: "  The feet picture is too dark.  ",
    });

    expect(response.status).toBe(200);
    expect(response.data.notified).toBe(true);
    const stored = (await profileRow(application.id))!;
    expect(stored).toMatchObject({
      approval_status: "Rejected",
      reviewed_by: "admin",
      rejection_reason: "The feet picture is too dark.",
      approved_at: null,
    });
    expect(stored.reviewed_at).toBeInstanceOf(Date);
    expect((await adminActionsOn(application.id))[0]).toMatchObject({
      action_type: "rejected",
      details: {
        previous_status: "Pending",
        new_status: "Rejected",
        reason: "The feet picture is too dark.",
        clause: "3.1",
      },
    });
    const mails = await mailsTo("reject-me@example.test");
    expect(mails.map((mail) => mail.kind)).toEqual(["rejection"]);
    expect(mails[0]!.body_text).toContain("The feet picture is too dark.");
    expect(mails[0]!.body_text).toContain("Clause 3.1 of our Terms");
  });

  it("saves admin notes sent with the decision", async () => {
    const application = await createProfile({ admin_notes: "old" });
    await ageChecked(application.id);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await review(application.id, { decision: "approve", admin_notes: "Final check done" });
    expect((await profileRow(application.id))!.admin_notes).toBe("Final check done");
  });

  it("requires a reason to reject", async () => {
    const application = await createProfile();
    for (const body of [
      { decision: "reject", clause: "3.1" },
      { decision: "reject", clause: "3.1", reason: "   " },
    ]) {
      const response = await review(application.id, body);
      expect(response.status).toBe(400);
      expect(response.data.error.fields.reason).toBeDefined();
    }
    const blank = await review(application.id, { decision: "reject", clause: "3.1", reason: " " });
    expect(blank.data.error.message).toBe("Please provide a reason for rejecting this application");
    const noClause = await review(application.id, { decision: "reject", reason: "Blurry" });
    expect(noClause.data.error.fields.clause).toBe("Please choose the clause of the Terms");
    const unknownClause = await review(application.id, { decision: "reject", clause: "9.9", reason: "Blurry" });
    expect(unknownClause.status).toBe(400);
    expect((await profileRow(application.id))!.approval_status).toBe("Pending");
    expect(await adminActionsOn(application.id)).toEqual([]);
  });

  it.each([["Approved"], ["Rejected"]] as const)(
    "refuses to review an application that is already %s",
    async (status) => {
      const application = await createProfile({ approval_status: status });
      const before = await profileRow(application.id);
      const response = await review(application.id, {
        decision: status === "Approved" ? "reject" : "approve",
        clause: "3.1",
        reason: "Changed my mind",
      });

      expect(response.status).toBe(409);
      expect(response.data.error.message).toBe("This application has already been reviewed");
      expect(await profileRow(application.id)).toEqual(before);
      expect(await adminActionsOn(application.id)).toEqual([]);
    },
  );

  it("lets only one of two simultaneous decisions win", async () => {
    const application = await createProfile();
    await ageChecked(application.id);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const [first, second] = await Promise.all([
      review(application.id, { decision: "approve" }),
      review(application.id, { decision: "reject", clause: "3.1", reason: "Too late" }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect(await adminActionsOn(application.id)).toHaveLength(1);
  });

  it("keeps the application Pending when the decision cannot be logged", async () => {
    const application = await createProfile({ email: "not-told@example.test" });
    await ageChecked(application.id);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await breakAdminLog(() => review(application.id, { decision: "approve" }));
    expect(response.status).toBe(500);
    expect(await profileRow(application.id)).toMatchObject({
      approval_status: "Pending",
      approved_at: null,
      reviewed_at: null,
    });
    expect(await mailsTo("not-told@example.test")).toEqual([]);
  });

  it("approves and queues the notification while the mail server is down: it is delivered from the outbox later", async () => {
    const application = await createProfile({ email: "smtp-down@example.test" });
    await ageChecked(application.id);
    process.env.SMTP_URL = "smtp://127.0.0.1:9";
    let response;
    try {
      response = await review(application.id, { decision: "approve" });
    } finally {
      delete process.env.SMTP_URL;
    }
    expect(response.status).toBe(200);
    expect(response.data.notified).toBe(true);
    expect((await profileRow(application.id))!.approval_status).toBe("Approved");
    expect((await mailsTo("smtp-down@example.test")).length).toBe(1);
  });

  it("approves an application with no e-mail address at all and reports it was not notified", async () => {
    const application = await createProfile();
    await ageChecked(application.id);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await review(application.id, { decision: "approve" });
    expect(response.status).toBe(200);
    expect(response.data.notified).toBe(false);
  });

  it.each([[UNKNOWN_ID], ["nope"]])("answers 404 for the unknown application %s", async (id) => {
    const response = await review(id, { decision: "approve" });
    expect(response.status).toBe(404);
    expect(response.data.error.message).toBe("Application not found");
  });

  it("is for admins only and leaves the application Pending", async () => {
    const application = await createProfile();
    await ageChecked(application.id);
    const owner = await createUser(["muse"], "muse");
    await query(`UPDATE profiles SET user_id = $2 WHERE id = $1`, [application.id, owner.id]);
    expect((await review(application.id, { decision: "approve" }, owner.cookie)).status).toBe(403);
    const anonymous = await call(applicationsHandler, "POST", `/api/applications/${application.id}/review`, {
      json: { decision: "approve" },
      params: { id: application.id },
    });
    expect(anonymous.status).toBe(401);
    expect((await profileRow(application.id))!.approval_status).toBe("Pending");
  });
});

describe("POST /api/send-approval-notification", () => {
  it("mails an Approved muse that her profile is live", async () => {
    const application = await createProfile({
      approval_status: "Approved",
      handle: "LiveNow",
      email: "live-now@example.test",
    });
    const response = await notify({ profileId: application.id });
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ sent: true });
    expect((await mailsTo("live-now@example.test")).map((mail) => mail.kind)).toEqual(["approval"]);
  });

  it("sends nothing for an application that is not Approved", async () => {
    const application = await createProfile({ email: "still-pending@example.test" });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await notify({ profileId: application.id });
    expect(response.data).toEqual({ sent: false });
    expect(await mailsTo("still-pending@example.test")).toEqual([]);
  });

  it("answers 404 for an unknown profile and 400 without a profileId", async () => {
    expect((await notify({ profileId: UNKNOWN_ID })).status).toBe(404);
    expect((await notify({ profileId: "bogus" })).status).toBe(404);
    expect((await notify({})).status).toBe(400);
  });
});
