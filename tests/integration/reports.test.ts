import { beforeAll, describe, expect, it, vi } from "vitest";
import { randomUUID } from "node:crypto";
import handler from "../../netlify/functions/reports.mts";
import adminHandler from "../../netlify/functions/admin.mts";
import accountHandler from "../../netlify/functions/account.mts";
import dashboardHandler from "../../netlify/functions/dashboard.mts";
import musesHandler from "../../netlify/functions/muses.mts";
import { query, queryOne } from "../../functions/db/index.ts";
import { DEMO_MUSES } from "../../functions/muses/demo.ts";
import { MODERATION_MESSAGES, REPORTS_PAGE_SIZE } from "../../src/domain/moderation.ts";
import { call, createProfile, createUser, type TestUser, expectError, expectFieldError } from "../support/api.ts";
import { adminActionsOn, expectLoggedOnce } from "../support/admin-actions.ts";
import { withInsertTrigger } from "../support/insert-trigger.ts";
import { pngImage, upload } from "../fixtures/images/index.ts";
import { galleryForm } from "../fixtures/images/forms.ts";

/** A notice as the dialog sends it: the good-faith confirmation is always there unless a test takes it out. */
const report = (json: Record<string, unknown>, ip = "127.0.0.1") =>
  call(handler, "POST", "/api/reports", { json: { good_faith: true, ...json }, ip });
const list = (query = "", cookie = admin.cookie) => call(handler, "GET", `/api/reports${query}`, { cookie });
const decide = (id: string, json: unknown, cookie = admin.cookie) =>
  call(handler, "PATCH", `/api/reports/${id}`, { json, cookie, params: { id } });
const stats = async () => (await call(adminHandler, "GET", "/api/admin/stats", { cookie: admin.cookie })).data;

let admin: TestUser;

const REFERENCE = /^SM-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/;

const reportsOn = (profileId: string) =>
  query<Record<string, any>>(`SELECT * FROM profile_reports WHERE profile_id = $1 ORDER BY created_at`, [profileId]);
const reportCount = async () =>
  (await queryOne<{ count: number }>(`SELECT count(*)::int AS count FROM profile_reports`))!.count;
const mailsTo = (address: string) =>
  query<{ kind: string; subject: string; body_text: string }>(
    `SELECT kind, subject, body_text FROM email_outbox WHERE to_address = $1 ORDER BY created_at`,
    [address],
  );
const receiptCount = async () =>
  (await queryOne<{ count: number }>(`SELECT count(*)::int AS count FROM email_outbox WHERE kind = 'notice_receipt'`))!
    .count;

/** A listed muse with one open report on her, stored through the API. */
async function reportedMuse(reason = "scam", details: string | null = "Asked for a deposit up front.") {
  const muse = await createProfile({ approval_status: "Approved" });
  expect((await report({ handle: muse.handle, reason, details })).status).toBe(201);
  const [stored] = await reportsOn(muse.id);
  return { muse, report: stored! };
}

/** A listed Muse with her own account and a gallery picture she uploaded from her dashboard (a real blob). */
async function museWithPicture() {
  const owner = await createUser(["muse"], "muse");
  const muse = await createProfile({ approval_status: "Approved", user_id: owner.id });
  const uploaded = await call(dashboardHandler, "POST", "/api/dashboard/gallery", {
    form: galleryForm(upload(await pngImage(), "pic.png", "image/png")),
    cookie: owner.cookie,
  });
  expect(uploaded.status, uploaded.text).toBe(201);
  return { owner, muse, imageUrl: uploaded.data.image.image_url as string };
}

/** Switches the per-IP limits on for one test (the integration set-up turns them off). */
async function withRateLimits(run: () => Promise<void>) {
  const previous = process.env.RATE_LIMITS;
  process.env.RATE_LIMITS = "on";
  try {
    await run();
  } finally {
    if (previous === undefined) delete process.env.RATE_LIMITS;
    else process.env.RATE_LIMITS = previous;
  }
}

beforeAll(async () => {
  admin = await createUser(["admin"]);
});

describe("POST /api/reports", () => {
  it("stores an open notice on a listed muse and answers 201 with its reference only", async () => {
    const muse = await createProfile({ approval_status: "Approved", handle: "ReportedMuse" });
    const sent = await report({ handle: "reportedmuse", reason: "fake_photos", details: "  Stolen from a model.  " });

    expect(sent.status).toBe(201);
    expect(sent.data).toEqual({ ok: true, reference: expect.stringMatching(REFERENCE) });
    const stored = await reportsOn(muse.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      reference: sent.data.reference,
      reason: "fake_photos",
      details: "Stolen from a model.",
      reporter_email: null,
      wants_updates: false,
      image_url: null,
      urgent: false,
      status: "open",
      resolution_note: null,
      resolved_at: null,
      resolved_by: null,
    });
  });

  it("gives every notice its own reference", async () => {
    const muse = await createProfile({ approval_status: "Approved" });
    const references = [];
    for (const ip of ["10.1.1.1", "10.1.1.2", "10.1.1.3"]) {
      const response = await report({ handle: muse.handle, reason: "scam" }, ip);
      expect(response.status).toBe(201);
      references.push(response.data.reference);
    }
    expect(new Set(references).size).toBe(3);
    expect((await reportsOn(muse.id)).map((row) => row.reference).sort()).toEqual(references.sort());
  });

  it("writes the receipt with the reference and the handle to the outbox when an e-mail is given", async () => {
    const muse = await createProfile({ approval_status: "Approved", handle: "ReceiptMuse" });
    const response = await report({ handle: "receiptmuse", reason: "scam", email: "  Reporter.One@Example.TEST " });

    expect(response.status).toBe(201);
    const { reference } = response.data;
    expect(reference).toMatch(REFERENCE);
    // The answer never repeats the address.
    expect(response.text.toLowerCase()).not.toContain("reporter.one");
    const [stored] = await reportsOn(muse.id);
    expect(stored).toMatchObject({ reference, reporter_email: "reporter.one@example.test", wants_updates: true });
    const mails = await mailsTo("reporter.one@example.test");
    expect(mails).toEqual([
      { kind: "notice_receipt", subject: `We received your report ${reference}`, body_text: expect.any(String) },
    ]);
    expect(mails[0]!.body_text).toContain(`Your report's reference is ${reference}.`);
    expect(mails[0]!.body_text).toContain("the profile ReceiptMuse ");
  });

  it("writes no mail when no e-mail is given, or a blank one", async () => {
    const muse = await createProfile({ approval_status: "Approved" });
    const before = await receiptCount();
    expect((await report({ handle: muse.handle, reason: "scam" }, "10.2.2.1")).status).toBe(201);
    expect((await report({ handle: muse.handle, reason: "scam", email: "  " }, "10.2.2.2")).status).toBe(201);
    expect((await report({ handle: muse.handle, reason: "scam", email: null }, "10.2.2.3")).status).toBe(201);
    expect(await receiptCount()).toBe(before);
    expect((await reportsOn(muse.id)).map((row) => row.reporter_email)).toEqual([null, null, null]);
  });

  it("stores nothing when the receipt cannot be written: the notice and its mail are one transaction", async () => {
    const muse = await createProfile({ approval_status: "Approved" });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await withInsertTrigger("email_outbox", "RAISE EXCEPTION 'outbox unavailable'", () =>
      report({ handle: muse.handle, reason: "scam", email: "lost@example.test" }),
    );
    expect(response.status).toBe(500);
    expect(await reportsOn(muse.id)).toEqual([]);
    expect(await mailsTo("lost@example.test")).toEqual([]);
  });

  it("marks notices about a minor or someone forced or trafficked as urgent", async () => {
    const muse = await createProfile({ approval_status: "Approved" });
    for (const [reason, ip] of [
      ["under_18", "10.3.3.1"],
      ["forced", "10.3.3.2"],
      ["offensive", "10.3.3.3"],
    ] as const) {
      expect((await report({ handle: muse.handle, reason }, ip)).status).toBe(201);
    }
    expect((await reportsOn(muse.id)).map((row) => [row.reason, row.urgent])).toEqual([
      ["under_18", true],
      ["forced", true],
      ["offensive", false],
    ]);
  });

  it("stores blank or absent details as null", async () => {
    const muse = await createProfile({ approval_status: "Approved" });
    expect((await report({ handle: muse.handle, reason: "scam", details: "   " })).status).toBe(201);
    expect((await report({ handle: muse.handle, reason: "under_18" }, "127.0.0.2")).status).toBe(201);
    expect((await reportsOn(muse.id)).map((row) => row.details)).toEqual([null, null]);
  });

  it("answers a second visitor's report without a word about the first", async () => {
    const { muse } = await reportedMuse("offensive", "SECRET-FIRST-REPORT");
    const second = await report({ handle: muse.handle, reason: "scam" }, "192.0.2.44");
    expect(second.status).toBe(201);
    expect(second.text).not.toContain("SECRET-FIRST-REPORT");
    expect(second.data).toEqual({ ok: true, reference: expect.stringMatching(REFERENCE) });
    expect(await reportsOn(muse.id)).toHaveLength(2);
  });

  it("stores the gallery picture the notice names", async () => {
    const { muse, imageUrl } = await museWithPicture();
    const response = await report({ handle: muse.handle, reason: "fake_photos", image_url: imageUrl });
    expect(response.status, response.text).toBe(201);
    expect(await reportsOn(muse.id)).toMatchObject([{ reference: response.data.reference, image_url: imageUrl }]);
  });

  it.each([
    ["a picture of another profile", "other"],
    ["a picture she has deleted", "deleted"],
    ["no picture at all", "none"],
  ] as const)(
    `answers 400 "${"This picture is no longer on the profile"}" for %s, and stores and mails nothing`,
    async (_name, which) => {
      const { owner, muse, imageUrl } = await museWithPicture();
      const other = await museWithPicture();
      let named = `/api/images/muse-gallery/${randomUUID()}`;
      if (which === "other") named = other.imageUrl;
      if (which === "deleted") {
        const [row] = await query<{ id: string }>(`SELECT id FROM muse_gallery WHERE image_url = $1`, [imageUrl]);
        const deleted = await call(dashboardHandler, "DELETE", `/api/dashboard/gallery/${row!.id}`, {
          params: { id: row!.id },
          cookie: owner.cookie,
        });
        expect(deleted.status, deleted.text).toBe(200);
        named = imageUrl;
      }
      const before = { reports: await reportCount(), receipts: await receiptCount() };
      const response = await report({
        handle: muse.handle,
        reason: "fake_photos",
        email: "picture.reporter@example.test",
        image_url: named,
      });
      expectFieldError(response, 400, {
        code: "invalid_input",
        key: "report.pictureGone",
        message: "This picture is no longer on the profile",
        field: "image_url",
      });
      expect({ reports: await reportCount(), receipts: await receiptCount() }).toEqual(before);
    },
  );

  it("answers 404 like the page for a picture of a profile that is not listed", async () => {
    const { muse, imageUrl } = await museWithPicture();
    await query(`UPDATE profiles SET paused_at = now() WHERE id = $1`, [muse.id]);
    const response = await report({ handle: muse.handle, reason: "fake_photos", image_url: imageUrl });
    expect(response.status).toBe(404);
    expect(response.data.error.message).toBe("Profile Not Found");
    expect(await reportsOn(muse.id)).toEqual([]);
  });

  it.each([
    ["a Pending application", { approval_status: "Pending" }],
    ["a Rejected application", { approval_status: "Rejected" }],
  ] as const)("answers 404 'Profile Not Found' for %s and stores nothing", async (_name, fields) => {
    const profile = await createProfile(fields);
    const response = await report({ handle: profile.handle, reason: "scam" });
    expectError(response, 404, "not_found", "Profile Not Found");
    expect(await reportsOn(profile.id)).toEqual([]);
  });

  it("answers 404 for a Suspended and for a paused profile: only what the public sees can be reported", async () => {
    const suspended = await createProfile({ approval_status: "Approved" });
    await query(
      `UPDATE profiles SET approval_status = 'Suspended', suspension_reason = 'Checked', suspended_at = now()
        WHERE id = $1`,
      [suspended.id],
    );
    const paused = await createProfile({ approval_status: "Approved" });
    await query(`UPDATE profiles SET paused_at = now() WHERE id = $1`, [paused.id]);

    for (const profile of [suspended, paused]) {
      const response = await report({ handle: profile.handle, reason: "scam" });
      expect(response.status).toBe(404);
      expect(response.data.error.message).toBe("Profile Not Found");
      expect(await reportsOn(profile.id)).toEqual([]);
    }
  });

  it("answers 404 for an unknown handle and for a demo muse's handle", async () => {
    const before = await reportCount();
    for (const handle of ["NobodyByThisName", DEMO_MUSES[0]!.handle, "x", "has space"]) {
      const response = await report({ handle, reason: "scam" });
      expect(response.status, handle).toBe(404);
      expect(response.data.error.message).toBe("Profile Not Found");
    }
    expect(await reportCount()).toBe(before);
  });

  it.each([
    [{ handle: "Someone" }, "Please choose a reason", "reason"],
    [{ handle: "Someone", reason: "boring" }, "Please choose a reason", "reason"],
    [
      { handle: "Someone", reason: "scam", details: "x".repeat(2001) },
      "Details must be less than 2000 characters",
      "details",
    ],
    [{ reason: "scam" }, "Please name the profile to report", "handle"],
    [{ handle: "Someone", reason: "other" }, "Please explain what is wrong", "details"],
    [{ handle: "Someone", reason: "other", details: "  \n " }, "Please explain what is wrong", "details"],
    [{ handle: "Someone", reason: "scam", email: "not-an-address" }, "Please enter a valid email", "email"],
    [{ handle: "Someone", reason: "scam", email: "a@b" }, "Please enter a valid email", "email"],
    [
      { handle: "Someone", reason: "scam", good_faith: false },
      "Please confirm that your report is accurate and complete",
      "good_faith",
    ],
    [
      { handle: "Someone", reason: "scam", good_faith: "true" },
      "Please confirm that your report is accurate and complete",
      "good_faith",
    ],
    [
      { handle: "Someone", reason: "scam", good_faith: undefined },
      "Please confirm that your report is accurate and complete",
      "good_faith",
    ],
  ])("refuses %o with a 400 and the schema's message", async (body, message, field) => {
    const before = { reports: await reportCount(), receipts: await receiptCount() };
    const response = await report(body);
    expect(response.status).toBe(400);
    expect(response.data.error).toMatchObject({ code: "invalid_input", message });
    expect(Object.keys(response.data.error.fields)).toContain(field);
    expect({ reports: await reportCount(), receipts: await receiptCount() }).toEqual(before);
  });

  it("refuses an explained 'Other' on a listed profile only when the explanation is missing", async () => {
    const muse = await createProfile({ approval_status: "Approved" });
    const refused = await report({ handle: muse.handle, reason: "other", details: "" });
    expect(refused.status).toBe(400);
    expect(refused.data.error.message).toBe("Please explain what is wrong");
    const accepted = await report({ handle: muse.handle, reason: "other", details: "Her number belongs to a shop." });
    expect(accepted.status).toBe(201);
    expect(await reportsOn(muse.id)).toMatchObject([{ reason: "other", details: "Her number belongs to a shop." }]);
  });

  it("keeps the reporter's e-mail out of everything the reported Muse reads", async () => {
    const { owner, muse, imageUrl } = await museWithPicture();
    const address = "hidden.reporter@example.test";
    const sent = await report({ handle: muse.handle, reason: "fake_photos", email: address, image_url: imageUrl });
    expect(sent.status).toBe(201);
    for (const [handlerOf, path] of [
      [dashboardHandler, "/api/dashboard/profile"],
      [accountHandler, "/api/account"],
      [accountHandler, "/api/account/export"],
    ] as const) {
      const response = await call(handlerOf, "GET", path, { cookie: owner.cookie });
      expect(response.status, path).toBe(200);
      expect(response.text, path).not.toContain(address);
      expect(response.text, path).not.toContain(sent.data.reference);
    }
    const publicPage = await call(musesHandler, "GET", `/api/muses/${muse.handle}`, {
      params: { handle: muse.handle },
    });
    expect(publicPage.status).toBe(200);
    expect(publicPage.text).not.toContain(address);
  });

  it("keeps one open report per profile and reporter a day, and says so", async () => {
    const muse = await createProfile({ approval_status: "Approved" });
    expect((await report({ handle: muse.handle, reason: "scam" }, "10.7.7.7")).status).toBe(201);
    for (let i = 0; i < 3; i += 1) {
      const again = await report(
        { handle: muse.handle, reason: "fake_photos", details: "Still the same.", email: "again@example.test" },
        "10.7.7.7",
      );
      expectError(again, 409, "conflict", MODERATION_MESSAGES.reportRepeated);
    }
    expect((await reportsOn(muse.id)).map((row) => row.reason)).toEqual(["scam"]);
    // A refused repeat sends no receipt.
    expect(await mailsTo("again@example.test")).toEqual([]);
    // The reporter is kept only as a keyed hash: the address itself is nowhere in the row.
    expect(JSON.stringify(await reportsOn(muse.id))).not.toContain("10.7.7.7");
    // Another visitor still reports; and once the first report is closed, the same visitor may report again.
    expect((await report({ handle: muse.handle, reason: "scam" }, "10.7.7.8")).status).toBe(201);
    const [first] = await reportsOn(muse.id);
    expect((await decide(first!.id, { action: "dismiss", note: "Checked: her own pictures." })).status).toBe(200);
    expect((await report({ handle: muse.handle, reason: "scam" }, "10.7.7.7")).status).toBe(201);
  });

  it("limits each IP address to 5 reports an hour", async () => {
    const muses = await Promise.all(Array.from({ length: 6 }, () => createProfile({ approval_status: "Approved" })));
    const muse = muses[0]!;
    await withRateLimits(async () => {
      for (let i = 0; i < 5; i += 1)
        expect((await report({ handle: muses[i]!.handle, reason: "scam" }, "10.8.8.8")).status).toBe(201);
      const limited = await report({ handle: muses[5]!.handle, reason: "scam" }, "10.8.8.8");
      expect(limited.status).toBe(429);
      expect(limited.data.error.message).toBe("Too many requests. Please try again later.");
      // Another visitor is not held back by the first one's reports.
      expect((await report({ handle: muse.handle, reason: "offensive" }, "10.8.8.9")).status).toBe(201);
    });
    expect((await reportsOn(muse.id)).map((row) => row.reason)).toEqual(["scam", "offensive"]);
  });
});

describe("GET /api/reports", () => {
  it("lists open reports newest first with the profile's id, handle and status, and the counts", async () => {
    await query(`DELETE FROM profile_reports`);
    const older = await reportedMuse("scam", "Older report");
    await query(`UPDATE profile_reports SET created_at = now() - interval '1 hour' WHERE id = $1`, [older.report.id]);
    const newer = await reportedMuse("under_18", "Newer report");

    const response = await list();
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({ page: 1, page_size: REPORTS_PAGE_SIZE, total: 2, open: 2 });
    expect(response.data.reports.map((entry: { id: string }) => entry.id)).toEqual([newer.report.id, older.report.id]);
    expect(response.data.reports[0]).toEqual({
      id: newer.report.id,
      profile_id: newer.muse.id,
      handle: newer.muse.handle,
      approval_status: "Approved",
      reason: "under_18",
      details: "Newer report",
      reference: newer.report.reference,
      urgent: true,
      image_url: null,
      // Whether the reporter waits for the outcome, never her address.
      wants_updates: false,
      decision_id: null,
      status: "open",
      resolution_note: null,
      resolved_at: null,
      created_at: expect.any(String),
      // A notice about a profile, not a reported conversation.
      reported_by: null,
      reported_messages: null,
    });
  });

  it("filters open (the default), closed and all, and counts open reports whatever the filter", async () => {
    await query(`DELETE FROM profile_reports`);
    const open = await reportedMuse();
    const resolved = await reportedMuse();
    const dismissed = await reportedMuse();
    expect((await decide(resolved.report.id, { action: "resolve", note: "Suspended her." })).status).toBe(200);
    expect((await decide(dismissed.report.id, { action: "dismiss", note: "Pictures are hers." })).status).toBe(200);

    const ids = (response: { data: { reports: { id: string }[] } }) =>
      response.data.reports.map((entry) => entry.id).sort();
    const byDefault = await list();
    expect(ids(byDefault)).toEqual([open.report.id]);
    expect(byDefault.data).toMatchObject({ total: 1, open: 1 });
    expect(ids(await list("?status=open"))).toEqual([open.report.id]);
    const closed = await list("?status=closed");
    expect(ids(closed)).toEqual([resolved.report.id, dismissed.report.id].sort());
    expect(closed.data).toMatchObject({ total: 2, open: 1 });
    const all = await list("?status=all");
    expect(ids(all)).toEqual([open.report.id, resolved.report.id, dismissed.report.id].sort());
    expect(all.data).toMatchObject({ total: 3, open: 1 });
    expect(closed.data.reports.find((entry: { id: string }) => entry.id === resolved.report.id)).toMatchObject({
      status: "resolved",
      resolution_note: "Suspended her.",
      resolved_at: expect.any(String),
    });
  });

  it(`pages by ${REPORTS_PAGE_SIZE}, newest first, with no report on two pages`, async () => {
    await query(`DELETE FROM profile_reports`);
    const muse = await createProfile({ approval_status: "Approved" });
    await query(
      `INSERT INTO profile_reports (profile_id, reason, details, created_at)
       SELECT $1, 'other', 'Report ' || n, now() - n * interval '1 minute' FROM generate_series(1, $2::int) AS n`,
      [muse.id, REPORTS_PAGE_SIZE + 3],
    );
    const first = await list("?page=1");
    const second = await list("?page=2");
    const third = await list("?page=3");
    expect(first.data.reports).toHaveLength(REPORTS_PAGE_SIZE);
    expect(second.data.reports).toHaveLength(3);
    expect(third.data.reports).toEqual([]);
    expect(second.data).toMatchObject({ page: 2, total: REPORTS_PAGE_SIZE + 3, open: REPORTS_PAGE_SIZE + 3 });
    expect(first.data.reports[0].details).toBe("Report 1");
    expect(second.data.reports.at(-1).details).toBe(`Report ${REPORTS_PAGE_SIZE + 3}`);
    const seen = [...first.data.reports, ...second.data.reports].map((entry: { id: string }) => entry.id);
    expect(new Set(seen).size).toBe(REPORTS_PAGE_SIZE + 3);
  });

  it.each([["?status=unknown"], ["?page=0"], ["?page=-1"], ["?page=two"], ["?page=1.5"]])(
    "refuses %s with a 400",
    async (search) => {
      const response = await list(search);
      expect(response.status).toBe(400);
      expect(response.data.error.code).toBe("invalid_input");
    },
  );

  it("refuses visitors and non-admins", async () => {
    expect((await call(handler, "GET", "/api/reports")).status).toBe(401);
    const muse = await createUser(["muse"], "muse");
    const refused = await list("", muse.cookie);
    expect(refused.status).toBe(403);
    expect(refused.data.error.message).toBe("Access denied. Admin privileges required.");
  });
});

describe("PATCH /api/reports/:id", () => {
  it("resolves an open report with the note, and logs report_resolved in admin_actions", async () => {
    const { muse, report: open } = await reportedMuse();
    const response = await decide(open.id, { action: "resolve", note: "  Suspended the profile.  " });

    expect(response.status).toBe(200);
    expect(response.data.report).toMatchObject({
      id: open.id,
      profile_id: muse.id,
      handle: muse.handle,
      status: "resolved",
      resolution_note: "Suspended the profile.",
    });
    const [stored] = await reportsOn(muse.id);
    expect(stored).toMatchObject({
      status: "resolved",
      resolution_note: "Suspended the profile.",
      resolved_by: admin.id,
    });
    expect(Date.now() - stored!.resolved_at.getTime()).toBeLessThan(60_000);
    await expectLoggedOnce(open.id, admin, {
      action_type: "report_resolved",
      target_type: "profile_report",
      details: { profile_id: muse.id, note: "Suspended the profile." },
    });
  });

  it("dismisses an open report and logs report_dismissed", async () => {
    const { muse, report: open } = await reportedMuse();
    const response = await decide(open.id, { action: "dismiss", note: "The pictures are hers." });
    expect(response.status).toBe(200);
    expect((await reportsOn(muse.id))[0]).toMatchObject({
      status: "dismissed",
      resolution_note: "The pictures are hers.",
    });
    expect((await adminActionsOn(open.id)).map((action) => action.action_type)).toEqual(["report_dismissed"]);
  });

  it("answers 409 when the report is already closed, and keeps the first decision and one log entry", async () => {
    const { muse, report: open } = await reportedMuse();
    expect((await decide(open.id, { action: "dismiss", note: "First admin" })).status).toBe(200);
    const again = await decide(open.id, { action: "resolve", note: "Second admin" });

    expect(again.status).toBe(409);
    expect(again.data.error.message).toBe("This report has already been closed");
    expect((await reportsOn(muse.id))[0]).toMatchObject({ status: "dismissed", resolution_note: "First admin" });
    expect(await adminActionsOn(open.id)).toHaveLength(1);
  });

  it("lets only one of two admins deciding at once win", async () => {
    const { report: open } = await reportedMuse();
    const other = await createUser(["admin"]);
    const answers = await Promise.all([
      decide(open.id, { action: "resolve", note: "Admin one" }),
      decide(open.id, { action: "dismiss", note: "Admin two" }, other.cookie),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await adminActionsOn(open.id)).toHaveLength(1);
  });

  it("refuses a blank note with a 400 and leaves the report open", async () => {
    const { muse, report: open } = await reportedMuse();
    const response = await decide(open.id, { action: "resolve", note: "   " });
    expect(response.status).toBe(400);
    expect(response.data.error.message).toBe("Please add a note");
    expect((await reportsOn(muse.id))[0]).toMatchObject({ status: "open", resolution_note: null });
    expect(await adminActionsOn(open.id)).toEqual([]);
  });

  it.each([["00000000-0000-4000-8000-000000000000"], ["not-a-uuid"], ["1 OR 1=1"]])(
    "answers 404 for the unknown id %s",
    async (id) => {
      const response = await decide(id, { action: "resolve", note: "Checked" });
      expectError(response, 404, "not_found", MODERATION_MESSAGES.reportNotFound);
    },
  );

  it("refuses visitors and non-admins and leaves the report open", async () => {
    const { muse, report: open } = await reportedMuse();
    const seeker = await createUser(["seeker"]);
    expect((await decide(open.id, { action: "dismiss", note: "No" }, seeker.cookie)).status).toBe(403);
    const anonymous = await call(handler, "PATCH", `/api/reports/${open.id}`, {
      json: { action: "dismiss", note: "No" },
      params: { id: open.id },
    });
    expect(anonymous.status).toBe(401);
    expect((await reportsOn(muse.id))[0]!.status).toBe("open");
  });
});

describe("GET /api/admin/stats open_reports", () => {
  it("counts open reports and drops one when it is resolved", async () => {
    await query(`DELETE FROM profile_reports`);
    expect((await stats()).open_reports).toBe(0);
    const first = await reportedMuse();
    await reportedMuse();
    expect((await stats()).open_reports).toBe(2);
    await decide(first.report.id, { action: "resolve", note: "Done" });
    expect((await stats()).open_reports).toBe(1);
  });
});

describe("deleting the reported Muse's account", () => {
  it("deletes her reports and blanks the notes of the decisions about her, keeping the entries", async () => {
    const owner = await createUser(["muse"], "muse");
    const muse = await createProfile({ approval_status: "Approved", user_id: owner.id });
    expect((await report({ handle: muse.handle, reason: "scam" })).status).toBe(201);
    const [open] = await reportsOn(muse.id);
    await decide(open!.id, { action: "dismiss", note: "A note about her" });

    const deleted = await call(accountHandler, "DELETE", "/api/account", {
      json: { password: owner.password },
      cookie: owner.cookie,
    });
    expect(deleted.status).toBe(200);
    expect(await reportsOn(muse.id)).toEqual([]);
    const actions = await adminActionsOn(open!.id);
    expect(actions).toHaveLength(1);
    expect(actions[0]).toMatchObject({ action_type: "report_dismissed", details: {} });
  });
});
