import { afterEach, describe, expect, it, vi } from "vitest";
import dashboard from "../../netlify/functions/dashboard.mts";
import muses from "../../netlify/functions/muses.mts";
import { queryOne } from "../../functions/db/index.ts";
import { CACHE_TAGS } from "../../functions/cache/purge.ts";
import { capturePurges } from "../support/purges.ts";
import { call, createProfile, createUser } from "../support/api.ts";

/**
 * "Available now" (issue 48, decision 0067): a Muse switches it on for 1 to 12 hours and off; it ends by itself, as
 * every read compares it with the clock of the request (moved here: only Date is faked, the database keeps its own
 * timers). The directory filters by it (`available=now`) and sorts by it (`sort=available`), and no answer that shows
 * it is kept by the CDN past its end.
 */

const HOUR = 3_600_000;

async function muse(fields: Record<string, unknown> = {}) {
  const user = await createUser(["muse"], "muse");
  const profile = await createProfile({ user_id: user.id, approval_status: "Approved", city: "Basel", ...fields });
  return { ...user, profile };
}

const switchOn = (cookie: string, hours: unknown) =>
  call(dashboard, "POST", "/api/dashboard/available-now", { json: { hours }, cookie });
const switchOff = (cookie: string) => call(dashboard, "DELETE", "/api/dashboard/available-now", { cookie });
const directory = (query: string) => call(muses, "GET", `/api/muses?${query}`);
const handlesIn = (response: { data: { muses: { handle: string }[] } }) =>
  response.data.muses.map((each) => each.handle);

afterEach(() => vi.useRealTimers());

describe("switching Available now", () => {
  it("ends it after the hours she chose, and says so in the directory and on her profile until then", async () => {
    const { cookie, profile } = await muse();
    const before = Date.now();
    const { purged, result: on } = await capturePurges(() => switchOn(cookie, 2));
    expect(on.status).toBe(200);
    expect(on.data.message).toBe("You are shown as available now.");
    const until = Date.parse(on.data.available_until);
    expect(until - before).toBeGreaterThanOrEqual(2 * HOUR - 1_000);
    expect(until - Date.now()).toBeLessThanOrEqual(2 * HOUR);
    // The directory and her page are dropped from the CDN at once.
    expect(purged).toEqual([[CACHE_TAGS.muses, CACHE_TAGS.muse(profile.handle)]]);

    const page = await call(muses, "GET", `/api/muses/${profile.handle}`);
    expect(page.data.muse.available_until).toBe(on.data.available_until);
    // Kept no longer than it runs, and never stale.
    const kept = page.headers.get("netlify-cdn-cache-control")!;
    expect(kept).not.toContain("stale-while-revalidate");
    expect(Number(kept.match(/s-maxage=(\d+)/)![1])).toBeLessThanOrEqual(300);

    const found = await directory("city=Basel&available=now");
    expect(handlesIn(found)).toContain(profile.handle);
    expect(found.headers.get("netlify-cdn-cache-control")).not.toContain("stale-while-revalidate");

    // Two hours and a second later the same filter no longer finds her.
    vi.useFakeTimers({ toFake: ["Date"], now: until + 1_000 });
    expect(handlesIn(await directory("city=Basel&available=now"))).not.toContain(profile.handle);
    const later = await call(muses, "GET", `/api/muses/${profile.handle}`);
    expect(later.headers.get("netlify-cdn-cache-control")).toContain("s-maxage=300");
  });

  it("switches it off at once, and refuses hours outside 1 to 12", async () => {
    const { cookie, profile } = await muse();
    for (const hours of [0, 13, 1.5, "3", null]) {
      const refused = await switchOn(cookie, hours);
      expect(refused.status, String(hours)).toBe(400);
      expect(refused.data.error.fields.hours).toBe("Please choose from 1 to 12 hours");
    }
    expect((await switchOn(cookie, 12)).status).toBe(200);
    const off = await switchOff(cookie);
    expect(off.data).toMatchObject({ available_until: null, message: "Available now is switched off." });
    const stored = await queryOne(`SELECT available_since, available_until FROM profiles WHERE id = $1`, [profile.id]);
    expect(stored).toEqual({ available_since: null, available_until: null });
    expect(handlesIn(await directory("city=Basel&available=now"))).not.toContain(profile.handle);
  });

  it("is for an Approved Muse only", async () => {
    const pending = await muse({ approval_status: "Pending" });
    const suspended = await muse({ approval_status: "Suspended" });
    for (const { cookie } of [pending, suspended]) expect((await switchOn(cookie, 1)).status).toBe(403);
    expect((await switchOn((await createUser()).cookie, 1)).status).toBe(404);
  });
});

describe("the directory's filter and sort", () => {
  it("lists the available first, the most recently switched on first, then the others newest first", async () => {
    const city = "Lausanne";
    const first = await muse({ city, created_at: new Date(Date.now() - 3 * HOUR) });
    const second = await muse({ city, created_at: new Date(Date.now() - 2 * HOUR) });
    const newest = await muse({ city });
    await switchOn(first.cookie, 1);
    await switchOn(second.cookie, 1);
    const ours = [first, second, newest].map((each) => each.profile.handle);
    const sorted = handlesIn(await directory(`city=${city}&sort=available&limit=100`)).filter((handle) =>
      ours.includes(handle),
    );
    expect(sorted).toEqual([second.profile.handle, first.profile.handle, newest.profile.handle]);
    // The filter counts where it matches.
    const filtered = await directory(`city=${city}&available=now&sort=available`);
    expect(handlesIn(filtered).filter((handle) => ours.includes(handle))).toEqual([
      second.profile.handle,
      first.profile.handle,
    ]);
    expect(filtered.data.shown).toBe(filtered.data.muses.length);
    // Paging through the order skips and repeats nobody.
    const all = handlesIn(await directory(`city=${city}&sort=available&limit=100`));
    const paged: string[] = [];
    for (let offset = 0; offset < all.length; offset += 2)
      paged.push(...handlesIn(await directory(`city=${city}&sort=available&limit=2&offset=${offset}`)));
    expect(paged).toEqual(all);
    // An hour on, the order is the newest first again.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + HOUR + 1_000 });
    const after = handlesIn(await directory(`city=${city}&sort=available&limit=100`)).filter((handle) =>
      ours.includes(handle),
    );
    expect(after).toEqual([newest.profile.handle, second.profile.handle, first.profile.handle]);
  });

  it("refuses an unknown availability filter", async () => {
    const response = await directory("available=soon");
    expect(response.status).toBe(400);
    expect(response.data.error.message).toBe("Unknown availability filter");
  });
});
