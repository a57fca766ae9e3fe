import { describe, expect, it } from "vitest";
import handler from "../../netlify/functions/muses.mts";
import { query } from "../../functions/db/index.ts";
import { DEMO_MUSES } from "../../functions/muses/demo.ts";
import { SHORTLIST_MAX } from "../../src/domain/shortlist.ts";
import { call, createProfile } from "../support/api.ts";
import { expectUnavailable, withUnreachableDatabase } from "../support/outage.ts";
import { PUBLIC_FIELDS } from "../support/profile-fields.ts";
import { expectCachedByCdn, expectUncached } from "../support/caching.ts";

/** GET /api/muses?handles=…: the read of a shortlist's Muses by handle (decision 0055). */
const byHandles = (handles: string) => call(handler, "GET", `/api/muses?handles=${handles}`);
const handlesOf = (muses: { handle: string }[]) => muses.map((muse) => muse.handle);

/** Private values that must never reach a public answer. */
const PRIVATE = {
  notes: "SENTINEL-NOTES-shortlist",
  phone: "+41 00 SENTINEL 55",
  reviewer: "SENTINEL-REVIEWER-shortlist",
  telegram: "sentinel_telegram_shortlist",
  email: "sentinel-shortlist@example.test",
  suspension: "SENTINEL-SUSPENSION-shortlist",
};

describe("before any Muse is listed", () => {
  it("finds the demo Muses the directory shows then, and names the other handles unavailable", async () => {
    await createProfile({ handle: "PendingPetra", phone_number: PRIVATE.phone });
    const demo = DEMO_MUSES[1]!;
    const response = await byHandles(`${demo.handle.toUpperCase()},PendingPetra,nobody-here`);

    expect(response.status).toBe(200);
    expect(response.data.demo).toBe(true);
    expect(handlesOf(response.data.muses)).toEqual([demo.handle]);
    expect(Object.keys(response.data.muses[0]).sort()).toEqual(PUBLIC_FIELDS);
    expect(response.data.unavailable).toEqual(["PendingPetra", "nobody-here"]);
    expect(response.text).not.toContain(PRIVATE.phone);
  });
});

describe("GET /api/muses?handles=", () => {
  it("answers the listed Muses among the handles, in the order asked, with only their public fields", async () => {
    await createProfile({
      handle: "Ada.Heels",
      approval_status: "Approved",
      city: "Zurich",
      admin_notes: PRIVATE.notes,
      phone_number: PRIVATE.phone,
      reviewed_by: PRIVATE.reviewer,
      telegram_handle: PRIVATE.telegram,
      email: PRIVATE.email,
    });
    await createProfile({ handle: "bella-soles", approval_status: "Approved", city: "Berlin" });
    await createProfile({ handle: "Cora_Arch", approval_status: "Approved", city: "Vienna" });

    const response = await byHandles("Cora_Arch,Ada.Heels");

    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({ demo: false, unavailable: [] });
    expect(handlesOf(response.data.muses)).toEqual(["Cora_Arch", "Ada.Heels"]);
    for (const muse of response.data.muses) expect(Object.keys(muse).sort()).toEqual(PUBLIC_FIELDS);
    for (const secret of Object.values(PRIVATE)) expect(response.text).not.toContain(secret);
  });

  it("finds a Muse by her handle in any letter case, and answers her handle as the site spells it", async () => {
    const response = await byHandles("ada.HEELS,BELLA-SOLES");
    expect(handlesOf(response.data.muses)).toEqual(["Ada.Heels", "bella-soles"]);
    expect(response.data.unavailable).toEqual([]);
  });

  it("names every handle of no listed Muse unavailable, as asked: Pending, Rejected, Suspended, paused, deleted", async () => {
    await createProfile({ handle: "PendingPia", approval_status: "Pending" });
    await createProfile({ handle: "RejectedRia", approval_status: "Rejected" });
    await createProfile({
      handle: "SuspendedSia",
      approval_status: "Suspended",
      suspension_reason: PRIVATE.suspension,
    });
    await createProfile({ handle: "PausedPaula", approval_status: "Approved", paused_at: new Date() });
    const deleted = await createProfile({ handle: "GoneGina", approval_status: "Approved" });
    await query(`DELETE FROM profiles WHERE id = $1`, [deleted.id]);

    const response = await byHandles("pendingpia,RejectedRia,Ada.Heels,SuspendedSia,PausedPaula,GoneGina,NeverWas");

    expect(response.status).toBe(200);
    expect(handlesOf(response.data.muses)).toEqual(["Ada.Heels"]);
    expect(response.data.unavailable).toEqual([
      "pendingpia",
      "RejectedRia",
      "SuspendedSia",
      "PausedPaula",
      "GoneGina",
      "NeverWas",
    ]);
    expect(response.text).not.toContain(PRIVATE.suspension);
    // The demo Muses stand in only while the directory lists nobody.
    expect(response.data.demo).toBe(false);
    const demo = await byHandles(DEMO_MUSES[0]!.handle);
    expect(demo.data).toEqual({ muses: [], unavailable: [DEMO_MUSES[0]!.handle], demo: false });
  });

  it("counts a handle repeated in another letter case once", async () => {
    const response = await byHandles("Ada.Heels,ada.heels,ADA.HEELS,Nobody1,NOBODY1");
    expect(handlesOf(response.data.muses)).toEqual(["Ada.Heels"]);
    expect(response.data.unavailable).toEqual(["Nobody1"]);
  });

  it(`reads up to ${SHORTLIST_MAX} handles at once`, async () => {
    const handles = ["bella-soles", ...Array.from({ length: SHORTLIST_MAX - 1 }, (_, index) => `unknown${index}`)];
    const response = await byHandles(handles.join(","));
    expect(response.status).toBe(200);
    expect(handlesOf(response.data.muses)).toEqual(["bella-soles"]);
    expect(response.data.unavailable).toHaveLength(SHORTLIST_MAX - 1);
  });

  const COUNT = `handles must list 1 to ${SHORTLIST_MAX} handles, separated by commas`;
  const HANDLE = "Each handle has 2 to 50 letters, numbers, dots, hyphens or underscores";
  it.each([
    ["nothing", "", COUNT],
    [`${SHORTLIST_MAX + 1} handles`, Array.from({ length: SHORTLIST_MAX + 1 }, (_, i) => `m${i}x`).join(","), COUNT],
    ["a handle too short", "Ada.Heels,x", HANDLE],
    ["a handle too long", "a".repeat(51), HANDLE],
    ["an empty handle between commas", "Ada.Heels,,bella-soles", HANDLE],
    ["a trailing comma", "Ada.Heels,", HANDLE],
    ["a space", "Ada.Heels,%20bella-soles", HANDLE],
    ["markup", "%3Cscript%3E", HANDLE],
    ["a path", "..%2F..%2Fadmin", HANDLE],
    ["a NUL character", "Ada%00", HANDLE],
  ])("refuses %s with a 400 and the error envelope", async (_name, handles, message) => {
    const response = await byHandles(handles);
    expect(response.status).toBe(400);
    expect(response.data).toEqual({ error: expect.objectContaining({ code: "invalid_input", message }) });
    expectUncached(response);
  });

  it("lets the CDN keep the answer under the muses tag, varying on the handles alone", async () => {
    const response = await byHandles("Ada.Heels");
    expectCachedByCdn(response, "muses");
    expect(response.headers.get("netlify-vary")).toBe("query=handles");
  });

  it("still answers the directory when no handles are asked for", async () => {
    const response = await call(handler, "GET", "/api/muses?city=Berlin");
    expect(response.status).toBe(200);
    expect(handlesOf(response.data.muses)).toEqual(["bella-soles"]);
  });

  it("answers 503, kept nowhere, when the database cannot be read: it cannot say who is unavailable", async () => {
    await withUnreachableDatabase(["Shortlist load failed"], async () => {
      expectUnavailable(await byHandles("Ada.Heels"));
    });
  });
});
