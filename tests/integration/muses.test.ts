import { describe, expect, it } from "vitest";
import handler from "../../netlify/functions/muses.mts";
import { query } from "../../functions/db/index.ts";
import { listMuses } from "../../functions/muses/directory.ts";
import { findMuse } from "../../functions/muses/profile.ts";
import { DEMO_MUSES } from "../../functions/muses/demo.ts";
import { call, createProfile, expectError } from "../support/api.ts";
import { expectUnavailable, withUnreachableDatabase } from "../support/outage.ts";
import { DETAIL_FIELDS, DIRECTORY_FIELDS, GALLERY_PICTURE_FIELDS } from "../support/profile-fields.ts";
import { expectCachedByCdn, expectUncached } from "../support/caching.ts";
import { readMuse } from "../../src/views/read-muse.ts";
import { readCityMuses, readDirectory } from "../../src/views/read-directory.ts";
import { absentTexts } from "../../src/views/absent.ts";
import { messagesFor } from "../../src/i18n/index.ts";

const directory = (search = "") => call(handler, "GET", `/api/muses${search}`);
const profile = (handle: string) =>
  call(handler, "GET", `/api/muses/${encodeURIComponent(handle)}`, { params: { handle } });

/** Private values that must never reach a public response. */
const PRIVATE = {
  admin_notes: "SENTINEL-NOTES-public-muses",
  date_of_birth: "1998-07-06",
  reviewed_by: "SENTINEL-REVIEWER",
  pendingHandle: "SentinelPendingMuse",
  pendingPhone: "+41 00 SENTINEL 01",
  rejectedReason: "SENTINEL-REASON-public-muses",
};

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe("before any muse is approved", () => {
  it("shows the demo muses, newest first, with demo: true", async () => {
    await createProfile({ handle: PRIVATE.pendingHandle, phone_number: PRIVATE.pendingPhone });
    const response = await directory();

    expect(response.status).toBe(200);
    expect(response.data.demo).toBe(true);
    expect(response.data.total).toBe(DEMO_MUSES.length);
    expect(response.data.shown).toBe(DEMO_MUSES.length);
    expect(response.data.muses.map((muse: { handle: string }) => muse.handle)).toEqual(
      [...DEMO_MUSES].sort((a, b) => b.created_at.localeCompare(a.created_at)).map((muse) => muse.handle),
    );
    for (const muse of response.data.muses) expect(Object.keys(muse).sort()).toEqual(DIRECTORY_FIELDS);
    expect(response.text).not.toContain(PRIVATE.pendingHandle);
  });

  it("filters the demo muses by city and category like the real directory", async () => {
    const response = await directory("?city=Zurich&category=Pedicure%20Sessions");
    const expected = DEMO_MUSES.filter(
      (muse) => muse.city === "Zurich" && muse.categories.includes("Pedicure Sessions"),
    );

    expect(response.data).toMatchObject({ demo: true, total: DEMO_MUSES.length, shown: expected.length });
    expect(response.data.muses.map((muse: { handle: string }) => muse.handle)).toEqual(
      expected.map((muse) => muse.handle),
    );
  });

  it("shows a demo muse's profile with her contact options and gallery", async () => {
    const demo = DEMO_MUSES[0]!;
    const response = await profile(demo.handle.toUpperCase());

    expect(response.status).toBe(200);
    expect(response.data.demo).toBe(true);
    expect(Object.keys(response.data.muse).sort()).toEqual(DETAIL_FIELDS);
    expect(response.data.muse).toMatchObject({
      handle: demo.handle,
      telegram_handle: demo.telegram_handle,
      approval_status: "Approved",
    });
    expect(response.data.gallery.map((image: { image_url: string }) => image.image_url)).toEqual(
      demo.gallery.map((image) => image.image_url),
    );
    expect(response.data.gallery.every((image: { profile_id: string }) => image.profile_id === demo.id)).toBe(true);
  });

  it("falls back silently to the demo muses when the directory cannot be read, logs it and keeps it out of the CDN", async () => {
    await withUnreachableDatabase(["Directory load failed", "Profile load failed"], async () => {
      const response = await directory("?city=Berlin");
      expect(response.status).toBe(200);
      expect(response.data).toMatchObject({ demo: true, total: DEMO_MUSES.length });
      expect(response.data.muses.every((muse: { city: string }) => muse.city === "Berlin")).toBe(true);
      expectUncached(response);

      const demoProfile = await profile(DEMO_MUSES[1]!.handle);
      expect(demoProfile.status).toBe(200);
      expect(demoProfile.data.demo).toBe(true);
      expectUncached(demoProfile);

      // Whether a real Muse exists cannot be known: no "Profile Not Found" that a client or the CDN would keep.
      expectUnavailable(await profile("SomeRealMuse"));
    });
  });
});

describe("GET /api/muses", () => {
  let zurich: Record<string, any>;
  let berlin: Record<string, any>;
  let older: Record<string, any>;

  it("lists only Approved muses, newest first, with only their public fields", async () => {
    older = await createProfile({
      approval_status: "Approved",
      city: "Zurich",
      categories: ["Shoeplay & Heels"],
      created_at: daysAgo(3),
      admin_notes: PRIVATE.admin_notes,
      date_of_birth: PRIVATE.date_of_birth,
      reviewed_by: PRIVATE.reviewed_by,
      how_found_us: "Word of Mouth",
    });
    zurich = await createProfile({
      approval_status: "Approved",
      city: "Zurich",
      categories: ["Foot Worship", "Pedicure Sessions"],
      created_at: daysAgo(1),
      admin_notes: PRIVATE.admin_notes,
    });
    berlin = await createProfile({
      approval_status: "Approved",
      city: "Berlin",
      categories: ["Pedicure Sessions"],
      created_at: daysAgo(2),
      telegram_handle: "berlin_private_until_profile",
    });
    await createProfile({ approval_status: "Rejected", rejection_reason: PRIVATE.rejectedReason, city: "Zurich" });

    const response = await directory();

    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({ demo: false, total: 3, shown: 3 });
    expect(response.data.muses.map((muse: { id: string }) => muse.id)).toEqual([zurich.id, berlin.id, older.id]);
    for (const muse of response.data.muses) {
      expect(Object.keys(muse).sort()).toEqual(DIRECTORY_FIELDS);
      expect(muse.approval_status).toBe("Approved");
    }
    expect(response.data.muses[0].created_at).toBe(new Date(zurich.created_at).toISOString());
    for (const secret of Object.values(PRIVATE)) expect(response.text).not.toContain(secret);
    expect(response.text).not.toContain("berlin_private_until_profile");
  });

  it("narrows by exact city and by category membership, counting shown against the total", async () => {
    const byCity = await directory("?city=Zurich");
    expect(byCity.data).toMatchObject({ total: 3, shown: 2, demo: false });
    expect(byCity.data.muses.map((muse: { id: string }) => muse.id)).toEqual([zurich.id, older.id]);

    const byCategory = await directory("?category=Pedicure%20Sessions");
    expect(byCategory.data).toMatchObject({ total: 3, shown: 2 });
    expect(byCategory.data.muses.map((muse: { id: string }) => muse.id)).toEqual([zurich.id, berlin.id]);

    const both = await directory("?city=Berlin&category=Pedicure%20Sessions");
    expect(both.data.muses.map((muse: { id: string }) => muse.id)).toEqual([berlin.id]);
  });

  it("treats 'all' as no filter", async () => {
    const response = await directory("?city=all&category=all");
    expect(response.data).toMatchObject({ total: 3, shown: 3 });
  });

  it("answers a filter nobody matches with an empty list, not the demo muses", async () => {
    const response = await directory("?city=Warsaw");
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ muses: [], shown: 0, total: 3, demo: false });
  });

  it("pages with offset and limit while shown counts every match", async () => {
    const page = await directory("?limit=1&offset=1");
    expect(page.data.muses.map((muse: { id: string }) => muse.id)).toEqual([berlin.id]);
    expect(page.data).toMatchObject({ shown: 3, total: 3 });
    const beyond = await directory("?offset=10");
    expect(beyond.data).toMatchObject({ muses: [], shown: 3, total: 3 });
  });

  it.each([
    ["?city=Paris", "Please select a valid city"],
    ["?city=zurich", "Please select a valid city"],
    ["?category=Massage", "Please select a valid service"],
    ["?limit=0", "limit must be between 1 and 100"],
    ["?limit=101", "limit must be between 1 and 100"],
    ["?limit=ten", "limit must be between 1 and 100"],
    ["?offset=-1", "offset must be between 0 and 1000000"],
    ["?offset=1.5", "offset must be between 0 and 1000000"],
  ])("refuses %s with a 400", async (search, message) => {
    const response = await directory(search);
    expect(response.status).toBe(400);
    expect(response.data.error).toMatchObject({ code: "invalid_input", message });
  });

  it("lets the CDN cache the listing under the muses tag while browsers revalidate", async () => {
    const response = await directory("?city=Zurich");
    expectCachedByCdn(response, "muses");
  });

  it("gives the directory page the same data without HTTP", async () => {
    const direct = await listMuses({ city: "Zurich" });
    const viaHttp = await directory("?city=Zurich");
    expect(direct.failed).toBe(false);
    expect(JSON.parse(JSON.stringify(direct.directory))).toEqual(viaHttp.data);
    await expect(listMuses({ city: "Paris" })).rejects.toMatchObject({ status: 400 });
  });
});

describe("GET /api/muses/:handle", () => {
  it("shows an Approved muse by handle in any letter case, with contact options and her gallery in display order", async () => {
    const muse = await createProfile({
      handle: "SilkStep",
      approval_status: "Approved",
      telegram_handle: "silkstep",
      whatsapp_number: "+41 79 555 00 11",
      email: "silk@example.test",
      onlyfans_link: "https://example.test/silk",
      admin_notes: PRIVATE.admin_notes,
      date_of_birth: PRIVATE.date_of_birth,
      reviewed_by: PRIVATE.reviewed_by,
    });
    for (const [order, caption] of [
      [1, "second"],
      [0, "first"],
      [2, null],
    ] as const) {
      await query(`INSERT INTO muse_gallery (profile_id, image_url, caption, display_order) VALUES ($1, $2, $3, $4)`, [
        muse.id,
        `/api/images/muse-gallery/00000000-0000-4000-8000-00000000000${order}`,
        caption,
        order,
      ]);
    }

    const response = await profile("silkSTEP");

    expect(response.status).toBe(200);
    expect(response.data.demo).toBe(false);
    expect(Object.keys(response.data.muse).sort()).toEqual(DETAIL_FIELDS);
    expect(response.data.muse).toMatchObject({
      id: muse.id,
      handle: "SilkStep",
      telegram_handle: "silkstep",
      whatsapp_number: "+41 79 555 00 11",
      email: "silk@example.test",
      onlyfans_link: "https://example.test/silk",
      call_number: null,
    });
    // The application's phone number is verification data: no Call button unless she sets a number herself.
    expect(response.text).not.toContain(muse.phone_number);
    expect(response.data.gallery.map((image: { caption: string | null }) => image.caption)).toEqual([
      "first",
      "second",
      null,
    ]);
    expect(Object.keys(response.data.gallery[0]).sort()).toEqual(GALLERY_PICTURE_FIELDS);
    for (const secret of [PRIVATE.admin_notes, PRIVATE.date_of_birth, PRIVATE.reviewed_by])
      expect(response.text).not.toContain(secret);
    expect(response.headers.get("netlify-cache-tag")).toBe("muses,muse:silkstep");
  });

  it.each([["Pending"], ["Rejected"]] as const)("answers 'Profile Not Found' for a %s application", async (status) => {
    const application = await createProfile({
      approval_status: status,
      rejection_reason: status === "Rejected" ? PRIVATE.rejectedReason : null,
    });
    const response = await profile(application.handle);
    expect(response.status).toBe(404);
    expect(response.data).toEqual({
      error: { code: "not_found", key: "report.profileNotFound", message: "Profile Not Found" },
    });
    expect(response.headers.get("netlify-cdn-cache-control")).toBeNull();
  });

  it.each([["NobodyHere"], ["x"], ["no spaces allowed"], ["a".repeat(51)], ["bad\u0000handle"]])(
    "answers 'Profile Not Found' for the handle %j",
    async (handle) => expectError(await profile(handle), 404, "not_found", "Profile Not Found"),
  );

  it("prefers an Approved profile over the demo muse of the same handle", async () => {
    const demo = DEMO_MUSES[2]!;
    const real = await createProfile({ handle: demo.handle, approval_status: "Approved" });
    const response = await profile(demo.handle);
    expect(response.data).toMatchObject({ demo: false, muse: { id: real.id } });
  });

  it("gives the profile page the same data without HTTP", async () => {
    const { profile: found, failed } = await findMuse("silkstep");
    expect(failed).toBe(false);
    expect(found?.muse.handle).toBe("SilkStep");
    expect(found?.gallery).toHaveLength(3);
    expect(await findMuse("NobodyHere")).toEqual({ profile: null, failed: false });
  });
});

describe("the profile page /muse/{handle}", () => {
  /** The answer a page sets before it renders: its status and headers. */
  const answer = () => ({ status: 200 as number | undefined, headers: new Headers() });

  it("says in the visitor's language that a real Muse's profile cannot be shown right now while the database cannot be read", async () => {
    await createProfile({ handle: "PageMuse", approval_status: "Approved" });
    await withUnreachableDatabase(["Profile load failed"], async () => {
      const response = answer();
      const page = await readMuse("PageMuse", response);
      expect(page).toEqual({ found: null, unavailable: true });
      expect(response.status).toBe(503);
      expectUncached(response);
      expect(absentTexts(messagesFor("de").profile, page.unavailable)).toEqual({
        metaTitle: "Profil nicht verfügbar | SoleMuse",
        title: "Wir können dieses Profil gerade nicht anzeigen",
        text: "Unsere Seite kann es im Moment nicht laden. Bitte versuchen Sie es in einer Minute noch einmal.",
      });
      expect(absentTexts(messagesFor("fr").profile, page.unavailable)).toEqual({
        metaTitle: "Profil momentanément indisponible | SoleMuse",
        title: "Nous ne pouvons pas afficher ce profil pour l’instant",
        text: "Notre site ne parvient pas à le charger en ce moment. Veuillez réessayer dans une minute.",
      });
    });

    // Back up: she is shown, and a handle nobody has keeps the spec's "Profile Not Found" (404).
    const shown = answer();
    expect((await readMuse("PageMuse", shown)).found?.muse.handle).toBe("PageMuse");
    expect(shown.status).toBe(200);
    const missing = answer();
    const none = await readMuse("NobodyByThisName", missing);
    expect(none).toEqual({ found: null, unavailable: false });
    expect(missing.status).toBe(404);
    expect(absentTexts(messagesFor("de").profile, none.unavailable).title).toBe("Profil nicht gefunden");
    expect(absentTexts(messagesFor("en").profile, none.unavailable)).toEqual({
      metaTitle: "Profile Not Found | SoleMuse",
      title: "Profile Not Found",
      text: "This Muse profile doesn't exist or is no longer available.",
    });
  });
});

describe("the directory and a city's Muses while the database cannot be read", () => {
  it('never claim "No Muses found" or "none here yet": the demo Muses stand in, or the page says it cannot show them', async () => {
    await createProfile({ handle: "LausanneMuse", city: "Lausanne", approval_status: "Approved" });
    await withUnreachableDatabase(["Directory load failed"], async () => {
      // No demo Muse lives in Lausanne: the empty list is the outage's, not the city's.
      const headers = new Headers();
      const page = await readDirectory(new URL("https://solemuse.example/directory?city=Lausanne"), headers);
      expect(page).toMatchObject({ unavailable: true, list: { muses: [], demo: true } });
      expectUncached({ headers });
      expect(await readCityMuses("Lausanne", new Headers())).toBeNull();
      // Where demo Muses stand in (SPEC §8), the row shows them, kept by nobody.
      const berlin = new Headers();
      expect((await readCityMuses("Berlin", berlin))?.muses.map((muse) => muse.city)).toEqual(["Berlin"]);
      expectUncached({ headers: berlin });
    });
    const back = await readDirectory(new URL("https://solemuse.example/directory?city=Lausanne"), new Headers());
    expect(back).toMatchObject({ unavailable: false, list: { demo: false } });
    expect(back.list.muses.map((muse) => muse.handle)).toEqual(["LausanneMuse"]);
    expect((await readCityMuses("Lausanne", new Headers()))?.muses.map((muse) => muse.handle)).toEqual([
      "LausanneMuse",
    ]);
  });
});
