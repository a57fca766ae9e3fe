import { describe, expect, it } from "vitest";
import muses from "../../netlify/functions/muses.mts";
import dashboard from "../../netlify/functions/dashboard.mts";
import applications from "../../netlify/functions/applications.mts";
import { query, queryOne } from "../../functions/db/index.ts";
import { readDirectory } from "../../src/views/read-directory.ts";
import { siteToday } from "../../src/domain/site-day.ts";
import { DEMO_MUSES } from "../../functions/muses/demo.ts";
import { call, createProfile, createUser } from "../support/api.ts";
import { pngImage, upload } from "../fixtures/images/index.ts";
import { galleryForm } from "../fixtures/images/forms.ts";

/**
 * Search by name and sort on the directory (GET /api/muses?q=&sort=, and the pages through listMuses): the search
 * finds a listed Muse by any part of her handle in any letter case, its wildcards are plain characters, the count line
 * counts the matches, and each order is stable.
 */

interface Listing {
  muses: { id: string; handle: string }[];
  shown: number;
  total: number;
  demo: boolean;
}

async function directory(search: string): Promise<Listing> {
  const response = await call(muses, "GET", `/api/muses${search}`);
  expect(response.status, response.text).toBe(200);
  return response.data as Listing;
}

const handles = (listing: Listing) => listing.muses.map((muse) => muse.handle);
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe("before any Muse is listed", () => {
  it("searches and sorts the demo Muses like the real directory", async () => {
    const velvet = DEMO_MUSES.filter((muse) => muse.handle.toLowerCase().includes("velv"));
    expect(velvet.length).toBeGreaterThan(0);

    const found = await directory("?q=VELV");
    expect(found).toMatchObject({ demo: true, shown: velvet.length, total: DEMO_MUSES.length });
    expect(handles(found).sort()).toEqual(velvet.map((muse) => muse.handle).sort());

    const none = await directory("?q=nobody-has-this");
    expect(none).toMatchObject({ demo: true, muses: [], shown: 0, total: DEMO_MUSES.length });
  });
});

describe("search by name", () => {
  it("finds a listed Muse by any part of her handle, in any letter case, and counts the matches", async () => {
    await createProfile({ handle: "VelvetSoles", approval_status: "Approved", created_at: minutesAgo(30) });
    await createProfile({
      handle: "SilkVelvet",
      approval_status: "Approved",
      city: "Berlin",
      created_at: minutesAgo(20),
    });
    await createProfile({ handle: "RoseHeels", approval_status: "Approved", created_at: minutesAgo(10) });
    await createProfile({ handle: "VelvetWaiting", approval_status: "Pending" });
    await createProfile({ handle: "VelvetPaused", approval_status: "Approved", paused_at: new Date() });

    const velvet = await directory("?q=velvet");
    expect(handles(velvet)).toEqual(["SilkVelvet", "VelvetSoles"]);
    expect(velvet).toMatchObject({ shown: 2, total: 3, demo: false });

    expect(handles(await directory("?q=VELV"))).toEqual(["SilkVelvet", "VelvetSoles"]);
    expect(handles(await directory("?q=tSOL"))).toEqual(["VelvetSoles"]);
    expect(handles(await directory("?q=eel"))).toEqual(["RoseHeels"]);
  });

  it("matches a search of two characters at the start of a handle", async () => {
    expect(handles(await directory("?q=VE"))).toEqual(["VelvetSoles"]);
    expect(handles(await directory("?q=si"))).toEqual(["SilkVelvet"]);
    expect(await directory("?q=et")).toMatchObject({ muses: [], shown: 0, total: 3 });
  });

  it("combines the search with the other filters and counts only what matches all of them", async () => {
    const zurich = await directory("?q=velvet&city=Zurich");
    expect(handles(zurich)).toEqual(["VelvetSoles"]);
    expect(zurich).toMatchObject({ shown: 1, total: 3 });
  });

  it("reads a blank search as none and trims the search", async () => {
    expect(await directory("?q=%20%20")).toMatchObject({ shown: 3, total: 3 });
    expect(handles(await directory("?q=%20silk%20"))).toEqual(["SilkVelvet"]);
  });

  it("answers a search nobody matches with an empty list, not the demo Muses", async () => {
    expect(await directory("?q=zzz")).toEqual({ muses: [], shown: 0, total: 3, demo: false });
  });

  it("takes %, _ and \\ as the characters they are, never as wildcards", async () => {
    await createProfile({ handle: "Sole_Mate", approval_status: "Approved", created_at: minutesAgo(40) });
    await createProfile({ handle: "SoleXMate", approval_status: "Approved", created_at: minutesAgo(50) });

    expect(handles(await directory("?q=e_m"))).toEqual(["Sole_Mate"]);
    expect(handles(await directory("?q=_ma"))).toEqual(["Sole_Mate"]);
    expect(await directory("?q=%25ma")).toMatchObject({ muses: [], shown: 0 });
    expect(await directory("?q=sole%25mate")).toMatchObject({ muses: [], shown: 0 });
    expect(await directory("?q=%5Cmate")).toMatchObject({ muses: [], shown: 0 });
    expect(await directory("?q=ole%5C")).toMatchObject({ muses: [], shown: 0 });
    // Two characters: the start of a handle, where a wildcard would match them all.
    expect(await directory("?q=s_")).toMatchObject({ muses: [], shown: 0 });
    expect(await directory("?q=%25e")).toMatchObject({ muses: [], shown: 0 });
    expect(await directory("?q=%5Cs")).toMatchObject({ muses: [], shown: 0 });
    expect(await directory("?q=%25%25")).toMatchObject({ muses: [], shown: 0 });
  });

  it("accepts a search as long as a handle (50 characters)", async () => {
    expect(await directory(`?q=${"a".repeat(50)}`)).toMatchObject({ muses: [], shown: 0 });
  });

  it.each([
    [`?q=${"a".repeat(51)}`, "Search must be at most 50 characters"],
    ["?q=v", "Search must be at least 2 characters"],
    ["?q=%20v%20", "Search must be at least 2 characters"],
    ["?q=velvet%00", "Text may not contain NUL characters"],
    ["?sort=oldest", "Please select a valid sort order"],
    ["?sort=Newest", "Please select a valid sort order"],
  ])("refuses %s with a 400", async (search, message) => {
    const response = await call(muses, "GET", `/api/muses${search}`);
    expect(response.status).toBe(400);
    expect(response.data.error).toMatchObject({ code: "invalid_input", message });
    expect(response.headers.get("netlify-cdn-cache-control")).toBeNull();
  });

  it("lets the pages read a search or an order they cannot use as none", async () => {
    const page = new URL(`http://localhost/directory?q=${"a".repeat(51)}&sort=oldest`);
    const headers = new Headers();
    const { query, list } = await readDirectory(page, headers);
    expect(query).toMatchObject({ q: undefined, sort: "newest" });
    expect((await readDirectory(new URL("http://localhost/directory?q=v"), new Headers())).query.q).toBeUndefined();
    expect(list).toMatchObject({ shown: 5, total: 5, demo: false });
    expect(headers.get("netlify-vary")).toBe("query=city|category|verified|available|q|sort|offset|limit");
  });

  it("keeps a cached answer apart for each search and order", async () => {
    const response = await call(muses, "GET", "/api/muses?q=velvet&sort=updated");
    expect(response.headers.get("netlify-vary")).toBe("query=city|category|verified|available|q|sort|offset|limit");
    expect(response.headers.get("netlify-cache-tag")).toBe("muses");
  });

  it("is served by one index of the city and the handle's trigrams wherever the database has the extensions", async () => {
    const available = await queryOne<{ available: boolean }>(
      `SELECT count(*) = 2 AS available FROM pg_available_extensions WHERE name IN ('pg_trgm', 'btree_gin')`,
    );
    const indexes = await query<{ name: string; definition: string }>(
      `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
        WHERE tablename = 'profiles' AND indexdef LIKE '%gin_trgm_ops%'`,
    );
    if (available!.available) {
      expect(indexes).toHaveLength(1);
      expect(indexes[0]!.definition).toMatch(
        /profiles_city_handle_search_idx .*gin \(city, lower\(handle\) gin_trgm_ops\) WITH \(fastupdate='?off'?\) WHERE listed/,
      );
    } else expect(indexes).toEqual([]);
  });
});

describe("sort", () => {
  let ids: Record<string, string>;

  it("orders by newest first by default and with sort=newest, the id breaking ties", async () => {
    await query(`DELETE FROM profiles`);
    const same = minutesAgo(60);
    const rows = {
      older: await createProfile({ handle: "Older", approval_status: "Approved", created_at: minutesAgo(120) }),
      twinA: await createProfile({ handle: "TwinA", approval_status: "Approved", created_at: same }),
      twinB: await createProfile({ handle: "TwinB", approval_status: "Approved", created_at: same }),
      newest: await createProfile({ handle: "Newest", approval_status: "Approved", created_at: minutesAgo(5) }),
    };
    ids = Object.fromEntries(Object.entries(rows).map(([name, row]) => [name, row.id as string]));
    const twins = [rows.twinA, rows.twinB].sort((a, b) => (a.id < b.id ? -1 : 1)).map((row) => row.handle);

    expect(handles(await directory(""))).toEqual(["Newest", ...twins, "Older"]);
    expect(handles(await directory("?sort=newest"))).toEqual(["Newest", ...twins, "Older"]);
  });

  it("orders by the last update with sort=updated", async () => {
    await query(`UPDATE profiles SET updated_at = now() - interval '1 day'`);
    await query(`UPDATE profiles SET updated_at = now() - interval '1 minute' WHERE id = $1`, [ids.older]);
    await query(`UPDATE profiles SET updated_at = now() - interval '2 minutes' WHERE id = $1`, [ids.twinB]);

    // Newest and TwinA were updated in the same statement: the id decides between them.
    const tied = [
      ["Newest", ids.newest!],
      ["TwinA", ids.twinA!],
    ].sort((a, b) => (a[1]! < b[1]! ? -1 : 1));
    expect(handles(await directory("?sort=updated"))).toEqual(["Older", "TwinB", ...tied.map(([handle]) => handle)]);
  });

  it("puts photo-verified Muses first with sort=verified, each part newest first", async () => {
    await query(`UPDATE profiles SET photo_verified_at = now() - interval '3 days' WHERE id = ANY($1)`, [
      [ids.older, ids.twinB],
    ]);

    expect(handles(await directory("?sort=verified"))).toEqual(["TwinB", "Older", "Newest", "TwinA"]);
    // The filter and the order together: only the verified ones, in the same order.
    expect(handles(await directory("?verified=photo&sort=verified"))).toEqual(["TwinB", "Older"]);
  });

  it("pages through an order without skipping or repeating a Muse", async () => {
    for (const sort of ["newest", "updated", "verified"]) {
      const whole = handles(await directory(`?sort=${sort}`));
      const paged: string[] = [];
      for (let offset = 0; offset < whole.length; offset += 1)
        paged.push(...handles(await directory(`?sort=${sort}&limit=1&offset=${offset}`)));
      expect(paged, sort).toEqual(whole);
    }
  });

  it("sorts a search too, and counts its matches", async () => {
    const twins = await directory("?q=twin&sort=verified");
    expect(handles(twins)).toEqual(["TwinB", "TwinA"]);
    expect(twins).toMatchObject({ shown: 2, total: 4 });
  });
});

describe("a city's visitors", () => {
  it("are searched and sorted among the city's own Muses, and counted with them", async () => {
    await query(`DELETE FROM profiles`);
    const today = siteToday();
    await createProfile({
      handle: "ZurichRose",
      approval_status: "Approved",
      city: "Zurich",
      created_at: minutesAgo(30),
    });
    await createProfile({
      handle: "ZurichIvy",
      approval_status: "Approved",
      city: "Zurich",
      created_at: minutesAgo(20),
    });
    const visitor = await createProfile({
      handle: "BerlinRose",
      approval_status: "Approved",
      city: "Berlin",
      created_at: minutesAgo(40),
      photo_verified_at: new Date(),
    });
    await query(`INSERT INTO profile_visits (profile_id, city, starts_on, ends_on) VALUES ($1, 'Zurich', $2, $2)`, [
      visitor.id,
      today,
    ]);

    const roses = await directory("?city=Zurich&q=rose");
    expect(handles(roses)).toEqual(["ZurichRose", "BerlinRose"]);
    expect(roses).toMatchObject({ shown: 2, total: 3 });
    expect(handles(await directory("?city=Zurich&sort=verified"))).toEqual(["BerlinRose", "ZurichIvy", "ZurichRose"]);
    expect(handles(await directory("?city=Zurich&q=ro&sort=verified"))).toEqual([]);
    expect(handles(await directory("?city=Zurich&q=be"))).toEqual(["BerlinRose"]);
  });
});

describe("what moves a Muse up in Recently updated", () => {
  async function listedMuse(handle: string) {
    const user = await createUser(["muse"], "muse");
    const profile = await createProfile({ handle, user_id: user.id, approval_status: "Approved" });
    await query(`UPDATE profiles SET updated_at = now() - interval '1 day' WHERE id = $1`, [profile.id]);
    return { ...user, profile };
  }
  const first = async () => handles(await directory("?sort=updated&limit=1"))[0];

  it("a new gallery picture moves her to the top", async () => {
    await query(`UPDATE profiles SET updated_at = now() - interval '2 days'`);
    const muse = await listedMuse("GalleryMuse");
    await createProfile({ handle: "FreshlyEdited", approval_status: "Approved" });
    expect(await first()).toBe("FreshlyEdited");

    const uploaded = await call(dashboard, "POST", "/api/dashboard/gallery", {
      form: galleryForm(upload(await pngImage(), "pic.png", "image/png")),
      cookie: muse.cookie,
    });
    expect(uploaded.status, uploaded.text).toBe(201);
    expect(await first()).toBe("GalleryMuse");
  });

  it("a changed caption, a new order and a deleted picture each move her to the top", async () => {
    const muse = await listedMuse("CaptionMuse");
    // Her own pictures: two, so there is an order to change.
    for (let i = 0; i < 2; i += 1) {
      const uploaded = await call(dashboard, "POST", "/api/dashboard/gallery", {
        form: galleryForm(upload(await pngImage(), "pic.png", "image/png")),
        cookie: muse.cookie,
      });
      expect(uploaded.status).toBe(201);
    }
    const own = await query<{ id: string }>(
      `SELECT id FROM muse_gallery WHERE profile_id = $1 ORDER BY display_order`,
      [muse.profile.id],
    );
    const pushBack = () =>
      query(`UPDATE profiles SET updated_at = now() - interval '1 day' WHERE id = $1`, [muse.profile.id]);

    await pushBack();
    expect(await first()).not.toBe("CaptionMuse");
    const captioned = await call(dashboard, "PATCH", `/api/dashboard/gallery/${own[0]!.id}`, {
      json: { caption: "At the lake" },
      cookie: muse.cookie,
      params: { id: own[0]!.id },
    });
    expect(captioned.status, captioned.text).toBe(200);
    expect(await first()).toBe("CaptionMuse");

    await pushBack();
    const reordered = await call(dashboard, "PUT", "/api/dashboard/gallery/order", {
      json: { ids: [own[1]!.id, own[0]!.id] },
      cookie: muse.cookie,
    });
    expect(reordered.status, reordered.text).toBe(200);
    expect(await first()).toBe("CaptionMuse");

    await pushBack();
    const deleted = await call(dashboard, "DELETE", `/api/dashboard/gallery/${own[0]!.id}`, {
      cookie: muse.cookie,
      params: { id: own[0]!.id },
    });
    expect(deleted.status, deleted.text).toBe(200);
    expect(await first()).toBe("CaptionMuse");
  });

  it("an admin's private note does not", async () => {
    const muse = await listedMuse("NotedMuse");
    const admin = await createUser(["admin"]);
    const before = await first();
    expect(before).not.toBe("NotedMuse");

    const noted = await call(applications, "PATCH", `/api/applications/${muse.profile.id}`, {
      json: { admin_notes: "Asked about her references." },
      cookie: admin.cookie,
      params: { id: muse.profile.id },
    });
    expect(noted.status, noted.text).toBe(200);
    expect(await first()).toBe(before);
  });
});
