import { describe, expect, it } from "vitest";
import admin from "../../netlify/functions/admin.mts";
import applications from "../../netlify/functions/applications.mts";
import dashboard from "../../netlify/functions/dashboard.mts";
import images from "../../netlify/functions/images.mts";
import muses from "../../netlify/functions/muses.mts";
import reports from "../../netlify/functions/reports.mts";
import { query, queryOne } from "../../functions/db/index.ts";
import { processImage } from "../../functions/images/process.ts";
import { imageRefFromUrl, storeImage } from "../../functions/images/store.ts";
import { call, createProfile, createUser, type TestUser } from "../support/api.ts";
import { pngImage, upload } from "../fixtures/images/index.ts";
import { blobKeys, galleryForm } from "../fixtures/images/forms.ts";
import { distinctPicture } from "../fixtures/images/pictures.ts";

/**
 * Notice and action (decision 0050): notices decided with a statement of reasons, the reporter's outcome mail, the
 * Muse's statements and appeals, their reversal, and the schema that keeps each status moving one way.
 */

/** Each gallery picture is a different photo-like picture, so it has a fingerprint of its own. */
let seed = 7000;

async function storedPicture() {
  return storeImage("muse-profile-pictures", await processImage(new Uint8Array(await pngImage())));
}

/** An Approved Muse with an account, two stored pictures and one gallery picture. */
async function muse() {
  const user = await createUser(["muse"], "muse");
  const [profilePicture, feetPicture] = await Promise.all([storedPicture(), storedPicture()]);
  const profile = await createProfile({
    user_id: user.id,
    approval_status: "Approved",
    profile_picture_url: profilePicture.url,
    feet_picture_url: feetPicture.url,
  });
  const added = await call(dashboard, "POST", "/api/dashboard/gallery", {
    form: galleryForm(upload(await distinctPicture((seed += 1)), "pic.jpg", "image/jpeg"), "By the lake"),
    cookie: user.cookie,
  });
  expect(added.status).toBe(201);
  return { ...user, profile, galleryUrl: added.data.image.image_url as string };
}

/** A notice as POST /api/reports stores it (inserted here so these tests depend on the decision side only). */
async function notice(
  profileId: string,
  fields: { reason?: string; details?: string; reporter_email?: string | null; image_url?: string | null } = {},
) {
  const row = await queryOne<{ id: string; reference: string }>(
    `INSERT INTO profile_reports (profile_id, reason, details, reporter_email, image_url)
     VALUES ($1, $2, $3, $4, $5) RETURNING id, reference`,
    [
      profileId,
      fields.reason ?? "fake_photos",
      fields.details ?? null,
      fields.reporter_email ?? null,
      fields.image_url ?? null,
    ],
  );
  return row!;
}

const decide = (cookie: string, id: string, json: unknown) =>
  call(reports, "PATCH", `/api/reports/${id}`, { params: { id }, json, cookie });
const ownDashboard = (cookie: string) => call(dashboard, "GET", "/api/dashboard/profile", { cookie });
const appeal = (cookie: string, id: string, statement: unknown) =>
  call(dashboard, "POST", `/api/dashboard/decisions/${id}/appeal`, { params: { id }, json: { statement }, cookie });
const decideAppeal = (cookie: string, id: string, json: unknown) =>
  call(admin, "POST", `/api/admin/appeals/${id}/decision`, { params: { id }, json, cookie });
const listAppeals = (cookie: string, query = "") => call(admin, "GET", `/api/admin/appeals${query}`, { cookie });
/** The id of the appeal against a decision, as the admins' list shows it. */
const appealAgainst = async (cookie: string, decisionId: string): Promise<string> =>
  (await listAppeals(cookie)).data.appeals.find((entry: { decision_id: string }) => entry.decision_id === decisionId)
    .id;
const mailsTo = (address: string) =>
  query<{ kind: string; subject: string; body_text: string }>(
    `SELECT kind, subject, body_text FROM email_outbox WHERE lower(to_address) = lower($1) ORDER BY id`,
    [address],
  );
function getImage(url: string, cookie?: string) {
  const ref = imageRefFromUrl(url)!;
  return call(images, "GET", url, { params: { store: ref.store, id: ref.id }, cookie });
}
const blobGone = async (url: string) => {
  const { store, id } = imageRefFromUrl(url)!;
  const keys = await blobKeys(store);
  return !keys.includes(`${id}/card`) && !keys.includes(`${id}/full`);
};
const publicGallery = async (handle: string) =>
  (await call(muses, "GET", `/api/muses/${handle}`, { params: { handle } })).data.gallery.map(
    (image: { image_url: string }) => image.image_url,
  );

/** A Muse suspended from her application page with a statement; her statement, as her dashboard lists it. */
async function suspendedWithStatement(moderator: TestUser, { clause = "8.1", reason = "Under review." } = {}) {
  const owner = await muse();
  const response = await call(applications, "POST", `/api/applications/${owner.profile.id}/status`, {
    params: { id: owner.profile.id },
    json: { action: "suspend", clause, reason },
    cookie: moderator.cookie,
  });
  expect(response.status).toBe(200);
  const [decision] = (await ownDashboard(owner.cookie)).data.decisions;
  return { owner, decision };
}

describe("a notice naming a picture, decided with a statement, appealed and reversed", () => {
  it("removes the picture, tells the reporter and the Muse the clause, and a reversal puts the picture back", async () => {
    const moderator = await createUser(["admin"]);
    const owner = await muse();
    const reporter = `reporter-${owner.id.slice(0, 8)}@example.test`;
    const sent = await notice(owner.profile.id, { reporter_email: reporter, image_url: owner.galleryUrl });
    const fingerprint = () =>
      query(`SELECT fingerprint FROM image_fingerprints WHERE image_url = $1`, [owner.galleryUrl]);
    const fingerprintBefore = await fingerprint();
    expect(fingerprintBefore).toHaveLength(1);

    const removed = await decide(moderator.cookie, sent.id, {
      action: "remove_picture",
      clause: "5.1",
      reason: "This picture belongs to another Muse.",
    });
    expect(removed.status).toBe(200);
    expect(await fingerprint()).toEqual([]);
    expect(removed.data.report).toMatchObject({ status: "resolved", decision_id: expect.any(String) });
    expect(await publicGallery(owner.profile.handle)).not.toContain(owner.galleryUrl);
    expect((await getImage(owner.galleryUrl)).status).toBe(404);

    // The reporter hears the outcome with the clause; the Muse gets the statement.
    const [outcome] = await mailsTo(reporter);
    expect(outcome).toMatchObject({ kind: "notice_outcome", subject: `The outcome of your report ${sent.reference}` });
    expect(outcome!.body_text).toContain("Clause 5.1 of our Terms");
    const [statement] = await mailsTo(owner.email);
    expect(statement!.kind).toBe("picture_removed");
    expect(statement!.body_text).toContain("This picture belongs to another Muse.");
    expect(statement!.body_text).toContain("How we learned of it: A notice sent to us about your profile");

    // Her dashboard shows the statement; nothing of the reporter reaches her.
    const own = await ownDashboard(owner.cookie);
    expect(JSON.stringify(own.data)).not.toContain(reporter);
    const [decision] = own.data.decisions;
    expect(decision).toMatchObject({
      kind: "picture_removal",
      clause: "5.1",
      source: "notice",
      image_url: owner.galleryUrl,
      appeal: null,
    });
    expect((await getImage(owner.galleryUrl, owner.cookie)).status).toBe(200);

    const appealed = await appeal(owner.cookie, decision.id, "  It is my own picture; the other profile copied it.  ");
    expect(appealed.status).toBe(201);
    expect(appealed.data.message).toBe("Your appeal is sent. We will e-mail you the outcome.");
    expect(appealed.data.decision.appeal).toMatchObject({
      status: "open",
      statement: "It is my own picture; the other profile copied it.",
    });
    expect((await appeal(owner.cookie, decision.id, "Again")).data.error.message).toBe(
      "You have already appealed this decision",
    );

    const open = await listAppeals(moderator.cookie);
    const listed = open.data.appeals.find((entry: { decision_id: string }) => entry.decision_id === decision.id);
    expect(listed).toMatchObject({ status: "open", handle: owner.profile.handle, kind: "picture_removal" });

    const reversed = await decideAppeal(moderator.cookie, listed.id, {
      outcome: "reversed",
      reason: "She sent the original with its camera data.",
    });
    expect(reversed.status).toBe(200);
    expect(reversed.data.appeal).toMatchObject({ status: "reversed", outcome_reason: expect.any(String) });
    expect(await publicGallery(owner.profile.handle)).toContain(owner.galleryUrl);
    expect((await getImage(owner.galleryUrl)).status).toBe(200);
    // With the caption she gave it.
    expect(await queryOne(`SELECT caption FROM muse_gallery WHERE image_url = $1`, [owner.galleryUrl])).toEqual({
      caption: "By the lake",
    });
    // Its fingerprint, forgotten at the removal, is back.
    expect(await fingerprint()).toEqual(fingerprintBefore);
    const told = (await mailsTo(owner.email)).at(-1)!;
    expect(told).toMatchObject({ kind: "appeal", subject: "Your SoleMuse appeal: Decision reversed" });
    expect(told.body_text).toContain("The picture is back on your profile.");
    const after = (await ownDashboard(owner.cookie)).data.decisions[0];
    expect(after).toMatchObject({ reversed_at: expect.any(String), appeal: { status: "reversed" } });

    expect((await decideAppeal(moderator.cookie, listed.id, { outcome: "upheld", reason: "No" })).status).toBe(409);
    const log = await query<{ action_type: string }>(
      `SELECT action_type FROM admin_actions WHERE target_id = $1 ORDER BY created_at, id`,
      [owner.profile.id],
    );
    // The restoration and the appeal's decision commit together (one timestamp).
    expect(log.map((entry) => entry.action_type).sort()).toEqual([
      "appeal_reversed",
      "picture_removed",
      "picture_restored",
    ]);
  });

  it("deletes the kept picture when the appeal is upheld, and tells her the decision stands", async () => {
    const moderator = await createUser(["admin"]);
    const owner = await muse();
    const sent = await notice(owner.profile.id, { image_url: owner.galleryUrl, reason: "offensive" });
    expect(
      (await decide(moderator.cookie, sent.id, { action: "remove_picture", clause: "5.2", reason: "Explicit." }))
        .status,
    ).toBe(200);
    const [decision] = (await ownDashboard(owner.cookie)).data.decisions;
    await appeal(owner.cookie, decision.id, "It is not explicit.");
    const appealId = await appealAgainst(moderator.cookie, decision.id);
    const upheld = await decideAppeal(moderator.cookie, appealId, { outcome: "upheld", reason: "It is explicit." });
    expect(upheld.status).toBe(200);
    expect(await blobGone(owner.galleryUrl)).toBe(true);
    expect((await ownDashboard(owner.cookie)).data.decisions[0]).toMatchObject({
      image_url: null,
      reversed_at: null,
      appeal: { status: "upheld", outcome_reason: "It is explicit." },
    });
    expect((await mailsTo(owner.email)).at(-1)!.subject).toBe("Your SoleMuse appeal: Decision upheld");
  });
});

describe("suspension, warning and rejection statements", () => {
  it("suspends from a notice; her appeal of the suspension, reversed, reinstates the profile", async () => {
    const moderator = await createUser(["admin"]);
    const owner = await muse();
    const sent = await notice(owner.profile.id, { reason: "scam" });
    const suspended = await decide(moderator.cookie, sent.id, {
      action: "suspend",
      clause: "4.6",
      reason: "The profile asks for deposits.",
    });
    expect(suspended.status).toBe(200);
    expect(await queryOne(`SELECT approval_status, listed FROM profiles WHERE id = $1`, [owner.profile.id])).toEqual({
      approval_status: "Suspended",
      listed: false,
    });
    const [decision] = (await ownDashboard(owner.cookie)).data.decisions;
    expect(decision).toMatchObject({ kind: "suspension", clause: "4.6", ended_at: null });

    // The review request of a suspended Muse is this appeal now.
    expect((await call(dashboard, "POST", "/api/dashboard/review-request", { cookie: owner.cookie })).status).toBe(404);
    expect((await appeal(owner.cookie, decision.id, "   ")).data.error.message).toBe(
      "Please tell us why the decision is wrong",
    );
    expect((await appeal(owner.cookie, decision.id, "x".repeat(2001))).status).toBe(400);
    await appeal(owner.cookie, decision.id, "I never asked for deposits; that was an impostor.");
    const appealId = await appealAgainst(moderator.cookie, decision.id);
    const reversed = await decideAppeal(moderator.cookie, appealId, { outcome: "reversed", reason: "Impostor." });
    expect(reversed.status).toBe(200);
    expect(await queryOne(`SELECT approval_status, listed FROM profiles WHERE id = $1`, [owner.profile.id])).toEqual({
      approval_status: "Approved",
      listed: true,
    });
    expect((await mailsTo(owner.email)).at(-1)!.body_text).toContain("Your profile is reinstated");
  });

  it("keeps a suspension from the application page when her appeal is upheld: still hidden, and she reads why", async () => {
    const moderator = await createUser(["admin"]);
    const { owner, decision } = await suspendedWithStatement(moderator, {
      clause: "5.1",
      reason: "Two pictures are a photographer's.",
    });
    expect(decision).toMatchObject({ kind: "suspension", clause: "5.1", source: "own_initiative", ended_at: null });
    await appeal(owner.cookie, decision.id, "The photographer gave me these pictures.");
    const appealId = await appealAgainst(moderator.cookie, decision.id);
    const reason = "The consent covers other pictures, not these two.";
    expect((await decideAppeal(moderator.cookie, appealId, { outcome: "upheld", reason })).status).toBe(200);

    expect(await queryOne(`SELECT approval_status, listed FROM profiles WHERE id = $1`, [owner.profile.id])).toEqual({
      approval_status: "Suspended",
      listed: false,
    });
    expect(
      (await call(muses, "GET", `/api/muses/${owner.profile.handle}`, { params: { handle: owner.profile.handle } }))
        .status,
    ).toBe(404);
    expect((await ownDashboard(owner.cookie)).data.decisions[0]).toMatchObject({
      id: decision.id,
      ended_at: null,
      reversed_at: null,
      appeal: { status: "upheld", outcome_reason: reason },
    });
    const decided = (await listAppeals(moderator.cookie, "?status=decided")).data.appeals;
    expect(decided.find((entry: { id: string }) => entry.id === appealId)).toMatchObject({
      status: "upheld",
      outcome_reason: reason,
    });
    const told = (await mailsTo(owner.email)).at(-1)!;
    expect(told).toMatchObject({ kind: "appeal", subject: "Your SoleMuse appeal: Decision upheld" });
    expect(told.body_text).toContain(reason);
  });

  it("warns without restricting, from a notice and from the application page, and only a profile that went live", async () => {
    const moderator = await createUser(["admin"]);
    const owner = await muse();
    const reporter = `warned-${owner.id.slice(0, 8)}@example.test`;
    const sent = await notice(owner.profile.id, { reason: "offensive", reporter_email: reporter });
    const warned = await decide(moderator.cookie, sent.id, { action: "warn", clause: "4.4", reason: "Rude bio." });
    expect(warned.status).toBe(200);
    expect((await mailsTo(reporter)).map((mail) => mail.kind)).toEqual(["notice_outcome"]);
    const warnByPage = await call(applications, "POST", `/api/applications/${owner.profile.id}/warn`, {
      params: { id: owner.profile.id },
      json: { clause: "4.4", reason: "Rude captions." },
      cookie: moderator.cookie,
    });
    expect(warnByPage.status).toBe(200);
    expect((await mailsTo(owner.email)).map((mail) => mail.kind)).toEqual(["warning", "warning"]);
    expect(await queryOne(`SELECT listed FROM profiles WHERE id = $1`, [owner.profile.id])).toEqual({ listed: true });
    const decisions = (await ownDashboard(owner.cookie)).data.decisions;
    expect(decisions.map((decision: { kind: string; source: string }) => [decision.kind, decision.source])).toEqual([
      ["warning", "own_initiative"],
      ["warning", "notice"],
    ]);

    const pending = await createProfile({ approval_status: "Pending" });
    const refused = await call(applications, "POST", `/api/applications/${pending.id}/warn`, {
      params: { id: pending.id },
      json: { clause: "4.4", reason: "x" },
      cookie: moderator.cookie,
    });
    expect(refused.status).toBe(409);
    expect(refused.data.error.message).toBe("Only an Approved or Suspended profile can be warned");
  });

  it("reverses a rejection into a new review and a declined verification into a verified profile", async () => {
    const moderator = await createUser(["admin"]);
    const applicant = await createUser(["muse"], "muse");
    const application = await createProfile({ user_id: applicant.id });
    const rejected = await call(applications, "POST", `/api/applications/${application.id}/review`, {
      params: { id: application.id },
      json: { decision: "reject", clause: "3.1", reason: "The pictures do not match." },
      cookie: moderator.cookie,
    });
    expect(rejected.status).toBe(200);
    const [rejection] = (await ownDashboard(applicant.cookie)).data.decisions;
    await appeal(applicant.cookie, rejection.id, "Both pictures are of me, taken a year apart.");
    const appealId = await appealAgainst(moderator.cookie, rejection.id);
    await decideAppeal(moderator.cookie, appealId, { outcome: "reversed", reason: "A second look agrees." });
    expect(await queryOne(`SELECT approval_status FROM profiles WHERE id = $1`, [application.id])).toEqual({
      approval_status: "Pending",
    });

    const owner = await muse();
    const verification = await queryOne<{ id: string }>(
      `INSERT INTO photo_verifications (profile_id, code, gesture, status, code_expires_at, picture_id, submitted_at)
       VALUES ($1, 'ABCDEF', 'thumbs up', 'submitted', now() + interval '1 day', gen_random_uuid(), now())
       RETURNING id`,
      [owner.profile.id],
    );
    const declined = await call(admin, "POST", `/api/admin/verifications/${verification!.id}/decline`, {
      params: { id: verification!.id },
      json: { clause: "3.2", reason: "The code is not readable." },
      cookie: moderator.cookie,
    });
    expect(declined.status).toBe(200);
    const [declinedDecision] = (await ownDashboard(owner.cookie)).data.decisions;
    expect(declinedDecision).toMatchObject({ kind: "verification_declined", clause: "3.2" });
    await appeal(owner.cookie, declinedDecision.id, "It is readable at full size.");
    const verificationAppeal = await appealAgainst(moderator.cookie, declinedDecision.id);
    await decideAppeal(moderator.cookie, verificationAppeal, { outcome: "reversed", reason: "Readable." });
    expect(
      (await queryOne<{ verified: boolean }>(
        `SELECT photo_verified_at IS NOT NULL AS verified FROM profiles WHERE id = $1`,
        [owner.profile.id],
      ))!.verified,
    ).toBe(true);
  });
});

describe("who may appeal, and until when", () => {
  it("answers 404 for another Muse's decision and an unknown one, and 409 after 6 months", async () => {
    const moderator = await createUser(["admin"]);
    const { owner, decision } = await suspendedWithStatement(moderator);
    const other = await muse();
    const theirs = await appeal(other.cookie, decision.id, "Not mine");
    expect(theirs.status).toBe(404);
    expect(theirs.data.error.message).toBe("Decision not found");
    expect((await appeal(owner.cookie, "00000000-0000-4000-8000-000000000000", "x")).status).toBe(404);
    expect((await appeal(owner.cookie, "not-a-uuid", "x")).status).toBe(404);

    await query(`UPDATE moderation_decisions SET created_at = now() - interval '6 months 1 day' WHERE id = $1`, [
      decision.id,
    ]);
    const late = await appeal(owner.cookie, decision.id, "Too late?");
    expect(late.status).toBe(409);
    expect(late.data.error.message).toBe("This decision is more than 6 months old and can no longer be appealed");
    expect(await query(`SELECT 1 FROM appeals WHERE decision_id = $1`, [decision.id])).toEqual([]);
  });

  it("lets only one of two admins deciding an appeal at once win", async () => {
    const moderator = await createUser(["admin"]);
    const { owner, decision } = await suspendedWithStatement(moderator);
    await appeal(owner.cookie, decision.id, "Please look again.");
    const appealId = await appealAgainst(moderator.cookie, decision.id);
    const results = await Promise.all([
      decideAppeal(moderator.cookie, appealId, { outcome: "reversed", reason: "One" }),
      decideAppeal(moderator.cookie, appealId, { outcome: "upheld", reason: "Two" }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    expect(
      await query(`SELECT 1 FROM admin_actions WHERE details->>'appeal_id' = $1 AND action_type LIKE 'appeal_%'`, [
        appealId,
      ]),
    ).toHaveLength(1);
  });

  it("lists open appeals oldest first, decided ones apart, and refuses an unknown filter", async () => {
    const moderator = await createUser(["admin"]);
    const first = await suspendedWithStatement(moderator);
    const second = await suspendedWithStatement(moderator);
    await appeal(first.owner.cookie, first.decision.id, "First");
    await appeal(second.owner.cookie, second.decision.id, "Second");
    const open = (await listAppeals(moderator.cookie)).data;
    const ids = open.appeals.map((entry: { decision_id: string }) => entry.decision_id);
    expect(ids.indexOf(first.decision.id)).toBeLessThan(ids.indexOf(second.decision.id));
    expect(open.open).toBeGreaterThanOrEqual(2);
    const decided = await listAppeals(moderator.cookie, "?status=decided");
    expect(decided.data.appeals.every((entry: { status: string }) => entry.status !== "open")).toBe(true);
    expect((await listAppeals(moderator.cookie, "?status=everything")).status).toBe(400);
  });
});

describe("the urgent notices and the schema", () => {
  it("puts open urgent notices first and counts them", async () => {
    const moderator = await createUser(["admin"]);
    const owner = await muse();
    const ordinary = await notice(owner.profile.id, { reason: "scam" });
    const urgent = await notice(owner.profile.id, { reason: "forced" });
    const page = (await call(reports, "GET", "/api/reports", { cookie: moderator.cookie })).data;
    const ids = page.reports.map((report: { id: string }) => report.id);
    expect(ids.indexOf(urgent.id)).toBeLessThan(ids.indexOf(ordinary.id));
    expect(page.reports.find((report: { id: string }) => report.id === urgent.id)).toMatchObject({ urgent: true });
    expect(page.urgent).toBeGreaterThanOrEqual(1);
    const stats = (await call(admin, "GET", "/api/admin/stats", { cookie: moderator.cookie })).data;
    expect(stats.urgent_reports).toBe(page.urgent);
  });

  it("moves a notice and an appeal only from open, once", async () => {
    const owner = await muse();
    const sent = await notice(owner.profile.id);
    await query(
      `UPDATE profile_reports SET status = 'dismissed', resolution_note = 'n', resolved_at = now() WHERE id = $1`,
      [sent.id],
    );
    await expect(query(`UPDATE profile_reports SET status = 'resolved' WHERE id = $1`, [sent.id])).rejects.toThrow(
      /notice status cannot change from dismissed to resolved/,
    );
    const decision = await queryOne<{ id: string }>(
      `INSERT INTO moderation_decisions (profile_id, kind, clause, facts, source) VALUES ($1, 'warning', '4.4', 'f', 'notice')
       RETURNING id`,
      [owner.profile.id],
    );
    const stored = await queryOne<{ id: string }>(
      `INSERT INTO appeals (decision_id, statement) VALUES ($1, 's') RETURNING id`,
      [decision!.id],
    );
    await query(`UPDATE appeals SET status = 'upheld', outcome_reason = 'r', decided_at = now() WHERE id = $1`, [
      stored!.id,
    ]);
    await expect(query(`UPDATE appeals SET status = 'reversed' WHERE id = $1`, [stored!.id])).rejects.toThrow(
      /appeal status cannot change from upheld to reversed/,
    );
    await expect(
      query(
        `INSERT INTO moderation_decisions (profile_id, kind, clause, facts, source) VALUES ($1, 'warning', '9.9', 'f', 'notice')`,
        [owner.profile.id],
      ),
    ).rejects.toThrow(/moderation_decisions_clause_check/);
    await expect(
      query(
        `INSERT INTO moderation_decisions (profile_id, kind, clause, facts, source) VALUES ($1, 'picture_removal', '5.1', 'f', 'notice')`,
        [owner.profile.id],
      ),
    ).rejects.toThrow(/moderation_decisions_picture_check/);
  });
});
