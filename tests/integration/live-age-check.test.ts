import { beforeAll, describe, expect, it } from "vitest";
import applications from "../../netlify/functions/applications.mts";
import dashboard from "../../netlify/functions/dashboard.mts";
import adminApi from "../../netlify/functions/admin.mts";
import reports from "../../netlify/functions/reports.mts";
import { query, queryOne } from "../../functions/db/index.ts";
import { pauseUncheckedListings } from "../../functions/age-checks/task.ts";
import { askForAgeDocuments } from "../../functions/age-checks/queue.ts";
import { deleteAgeDocuments } from "../../functions/applications/age-document.ts";
import { ageChecked, call, createProfile, createUser, type TestUser } from "../support/api.ts";
import { pngImage, svgImage, upload } from "../fixtures/images/index.ts";
import { blobKeys } from "../fixtures/images/forms.ts";

let admin: TestUser;

beforeAll(async () => {
  admin = await createUser(["admin"]);
});

const DAY = 24 * 3600 * 1000;
const later = (days: number) => new Date(Date.now() + days * DAY);

/** A live Muse with her own account, listed, without any age check (as every Muse approved before issue 46). */
async function liveMuse(fields: Record<string, unknown> = {}) {
  const user = await createUser(["muse"], "muse");
  const profile = await createProfile({ approval_status: "Approved", user_id: user.id, ...fields });
  return { ...user, profile };
}

const ownDashboard = (cookie: string) => call(dashboard, "GET", "/api/dashboard/profile", { cookie });

async function sendDocument(cookie: string, file?: File) {
  const form = new FormData();
  form.set("age_document", file ?? upload(await pngImage(800, 500), "passport.png", "image/png"));
  return call(dashboard, "POST", "/api/dashboard/age-document", { form, cookie });
}

const check = (id: string, over_18 = true) =>
  call(applications, "POST", `/api/applications/${id}/age-check`, {
    json: {
      over_18,
      document_type: "id_card",
      issuing_country: "DE",
      expiry_month: "2032-02",
      document_number: `L${id.slice(0, 8)}`,
    },
    cookie: admin.cookie,
    params: { id },
  });

const queue = async () =>
  (await call(adminApi, "GET", "/api/admin/age-checks", { cookie: admin.cookie })).data.age_checks as Array<{
    id: string;
    age_check_request_reason: string | null;
  }>;

const requestProof = (id: string, cookie = admin.cookie) =>
  call(adminApi, "POST", `/api/admin/age-checks/${id}/request`, { cookie, params: { id } });

const profileRow = (id: string) =>
  queryOne<{
    listed: boolean;
    paused_at: Date | null;
    age_document_id: string | null;
    age_check_requested_at: Date | null;
    age_check_paused_at: Date | null;
  }>(
    `SELECT listed, paused_at, age_document_id, age_check_requested_at, age_check_paused_at FROM profiles WHERE id = $1`,
    [id],
  );

const decisionsOf = (id: string) =>
  query<{ kind: string; clause: string; facts: string; decided_by: string | null; ended_at: Date | null }>(
    `SELECT kind, clause, facts, decided_by, ended_at FROM moderation_decisions WHERE profile_id = $1`,
    [id],
  );

const mailsTo = (address: string) =>
  query<{ kind: string; subject: string; body_text: string }>(
    `SELECT kind, subject, body_text FROM email_outbox WHERE to_address = $1 ORDER BY created_at`,
    [address],
  );

describe("Confirm your age, for a Muse live without a check", () => {
  it("is her task; she sends her document, the admin checks it from the queue, and the picture is deleted", async () => {
    const muse = await liveMuse();
    const before = await ownDashboard(muse.cookie);
    expect(before.data.age_task).toMatchObject({ reason: null, document_sent_at: null, paused: false });
    expect(Date.parse(before.data.age_task.due_at) - Date.now()).toBeGreaterThan(29 * DAY);

    const sent = await sendDocument(muse.cookie);
    expect(sent.status, sent.text).toBe(200);
    expect(sent.data.message).toBe("Thank you: your document is sent. We check it, then delete it.");
    expect(sent.data.age_task.document_sent_at).toBeTruthy();
    const documentId = (await profileRow(muse.profile.id))!.age_document_id!;
    expect(await blobKeys("verification-pictures")).toContain(`${documentId}/full`);
    // One document waits at a time.
    expect((await sendDocument(muse.cookie)).data.error.message).toBe("Your document is waiting for our check.");

    expect((await queue()).map((queued) => queued.id)).toContain(muse.profile.id);
    const detail = await call(applications, "GET", `/api/applications/${muse.profile.id}`, {
      cookie: admin.cookie,
      params: { id: muse.profile.id },
    });
    expect(detail.data.age_document).toBe(true);
    const picture = await call(applications, "GET", `/api/applications/${muse.profile.id}/age-document`, {
      cookie: admin.cookie,
      params: { id: muse.profile.id },
    });
    expect(picture.status).toBe(200);
    expect(picture.headers.get("cache-control")).toBe("private, no-store");

    expect((await check(muse.profile.id)).status).toBe(200);
    expect(await profileRow(muse.profile.id)).toMatchObject({ age_document_id: null, age_check_requested_at: null });
    expect(await blobKeys("verification-pictures")).not.toContain(`${documentId}/full`);
    expect((await queue()).map((queued) => queued.id)).not.toContain(muse.profile.id);
    expect((await ownDashboard(muse.cookie)).data.age_task).toBeNull();
  });

  it("is refused for an upload that is no image, storing nothing", async () => {
    const muse = await liveMuse();
    const before = await blobKeys("verification-pictures");
    const refused = await sendDocument(muse.cookie, upload(svgImage(), "id.svg", "image/svg+xml"));
    expect(refused.status).toBe(400);
    expect(refused.data.error.fields).toEqual({
      age_document: "Please upload an image file (JPEG, PNG, WebP or GIF).",
    });
    expect(await blobKeys("verification-pictures")).toEqual(before);
  });

  it("is no task of a Muse approved with her check", async () => {
    const muse = await liveMuse();
    await ageChecked(muse.profile.id);
    expect((await ownDashboard(muse.cookie)).data.age_task).toBeNull();
    expect((await sendDocument(muse.cookie)).status).toBe(403);
    await pauseUncheckedListings(later(60));
    expect(await profileRow(muse.profile.id)).toMatchObject({ listed: true, age_check_requested_at: null });
  });
});

describe("the pause after 30 days (a moved clock)", () => {
  it("pauses her listing with a statement on day 31, not 29, and a passing check brings it back", async () => {
    const muse = await liveMuse({ locale: "de" });
    await pauseUncheckedListings(); // dates her task today
    await pauseUncheckedListings(later(29));
    expect(await profileRow(muse.profile.id)).toMatchObject({ listed: true, age_check_paused_at: null });

    await pauseUncheckedListings(later(31));
    expect(await profileRow(muse.profile.id)).toMatchObject({ listed: false });
    const [decision] = await decisionsOf(muse.profile.id);
    expect(decision).toMatchObject({ kind: "age_check_pause", clause: "1.1", decided_by: null, ended_at: null });
    expect(decision!.facts).toMatch(/^Am .* haben wir Sie gebeten, Ihr Alter .* 30 Tage später/);
    const [statement] = await mailsTo(muse.email);
    expect(statement!.subject).toBe("Ihr Eintrag bei SoleMuse ist pausiert, bis Sie Ihr Alter bestätigen");
    expect(statement!.body_text).toContain("Diese Pause trat automatisch ein");
    expect((await ownDashboard(muse.cookie)).data.age_task.paused).toBe(true);

    // She cannot show it again herself; only the check does.
    const resumed = await call(dashboard, "PATCH", "/api/dashboard/listing", {
      json: { paused: false },
      cookie: muse.cookie,
    });
    expect(resumed.status).toBe(403);
    expect(await profileRow(muse.profile.id)).toMatchObject({ listed: false });

    expect((await sendDocument(muse.cookie)).status).toBe(200);
    expect((await check(muse.profile.id)).status).toBe(200);
    expect(await profileRow(muse.profile.id)).toMatchObject({
      listed: true,
      paused_at: null,
      age_check_paused_at: null,
    });
    expect((await decisionsOf(muse.profile.id))[0]!.ended_at).not.toBeNull();
  });

  it("leaves her own earlier pause in place when the check lifts the age pause", async () => {
    const muse = await liveMuse({ paused_at: new Date() });
    await pauseUncheckedListings();
    await pauseUncheckedListings(later(31));
    expect((await profileRow(muse.profile.id))!.age_check_paused_at).not.toBeNull();
    await sendDocument(muse.cookie);
    await check(muse.profile.id);
    const row = await profileRow(muse.profile.id);
    expect(row).toMatchObject({ listed: false, age_check_paused_at: null });
    expect(row!.paused_at).not.toBeNull();
  });

  it("is lifted by an appeal that reverses it, and her task gets 30 more days", async () => {
    const muse = await liveMuse();
    await pauseUncheckedListings();
    await pauseUncheckedListings(later(31));
    const decision = (
      await query<{ id: string }>(`SELECT id FROM moderation_decisions WHERE profile_id = $1`, [muse.profile.id])
    )[0]!;
    const appealed = await call(dashboard, "POST", `/api/dashboard/decisions/${decision.id}/appeal`, {
      json: { statement: "I sent it by e-mail before the date." },
      cookie: muse.cookie,
      params: { id: decision.id },
    });
    expect(appealed.status, appealed.text).toBe(201);
    const appeal = (await queryOne<{ id: string }>(`SELECT id FROM appeals WHERE decision_id = $1`, [decision.id]))!;
    const reversed = await call(adminApi, "POST", `/api/admin/appeals/${appeal.id}/decision`, {
      json: { outcome: "reversed", reason: "She had written to us in time." },
      cookie: admin.cookie,
      params: { id: appeal.id },
    });
    expect(reversed.status, reversed.text).toBe(200);
    const row = await profileRow(muse.profile.id);
    expect(row).toMatchObject({ listed: true, age_check_paused_at: null });
    expect(row!.age_check_requested_at!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    await pauseUncheckedListings(later(29));
    expect(await profileRow(muse.profile.id)).toMatchObject({ listed: true });
  });

  it("does not pause a Muse whose document waits for its check, and deletes it unchecked after 30 days", async () => {
    const muse = await liveMuse();
    await pauseUncheckedListings();
    expect((await sendDocument(muse.cookie)).status).toBe(200);
    await pauseUncheckedListings(later(31));
    expect(await profileRow(muse.profile.id)).toMatchObject({ listed: true });
    await deleteAgeDocuments(later(31));
    expect((await profileRow(muse.profile.id))!.age_document_id).toBeNull();
    await pauseUncheckedListings(later(31));
    expect(await profileRow(muse.profile.id)).toMatchObject({ listed: false });
  });
});

describe("a notice that she may be a minor", () => {
  it("tops the urgent queue, above an older notice that someone is forced", async () => {
    const forced = await createProfile({ approval_status: "Approved" });
    const minor = await createProfile({ approval_status: "Approved" });
    await query(
      `INSERT INTO profile_reports (profile_id, reason, details, created_at) VALUES ($1, 'forced', 'Old', now() - interval '2 days')`,
      [forced.id],
    );
    await query(`INSERT INTO profile_reports (profile_id, reason, details) VALUES ($1, 'under_18', 'Looks 15')`, [
      minor.id,
    ]);
    const listed = await call(reports, "GET", "/api/reports?status=open", { cookie: admin.cookie });
    const order = listed.data.reports.map((report: { profile_id: string }) => report.profile_id);
    expect(order.indexOf(minor.id)).toBeLessThan(order.indexOf(forced.id));
    expect(listed.data.reports[0].reason).toBe("under_18");
  });

  it("lets the admin ask her for a fresh proof in one click: the task with its reason, a mail in her language", async () => {
    const muse = await liveMuse({ locale: "fr" });
    await ageChecked(muse.profile.id);
    expect((await ownDashboard(muse.cookie)).data.age_task).toBeNull();

    const asked = await requestProof(muse.profile.id);
    expect(asked.status).toBe(200);
    expect(asked.data.notified).toBe(true);
    expect((await ownDashboard(muse.cookie)).data.age_task).toMatchObject({ reason: "notice", paused: false });
    const [mail] = await mailsTo(muse.email);
    expect(mail!.subject).toBe("Merci de confirmer votre âge sur SoleMuse");
    expect(mail!.body_text).toContain("/fr/muse-dashboard");
    const logged = await query(
      `SELECT 1 FROM admin_actions WHERE target_id = $1 AND action_type = 'age_check_requested'`,
      [muse.profile.id],
    );
    expect(logged).toHaveLength(1);

    // Her document then waits in the queue, those asked after a notice first.
    await sendDocument(muse.cookie);
    expect((await queue())[0]).toMatchObject({ id: muse.profile.id, age_check_request_reason: "notice" });
    await check(muse.profile.id);
    expect((await ownDashboard(muse.cookie)).data.age_task).toBeNull();
  });

  it("gives her the statement when the admin suspends her meanwhile, and still takes her document", async () => {
    const muse = await liveMuse();
    await ageChecked(muse.profile.id);
    expect((await requestProof(muse.profile.id)).status).toBe(200);
    const suspended = await call(applications, "POST", `/api/applications/${muse.profile.id}/status`, {
      json: { action: "suspend", clause: "1.1", reason: "A notice says she may be 16; we wait for her document." },
      cookie: admin.cookie,
      params: { id: muse.profile.id },
    });
    expect(suspended.status, suspended.text).toBe(200);
    expect((await decisionsOf(muse.profile.id)).map((decision) => decision.kind)).toEqual(["suspension"]);
    expect((await mailsTo(muse.email)).map((mail) => mail.subject)).toEqual([
      "Please confirm your age on SoleMuse",
      "Your SoleMuse profile has been suspended",
    ]);
    expect((await ownDashboard(muse.cookie)).data.age_task).toMatchObject({ reason: "notice" });
    expect((await sendDocument(muse.cookie)).status).toBe(200);
    expect((await queue()).map((queued) => queued.id)).toContain(muse.profile.id);
    expect((await check(muse.profile.id)).status).toBe(200);
    expect((await profileRow(muse.profile.id))!.age_document_id).toBeNull();
  });

  it("refuses a fresh proof for an application that never went live, and a non-admin", async () => {
    const pending = await createProfile({ approval_status: "Pending" });
    const refused = await requestProof(pending.id);
    expect(refused.status).toBe(409);
    expect(refused.data.error.message).toBe("Only a profile that went live can be asked for a fresh proof of age");
    const muse = await liveMuse();
    expect((await requestProof(muse.profile.id, muse.cookie)).status).toBe(403);
  });
});

describe("an application without its identity document", () => {
  it("is told once, in her language, to send one from her dashboard, where she can", async () => {
    const user = await createUser(["muse"], "muse");
    const application = await createProfile({ approval_status: "Pending", user_id: user.id, locale: "nl" });
    await askForAgeDocuments();
    await askForAgeDocuments();
    const mails = await mailsTo(user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(["Je aanmelding bij SoleMuse heeft je identiteitsbewijs nodig"]);
    expect(mails[0]!.body_text).toContain("/nl/muse-dashboard");

    expect((await ownDashboard(user.cookie)).data.age_task).toMatchObject({ due_at: null });
    expect((await sendDocument(user.cookie)).status).toBe(200);
    expect((await profileRow(application.id))!.age_document_id).not.toBeNull();
    expect((await ownDashboard(user.cookie)).data.age_task).toBeNull();
  });
});
