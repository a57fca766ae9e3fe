import { beforeAll, describe, expect, it, vi } from "vitest";
import reports from "../../netlify/functions/reports.mts";
import dashboard from "../../netlify/functions/dashboard.mts";
import adminApi from "../../netlify/functions/admin.mts";
import housekeeping from "../../netlify/functions/housekeeping.mts";
import { closeDatabase, query, queryOne } from "../../functions/db/index.ts";
import { processImage } from "../../functions/images/process.ts";
import { imageRefFromUrl, storeImage } from "../../functions/images/store.ts";
import {
  readTransparencyReport,
  transparencyPage,
  type TransparencyFigures,
  type TransparencyReport,
} from "../../functions/moderation/transparency.ts";
import {
  deleteDecidedNotices,
  deleteNoticeMails,
  deleteRemovedPictures,
} from "../../functions/moderation/retention.ts";
import { ageChecked, call, createProfile, createUser, type TestUser } from "../support/api.ts";
import { pngImage } from "../fixtures/images/index.ts";
import { blobKeys } from "../fixtures/images/forms.ts";
import { addMonths } from "../../src/domain/site-day.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let admin: TestUser;
beforeAll(async () => {
  admin = await createUser(["admin"]);
});

/** A notice stored as the form stores it, received and (unless open) decided when the test says. */
async function notice(
  profileId: string,
  reason: string,
  received: Date,
  decided: { at: Date; status?: "resolved" | "dismissed" } | null,
  fields: { reporter_email?: string } = {},
): Promise<string> {
  const row = await queryOne<{ id: string }>(
    `INSERT INTO profile_reports (profile_id, reason, details, status, resolution_note, resolved_at, created_at,
                                  reporter_email)
     VALUES ($1, $2, 'What the reporter saw.', $3, $4, $5, $6, $7) RETURNING id`,
    [
      profileId,
      reason,
      decided ? (decided.status ?? "resolved") : "open",
      decided ? "Looked at by the team." : null,
      decided?.at ?? null,
      received,
      fields.reporter_email ?? null,
    ],
  );
  return row!.id;
}

/** A statement of reasons made at `at` (a picture removal names its picture). */
async function decision(
  profileId: string,
  kind: string,
  at: Date,
  fields: { source?: string; image_url?: string; reversed?: boolean } = {},
): Promise<string> {
  const picture = kind === "picture_removal";
  const row = await queryOne<{ id: string }>(
    `INSERT INTO moderation_decisions (profile_id, kind, clause, facts, source, image_url, picture_kind, created_at,
                                       ended_at, reversed_at)
     VALUES ($1, $2, '5.1', 'The facts.', $3, $4, $5, $6, $7, $7) RETURNING id`,
    [
      profileId,
      kind,
      fields.source ?? "own_initiative",
      picture ? (fields.image_url ?? "/demo/removed.webp") : null,
      picture ? "gallery_image" : null,
      at,
      fields.reversed ? at : null,
    ],
  );
  return row!.id;
}

async function appeal(decisionId: string, at: Date, status: "open" | "upheld" | "reversed" = "open") {
  await query(
    `INSERT INTO appeals (decision_id, statement, status, outcome_reason, decided_at, created_at)
     VALUES ($1, 'It was my own picture.', $2, $3, $4, $5)`,
    [decisionId, status, status === "open" ? null : "We looked again.", status === "open" ? null : at, at],
  );
}

/** How much each figure of a period grew from one report to the next. */
function growth(before: TransparencyFigures, after: TransparencyFigures) {
  const minus = (a: Record<string, number>, b: Record<string, number>) =>
    Object.fromEntries(Object.keys(a).map((key) => [key, a[key]! - b[key]!]));
  return {
    notices: minus(after.notices, before.notices),
    noticesTotal: after.noticesTotal - before.noticesTotal,
    urgentNotices: after.urgentNotices - before.urgentNotices,
    decidedNotices: after.decidedNotices - before.decidedNotices,
    decidedUrgentNotices: after.decidedUrgentNotices - before.decidedUrgentNotices,
    actions: minus(after.actions, before.actions),
    actionsTotal: after.actionsTotal - before.actionsTotal,
    actionsBySource: minus(after.actionsBySource, before.actionsBySource),
    appeals: minus(after.appeals, before.appeals),
    appealsTotal: after.appealsTotal - before.appealsTotal,
    ageChecks: minus(after.ageChecks, before.ageChecks),
    ageChecksTotal: after.ageChecksTotal - before.ageChecksTotal,
  };
}

const NO_NOTICES = { fake_photos: 0, under_18: 0, forced: 0, scam: 0, offensive: 0, other: 0 };
const NO_ACTIONS = {
  suspension: 0,
  picture_removal: 0,
  verification_declined: 0,
  rejection: 0,
  warning: 0,
  age_check_pause: 0,
};
const NO_AGE_CHECKS = { ageChecks: { passed: 0, refused: 0 }, ageChecksTotal: 0 };
const NO_APPEALS = { open: 0, upheld: 0, reversed: 0 };

describe("the transparency report", () => {
  it("counts a notice sent through the form, the warning it led to and the appeal that reversed it, in both periods", async () => {
    const user = await createUser(["muse"], "muse");
    const muse = await createProfile({ approval_status: "Approved", user_id: user.id });
    const before = await readTransparencyReport();

    const sent = await call(reports, "POST", "/api/reports", {
      json: { handle: muse.handle, reason: "forced", details: "She seemed afraid.", good_faith: true },
    });
    expect(sent.status).toBe(201);
    const noticeId = (await queryOne<{ id: string }>(`SELECT id FROM profile_reports WHERE profile_id = $1`, [
      muse.id,
    ]))!.id;
    const decided = await call(reports, "PATCH", `/api/reports/${noticeId}`, {
      json: { action: "warn", clause: "4.3", reason: "Reported as forced; we asked her to confirm she is free." },
      params: { id: noticeId },
      cookie: admin.cookie,
    });
    expect(decided.status).toBe(200);
    const decisionId = decided.data.report.decision_id as string;
    const appealed = await call(dashboard, "POST", `/api/dashboard/decisions/${decisionId}/appeal`, {
      json: { statement: "I work on my own and nobody forces me." },
      params: { id: decisionId },
      cookie: user.cookie,
    });
    expect(appealed.status).toBe(201);
    const appealId = (await queryOne<{ id: string }>(`SELECT id FROM appeals WHERE decision_id = $1`, [decisionId]))!
      .id;
    const reversed = await call(adminApi, "POST", `/api/admin/appeals/${appealId}/decision`, {
      json: { outcome: "reversed", reason: "She showed us she works independently." },
      params: { id: appealId },
      cookie: admin.cookie,
    });
    expect(reversed.status).toBe(200);

    const after = await readTransparencyReport();
    const expected = {
      notices: { ...NO_NOTICES, forced: 1 },
      noticesTotal: 1,
      urgentNotices: 1,
      decidedNotices: 1,
      decidedUrgentNotices: 1,
      actions: { ...NO_ACTIONS, warning: 1 },
      actionsTotal: 1,
      actionsBySource: { notice: 1, own_initiative: 0 },
      appeals: { ...NO_APPEALS, reversed: 1 },
      appealsTotal: 1,
      ...NO_AGE_CHECKS,
    };
    expect(growth(before.lastYear, after.lastYear)).toEqual(expected);
    expect(growth(before.sinceLaunch, after.sinceLaunch)).toEqual(expected);
    expect(after.lastYear.urgentMedianHours).toEqual(expect.any(Number));
  });

  it("counts a notice, a statement and an appeal older than 12 months since launch only", async () => {
    const muse = await createProfile({ approval_status: "Approved" });
    const now = new Date();
    const before = await readTransparencyReport(now);
    const old = addMonths(now, -13);
    await notice(muse.id, "scam", old, { at: new Date(old.getTime() + 5 * HOUR) });
    await appeal(await decision(muse.id, "suspension", old, { source: "notice" }), old, "upheld");

    const after = await readTransparencyReport(now);
    expect(growth(before.lastYear, after.lastYear)).toEqual({
      notices: NO_NOTICES,
      noticesTotal: 0,
      urgentNotices: 0,
      decidedNotices: 0,
      decidedUrgentNotices: 0,
      actions: NO_ACTIONS,
      actionsTotal: 0,
      actionsBySource: { notice: 0, own_initiative: 0 },
      appeals: NO_APPEALS,
      appealsTotal: 0,
      ...NO_AGE_CHECKS,
    });
    expect(growth(before.sinceLaunch, after.sinceLaunch)).toMatchObject({
      notices: { ...NO_NOTICES, scam: 1 },
      decidedNotices: 1,
      actions: { ...NO_ACTIONS, suspension: 1 },
      actionsBySource: { notice: 1, own_initiative: 0 },
      appeals: { ...NO_APPEALS, upheld: 1 },
    });
  });

  describe("in a year of its own (2090), where only this test's rows fall in the last 12 months", () => {
    const NOW = new Date("2091-01-01T12:00:00Z");
    const RECEIVED = new Date("2090-06-01T08:00:00Z");
    const after = (hours: number) => ({ at: new Date(RECEIVED.getTime() + hours * HOUR) });
    let muse: Record<string, any>;
    let report: TransparencyReport;

    beforeAll(async () => {
      muse = await createProfile({ approval_status: "Approved" });
      await notice(muse.id, "scam", RECEIVED, after(2));
      await notice(muse.id, "fake_photos", RECEIVED, { ...after(4), status: "dismissed" });
      await notice(muse.id, "other", RECEIVED, after(30));
      await notice(muse.id, "under_18", RECEIVED, after(1));
      await notice(muse.id, "forced", RECEIVED, after(3));
      await notice(muse.id, "under_18", RECEIVED, null);
      const removal = await decision(muse.id, "picture_removal", RECEIVED, { source: "notice" });
      await appeal(removal, after(48).at, "open");
      await decision(muse.id, "warning", RECEIVED);
      report = await readTransparencyReport(NOW);
    });

    it("starts the last 12 months at midnight UTC a year before today", () => {
      expect(report.since).toEqual(new Date("2090-01-01T00:00:00Z"));
    });

    it("gives the median hours from notice to decision of all decided notices, and of the urgent ones apart", () => {
      expect(report.lastYear).toEqual({
        notices: { fake_photos: 1, under_18: 2, forced: 1, scam: 1, offensive: 0, other: 1 },
        noticesTotal: 6,
        urgentNotices: 3,
        decidedNotices: 5,
        decidedUrgentNotices: 2,
        // 1, 2, 3, 4 and 30 hours; the urgent ones 1 and 3. The open notice waits and is in neither.
        medianHours: 3,
        urgentMedianHours: 2,
        actions: { ...NO_ACTIONS, picture_removal: 1, warning: 1 },
        actionsTotal: 2,
        actionsBySource: { notice: 1, own_initiative: 1 },
        appeals: { ...NO_APPEALS, open: 1 },
        appealsTotal: 1,
        ...NO_AGE_CHECKS,
      });
    });

    it("keeps every figure when the profile is deleted with its notices, statements and appeals", async () => {
      await query(`DELETE FROM profiles WHERE id = $1`, [muse.id]);
      expect(await query(`SELECT 1 FROM profile_reports WHERE profile_id = $1`, [muse.id])).toEqual([]);
      expect(await query(`SELECT 1 FROM moderation_decisions WHERE profile_id = $1`, [muse.id])).toEqual([]);

      expect(await readTransparencyReport(NOW)).toEqual(report);
    });
  });

  it("counts age checks passed and refused, and keeps counting them once her account is deleted", async () => {
    const now = new Date();
    const before = await readTransparencyReport(now);
    const passed = await createProfile({ approval_status: "Approved" });
    const refused = await createProfile({ approval_status: "Rejected" });
    await ageChecked(passed.id);
    await ageChecked(refused.id);
    await query(`UPDATE age_checks SET over_18 = false WHERE profile_id = $1`, [refused.id]);
    const after = await readTransparencyReport(now);
    const grown = { ageChecks: { passed: 1, refused: 1 }, ageChecksTotal: 2 };
    expect(growth(before.lastYear, after.lastYear)).toMatchObject(grown);
    expect(growth(before.sinceLaunch, after.sinceLaunch)).toMatchObject(grown);
    // Deleting her account deletes her passed check (decision 0065); the figure stays.
    await query(`DELETE FROM age_checks WHERE profile_id = $1`, [passed.id]);
    expect((await readTransparencyReport(now)).sinceLaunch.ageChecks).toEqual(after.sinceLaunch.ageChecks);
  });

  it("keeps nothing about a person in its archive: days, reasons, kinds and outcomes only", async () => {
    const columns = await query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name LIKE 'archived_%' ORDER BY table_name, ordinal_position`,
    );
    expect(columns.map((column) => `${column.table_name}.${column.column_name}`)).toEqual([
      "archived_age_checks.checked_on",
      "archived_age_checks.over_18",
      "archived_appeals.received_on",
      "archived_appeals.status",
      "archived_decisions.decided_on",
      "archived_decisions.kind",
      "archived_decisions.source",
      "archived_notices.received_on",
      "archived_notices.reason",
      "archived_notices.urgent",
      "archived_notices.status",
      "archived_notices.decision_hours",
    ]);
  });

  it("is a page the CDN keeps for minutes, and a 503 kept by nobody when the database cannot be read", async () => {
    const served = new Headers();
    const page = await transparencyPage(served);
    expect(page.status).toBe(200);
    expect(page.report?.sinceLaunch.noticesTotal).toEqual(expect.any(Number));
    expect(served.get("netlify-cdn-cache-control")).toMatch(/^public, s-maxage=\d+/);
    expect(served.get("netlify-cache-tag")).toBe("transparency");

    const url = process.env.NETLIFY_DB_URL;
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await closeDatabase();
    process.env.NETLIFY_DB_URL = "postgres://postgres@127.0.0.1:1/nowhere";
    try {
      const failed = new Headers();
      expect(await transparencyPage(failed)).toEqual({ report: null, status: 503 });
      expect(failed.get("cache-control")).toBe("no-store");
      expect(failed.get("netlify-cdn-cache-control")).toBeNull();
      expect(failed.get("netlify-cache-tag")).toBeNull();
      expect(logged).toHaveBeenCalledWith("Transparency report failed", expect.anything());
    } finally {
      await closeDatabase();
      process.env.NETLIFY_DB_URL = url;
    }
  });
});

describe("retention: notices", () => {
  it("deletes notices decided more than 12 months ago with the reporter's address, keeps younger and open ones, and the figures stay", async () => {
    const muse = await createProfile({ approval_status: "Approved" });
    const decidedAt = new Date("2095-03-10T10:00:00Z");
    const email = `reporter-${Date.now()}@example.test`;
    const old = await notice(
      muse.id,
      "offensive",
      new Date("2095-03-09T10:00:00Z"),
      { at: decidedAt },
      {
        reporter_email: email,
      },
    );
    const younger = await notice(muse.id, "scam", new Date("2095-05-01T10:00:00Z"), {
      at: new Date("2095-05-02T10:00:00Z"),
    });
    const open = await notice(muse.id, "other", new Date("2095-01-01T10:00:00Z"), null);
    const now = new Date(addMonths(decidedAt, 12).getTime() + DAY);
    const before = await readTransparencyReport(now);

    // A day short of 12 months, nothing goes.
    await deleteDecidedNotices(new Date(addMonths(decidedAt, 12).getTime() - DAY));
    expect(await query(`SELECT id FROM profile_reports WHERE id = $1`, [old])).toHaveLength(1);

    expect(await deleteDecidedNotices(now)).toBeGreaterThanOrEqual(1);
    const left = await query<{ id: string }>(`SELECT id FROM profile_reports WHERE profile_id = $1 ORDER BY id`, [
      muse.id,
    ]);
    expect(left.map((row) => row.id).sort()).toEqual([younger, open].sort());
    expect(await query(`SELECT 1 FROM profile_reports WHERE reporter_email = $1`, [email])).toEqual([]);
    expect(await readTransparencyReport(now)).toEqual(before);
  });

  it("deletes the outbox's copies of mails to reporters after 12 months, unless one is still waiting to go", async () => {
    const now = new Date();
    const address = `mailed-reporter-${Date.now()}@example.test`;
    const mail = async (kind: string, createdAt: Date, status = "sent") =>
      (await queryOne<{ id: string }>(
        `INSERT INTO email_outbox (to_address, subject, body_text, kind, created_at, status, sent_at)
         VALUES ($1, 'Your notice', 'About your notice.', $2, $3, $4, $5) RETURNING id`,
        [address, kind, createdAt, status, status === "sent" ? createdAt : null],
      ))!.id;
    const old = addMonths(now, -13);
    const receipt = await mail("notice_receipt", old);
    const outcome = await mail("notice_outcome", old);
    const waiting = await mail("notice_outcome", old, "pending");
    const young = await mail("notice_receipt", addMonths(now, -11));
    const otherKind = await mail("contact_confirmation", old);

    expect(await deleteNoticeMails(now)).toBeGreaterThanOrEqual(2);
    const left = await query<{ id: string }>(`SELECT id FROM email_outbox WHERE id = ANY($1)`, [
      [receipt, outcome, waiting, young, otherKind],
    ]);
    expect(left.map((row) => row.id).sort()).toEqual([waiting, young, otherKind].sort());
  });
});

describe("retention: removed pictures", () => {
  const stored = async () => storeImage("muse-gallery", await processImage(new Uint8Array(await pngImage())));
  const blobKept = async (url: string) => {
    const { id } = imageRefFromUrl(url)!;
    return (await blobKeys("muse-gallery")).filter((key) => key.startsWith(`${id}/`)).length === 2;
  };
  const deletedAt = async (id: string) =>
    (await queryOne<{ picture_deleted_at: Date | null }>(
      `SELECT picture_deleted_at FROM moderation_decisions WHERE id = $1`,
      [id],
    ))!.picture_deleted_at;

  it("deletes the kept picture of a removal 6 months old that nobody appealed or whose appeal was upheld, and nothing else", async () => {
    const muse = await createProfile({ approval_status: "Approved" });
    const now = new Date();
    const old = new Date(addMonths(now, -6).getTime() - HOUR);
    const pictures = {
      unappealed: await stored(),
      upheld: await stored(),
      reversed: await stored(),
      underAppeal: await stored(),
      young: await stored(),
      backInGallery: await stored(),
    };
    const removals = {
      unappealed: await decision(muse.id, "picture_removal", old, { image_url: pictures.unappealed.url }),
      upheld: await decision(muse.id, "picture_removal", old, { image_url: pictures.upheld.url }),
      reversed: await decision(muse.id, "picture_removal", old, { image_url: pictures.reversed.url, reversed: true }),
      underAppeal: await decision(muse.id, "picture_removal", old, { image_url: pictures.underAppeal.url }),
      young: await decision(muse.id, "picture_removal", addMonths(now, -5), { image_url: pictures.young.url }),
      backInGallery: await decision(muse.id, "picture_removal", old, { image_url: pictures.backInGallery.url }),
    };
    await appeal(removals.upheld, addMonths(now, -5), "upheld");
    await appeal(removals.reversed, addMonths(now, -5), "reversed");
    await appeal(removals.underAppeal, addMonths(now, -5), "open");
    await query(`INSERT INTO muse_gallery (profile_id, image_url, display_order) VALUES ($1, $2, 0)`, [
      muse.id,
      pictures.backInGallery.url,
    ]);
    for (const picture of Object.values(pictures)) expect(await blobKept(picture.url)).toBe(true);

    expect(await deleteRemovedPictures(now)).toBe(2);

    for (const gone of ["unappealed", "upheld"] as const) {
      expect(await blobKept(pictures[gone].url), gone).toBe(false);
      expect(await deletedAt(removals[gone]), gone).toEqual(now);
    }
    for (const kept of ["reversed", "underAppeal", "young", "backInGallery"] as const) {
      expect(await blobKept(pictures[kept].url), kept).toBe(true);
      expect(await deletedAt(removals[kept]), kept).toBeNull();
    }
    // Nothing is left to do an hour later.
    expect(await deleteRemovedPictures(new Date(now.getTime() + HOUR))).toBe(0);
  });

  it("keeps a picture another removal still needs, and one that is a profile picture again", async () => {
    const now = new Date();
    const old = addMonths(now, -7);
    const first = await createProfile({ approval_status: "Approved" });
    const shared = await stored();
    const olderRemoval = await decision(first.id, "picture_removal", old, { image_url: shared.url });
    await decision(first.id, "picture_removal", addMonths(now, -1), { image_url: shared.url });
    const profilePicture = await stored();
    const second = await createProfile({ approval_status: "Approved", profile_picture_url: profilePicture.url });
    const onProfile = await decision(second.id, "picture_removal", old, { image_url: profilePicture.url });

    await deleteRemovedPictures(now);
    expect(await deletedAt(olderRemoval)).toBeNull();
    expect(await deletedAt(onProfile)).toBeNull();
    expect(await blobKept(shared.url)).toBe(true);
    expect(await blobKept(profilePicture.url)).toBe(true);
  });
});

describe("the hourly housekeeping", () => {
  it("runs the retention steps beside the others and answers 204", async () => {
    const response = await housekeeping();
    expect(response.status).toBe(204);
  });
});
