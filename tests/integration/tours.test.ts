import { afterEach, describe, expect, it, vi } from "vitest";
import dashboard from "../../netlify/functions/dashboard.mts";
import muses from "../../netlify/functions/muses.mts";
import { query, queryOne } from "../../functions/db/index.ts";
import { purgeListingsOfNewDay, visitingSoon } from "../../functions/muses/visits.ts";
import { CACHE_TAGS } from "../../functions/cache/purge.ts";
import { capturePurges } from "../support/purges.ts";
import { call, createProfile, createUser } from "../support/api.ts";
import { addDays, siteToday } from "../../src/domain/site-day.ts";
import { english } from "../support/messages.ts";
import { RULE_MESSAGES } from "../../src/domain/rule-texts.ts";

/**
 * Tours (issue 32): a Muse plans up to 5 visits to other cities; while one runs she is listed in that city's
 * directory with the visit's last day, and counted there; its city page shows her from 14 days before. The rules hold
 * through the real handlers, also for two adds at once; the public reads follow the site's day, moved here with the
 * clock (only Date is faked: the database and its driver keep their timers).
 */

const messages = RULE_MESSAGES.visit;

async function muse(fields: Record<string, unknown> = {}) {
  const user = await createUser(["muse"], "muse");
  const profile = await createProfile({ user_id: user.id, approval_status: "Approved", city: "Berlin", ...fields });
  return { ...user, profile };
}

const addVisit = (cookie: string, visit: Record<string, unknown>) =>
  call(dashboard, "POST", "/api/dashboard/visits", { json: visit, cookie });
/** A visit to `city` from `from` days after today to `to` days after it. */
const daysFromToday = (city: string, from: number, to: number, today = siteToday()) => ({
  city,
  starts_on: addDays(today, from),
  ends_on: addDays(today, to),
});
const removeVisit = (cookie: string, id: string) =>
  call(dashboard, "DELETE", `/api/dashboard/visits/${id}`, { cookie, params: { id } });
const listVisits = (cookie: string) => call(dashboard, "GET", "/api/dashboard/visits", { cookie });

const storedVisits = (profileId: string) =>
  query<{ city: string; starts_on: string; ends_on: string }>(
    `SELECT city, to_char(starts_on, 'YYYY-MM-DD') AS starts_on, to_char(ends_on, 'YYYY-MM-DD') AS ends_on
       FROM profile_visits WHERE profile_id = $1 ORDER BY starts_on`,
    [profileId],
  );

/** A visit stored as it is, whatever the rules say of its days (a visit planned earlier, now under way or over). */
const storeVisit = (profileId: string, city: string, starts_on: string, ends_on: string) =>
  queryOne<{ id: string }>(
    `INSERT INTO profile_visits (profile_id, city, starts_on, ends_on) VALUES ($1, $2, $3, $4) RETURNING id`,
    [profileId, city, starts_on, ends_on],
  ).then((row) => row!.id);

/** The site's day moved to `day` (noon in Zurich, whatever the season). */
function onDay(day: string): void {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(`${day}T11:00:00Z`));
}

afterEach(() => {
  vi.useRealTimers();
});

async function directory(filters: string) {
  const response = await call(muses, "GET", `/api/muses${filters}`);
  expect(response.status, response.text).toBe(200);
  return response.data as {
    muses: { handle: string; city: string; visiting_until: string | null }[];
    shown: number;
    total: number;
  };
}

/** Where a handle is in a directory answer: her card's `visiting_until`, or "absent". */
async function listing(filters: string, handle: string): Promise<string | null | "absent"> {
  const found = (await directory(`${filters}&limit=100`)).muses.filter((each) => each.handle === handle);
  expect(found.length, `${handle} is listed at most once`).toBeLessThanOrEqual(1);
  return found[0] ? found[0].visiting_until : "absent";
}

describe("a Muse's visits (POST, GET and DELETE /api/dashboard/visits)", () => {
  const today = siteToday();

  it("adds a visit, lists her visits not yet over soonest first, and removes one", async () => {
    const owner = await muse();
    await storeVisit(owner.profile.id, "Vienna", addDays(today, -10), addDays(today, -5));
    const first = await addVisit(owner.cookie, daysFromToday("Zurich", 10, 12));
    expect(first.status, first.text).toBe(201);
    const second = await addVisit(owner.cookie, { city: "Geneva", starts_on: today, ends_on: addDays(today, 2) });
    expect(second.status, second.text).toBe(201);
    expect(second.data.visits.map((visit: { city: string }) => visit.city)).toEqual(["Geneva", "Zurich"]);

    const listed = await listVisits(owner.cookie);
    expect(listed.status).toBe(200);
    expect(listed.data.visits).toEqual([
      { id: expect.any(String), city: "Geneva", starts_on: today, ends_on: addDays(today, 2) },
      { id: expect.any(String), city: "Zurich", starts_on: addDays(today, 10), ends_on: addDays(today, 12) },
    ]);
    const dashboardData = await call(dashboard, "GET", "/api/dashboard/profile", { cookie: owner.cookie });
    expect(dashboardData.data.visits).toEqual(listed.data.visits);

    const removed = await removeVisit(owner.cookie, listed.data.visits[0].id);
    expect(removed.status, removed.text).toBe(200);
    expect(removed.data.visits.map((visit: { city: string }) => visit.city)).toEqual(["Zurich"]);
    expect((await storedVisits(owner.profile.id)).map((visit) => visit.city)).toEqual(["Vienna", "Zurich"]);
  });

  it("refuses each broken rule with its message and stores nothing", async () => {
    const owner = await muse();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ city: "Berlin", starts_on: today, ends_on: today }, "city", messages.ownCity],
      [{ city: "Paris", starts_on: today, ends_on: today }, "city", RULE_MESSAGES.application.city],
      [{ city: "Zurich", starts_on: addDays(today, -1), ends_on: today }, "starts_on", messages.startsInPast],
      [
        { city: "Zurich", starts_on: addDays(today, 3), ends_on: addDays(today, 2) },
        "ends_on",
        messages.endsBeforeStart,
      ],
      [{ city: "Zurich", starts_on: today, ends_on: addDays(today, 61) }, "ends_on", messages.tooFarAhead],
      [{ city: "Zurich", starts_on: "2026-02-30", ends_on: today }, "starts_on", messages.startsOn],
      [{ city: "Zurich", starts_on: today }, "ends_on", messages.endsOn],
    ];
    for (const [visit, field, message] of cases) {
      const response = await addVisit(owner.cookie, visit);
      expect(response.status, JSON.stringify(visit)).toBe(400);
      expect(response.data.error.fields[field]).toBe(english(message));
      expect(response.data.error.fieldKeys[field]).toBe(message);
    }
    expect(await storedVisits(owner.profile.id)).toEqual([]);
    const furthest = await addVisit(owner.cookie, { city: "Zurich", starts_on: today, ends_on: addDays(today, 60) });
    expect(furthest.status, furthest.text).toBe(201);
  });

  it("refuses a visit sharing a day with another of hers, and a sixth one not yet over", async () => {
    const owner = await muse();
    await storeVisit(owner.profile.id, "Hamburg", addDays(today, -20), addDays(today, -1));
    for (const day of [1, 5, 9, 13]) {
      const added = await addVisit(owner.cookie, daysFromToday("Zurich", day, day + 2));
      expect(added.status, added.text).toBe(201);
    }
    const overlapping = await addVisit(owner.cookie, daysFromToday("Basel", 7, 9));
    expect(overlapping.status).toBe(400);
    expect(overlapping.data.error.message).toBe(english(messages.overlap));
    const fifth = await addVisit(owner.cookie, daysFromToday("Basel", 20, 21));
    expect(fifth.status, fifth.text).toBe(201);
    const sixth = await addVisit(owner.cookie, daysFromToday("Basel", 30, 31));
    expect(sixth.status).toBe(400);
    expect(sixth.data.error.message).toBe(english(messages.tooMany));
    // The visit that is over counts for nothing; it is still stored, left out by its date.
    expect(await storedVisits(owner.profile.id)).toHaveLength(6);
  });

  it("lets only one of the adds sent at once through when they overlap, or when each would be the fifth", async () => {
    // As from several tabs: every add passes the rules alone, and only one may pass them together.
    const owner = await muse();
    const overlapping = await Promise.all(
      ["Zurich", "Basel", "Geneva", "Vienna"].map((city, index) =>
        addVisit(owner.cookie, { city, starts_on: addDays(today, 1 + index), ends_on: addDays(today, 5) }),
      ),
    );
    expect(overlapping.map((response) => response.status).sort()).toEqual([201, 400, 400, 400]);
    for (const refused of overlapping.filter((response) => response.status === 400)) {
      expect(refused.data.error.message).toBe(english(messages.overlap));
    }

    for (const day of [10, 15, 20]) {
      await storeVisit(owner.profile.id, "Vienna", addDays(today, day), addDays(today, day));
    }
    const limited = await Promise.all(
      ["Zurich", "Basel", "Geneva", "Hamburg"].map((city, index) =>
        addVisit(owner.cookie, { city, starts_on: addDays(today, 30 + index), ends_on: addDays(today, 30 + index) }),
      ),
    );
    expect(limited.map((response) => response.status).sort()).toEqual([201, 400, 400, 400]);
    for (const refused of limited.filter((response) => response.status === 400)) {
      expect(refused.data.error.message).toBe(english(messages.tooMany));
    }
    expect(await storedVisits(owner.profile.id)).toHaveLength(5);
  });

  it(`answers 404 "${"Visit not found"}" for another Muse's visit and leaves it in place`, async () => {
    const owner = await muse();
    const other = await muse({ city: "Hamburg" });
    const hers = await storeVisit(other.profile.id, "Zurich", today, addDays(today, 2));
    for (const id of [hers, "00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const response = await removeVisit(owner.cookie, id);
      expect(response.status).toBe(404);
      expect(response.data.error.message).toBe("Visit not found");
    }
    expect(await storedVisits(other.profile.id)).toHaveLength(1);
  });

  it("lets a paused or suspended Muse keep and change her visits, and refuses a Pending applicant", async () => {
    const paused = await muse({ paused_at: new Date() });
    const suspended = await muse({ approval_status: "Suspended" });
    for (const owner of [paused, suspended]) {
      const added = await addVisit(owner.cookie, { city: "Zurich", starts_on: today, ends_on: addDays(today, 1) });
      expect(added.status, added.text).toBe(201);
      const removed = await removeVisit(owner.cookie, added.data.visits[0].id);
      expect(removed.status).toBe(200);
    }
    const pending = await muse({ approval_status: "Pending" });
    expect((await addVisit(pending.cookie, { city: "Zurich", starts_on: today, ends_on: today })).status).toBe(403);
    expect((await listVisits(pending.cookie)).status).toBe(403);
    expect(await storedVisits(pending.profile.id)).toEqual([]);
  });
});

describe("a visit in the directory and on the city page", () => {
  const first = "2026-12-03";
  const last = "2026-12-06";

  it("lists a Berlin Muse in Zurich with the visit's last day while it runs, and only then", async () => {
    const visitor = await muse({ categories: ["Foot Worship"] });
    const resident = await muse({ city: "Zurich" });
    await storeVisit(visitor.profile.id, "Zurich", first, last);
    const handle = visitor.profile.handle;

    for (const [day, expected] of [
      ["2026-12-02", "absent"],
      [first, last],
      ["2026-12-04", last],
      [last, last],
      ["2026-12-07", "absent"],
    ] as const) {
      onDay(day);
      expect(await listing("?city=Zurich", handle), day).toBe(expected);
      // In her own city and in the whole directory, she is listed once, as one of Berlin's.
      expect(await listing("?city=Berlin", handle), day).toBeNull();
      expect(await listing("?city=all", handle), day).toBeNull();
      expect(await listing("?city=Zurich", resident.profile.handle), day).toBeNull();
    }
  });

  it("counts the visitors in the city's count line, with the service and verification filters", async () => {
    onDay("2027-03-10");
    const before = await directory("?city=Amsterdam");
    const beforeService = await directory("?city=Amsterdam&category=Pedicure%20Sessions");
    const visitor = await muse({ categories: ["Pedicure Sessions"], photo_verified_at: new Date() });
    await muse({ city: "Amsterdam", categories: ["Foot Worship"] });
    await storeVisit(visitor.profile.id, "Amsterdam", "2027-03-09", "2027-03-11");

    const now = await directory("?city=Amsterdam");
    expect(now.shown).toBe(before.shown + 2);
    expect(now.muses).toHaveLength(now.shown);
    expect((await directory("?city=Amsterdam&category=Pedicure%20Sessions")).shown).toBe(beforeService.shown + 1);
    expect((await directory("?city=Amsterdam&category=Foot%20Worship")).muses.map((each) => each.handle)).not.toContain(
      visitor.profile.handle,
    );
    const verified = await directory("?city=Amsterdam&verified=photo");
    expect(verified.muses.map((each) => each.handle)).toContain(visitor.profile.handle);
    expect(verified.shown).toBe(verified.muses.length);
    // The whole directory counts every Muse once.
    expect(now.total).toBe((await directory("")).shown);

    onDay("2027-03-12");
    expect((await directory("?city=Amsterdam")).shown).toBe(before.shown + 1);
  });

  it("shows a paused or suspended visitor nowhere, and a Muse who moved to the city she visits once", async () => {
    onDay("2027-04-10");
    const paused = await muse({ paused_at: new Date() });
    const suspended = await muse({ approval_status: "Suspended" });
    const moved = await muse({ city: "Lausanne" });
    for (const each of [paused, suspended, moved])
      await storeVisit(each.profile.id, "Lausanne", "2027-04-09", "2027-04-12");
    const before = await directory("?city=Lausanne");

    expect(await listing("?city=Lausanne", paused.profile.handle)).toBe("absent");
    expect(await listing("?city=Lausanne", suspended.profile.handle)).toBe("absent");
    expect(await listing("?city=Lausanne", moved.profile.handle)).toBeNull();
    expect(before.shown).toBe(before.muses.length);
    const soon = (await visitingSoon("Lausanne", "2027-04-10")).map((visitor) => visitor.handle);
    expect(soon).not.toContain(paused.profile.handle);
    expect(soon).not.toContain(suspended.profile.handle);
    expect(soon).not.toContain(moved.profile.handle);

    await query(`UPDATE profiles SET paused_at = NULL WHERE id = $1`, [paused.profile.id]);
    expect(await listing("?city=Lausanne", paused.profile.handle)).toBe("2027-04-12");
    expect((await directory("?city=Lausanne")).shown).toBe(before.shown + 1);
  });

  it("shows on the city page the visits running now or starting within 14 days, the first to arrive first", async () => {
    const day = "2027-05-01";
    const running = await muse();
    const inTwoWeeks = await muse({ city: "Vienna" });
    const tooLate = await muse({ city: "Basel" });
    const over = await muse({ city: "Geneva" });
    await storeVisit(running.profile.id, "Warsaw", "2027-04-28", "2027-05-02");
    await storeVisit(inTwoWeeks.profile.id, "Warsaw", addDays(day, 14), addDays(day, 20));
    await storeVisit(tooLate.profile.id, "Warsaw", addDays(day, 15), addDays(day, 20));
    await storeVisit(over.profile.id, "Warsaw", "2027-04-20", "2027-04-30");

    expect(await visitingSoon("Warsaw", day)).toEqual([
      {
        handle: running.profile.handle,
        city: "Berlin",
        profile_picture_url: null,
        starts_on: "2027-04-28",
        ends_on: "2027-05-02",
      },
      {
        handle: inTwoWeeks.profile.handle,
        city: "Vienna",
        profile_picture_url: null,
        starts_on: "2027-05-15",
        ends_on: "2027-05-21",
      },
    ]);
  });

  it("lists her visits not yet over on her public profile", async () => {
    onDay("2027-06-10");
    const owner = await muse();
    await storeVisit(owner.profile.id, "Hamburg", "2027-06-01", "2027-06-09");
    await storeVisit(owner.profile.id, "Zurich", "2027-06-20", "2027-06-22");
    await storeVisit(owner.profile.id, "Vienna", "2027-06-10", "2027-06-11");
    // A visit to the city she lives in (she moved there after planning it) is none.
    await storeVisit(owner.profile.id, "Berlin", "2027-06-25", "2027-06-26");
    const handle = owner.profile.handle;
    const response = await call(muses, "GET", `/api/muses/${handle}`, { params: { handle } });
    expect(response.status).toBe(200);
    expect(response.data.visits).toEqual([
      { city: "Vienna", starts_on: "2027-06-10", ends_on: "2027-06-11" },
      { city: "Zurich", starts_on: "2027-06-20", ends_on: "2027-06-22" },
    ]);
  });
});

describe("the start of a new day", () => {
  /** What purgeListingsOfNewDay asks Netlify to purge at `now`, and how many tags it says it purged. */
  async function purgedAt(now: Date): Promise<{ purged: string[][]; count: number }> {
    const { purged, result } = await capturePurges(() => purgeListingsOfNewDay(now));
    return { purged, count: result };
  }

  it("purges the directory and the profiles of the visits that ended yesterday or start today, in the day's first hour only", async () => {
    await query(`DELETE FROM profile_visits`);
    const [ended, arrives, stays, later] = [await muse(), await muse(), await muse(), await muse()];
    await storeVisit(ended.profile.id, "Zurich", "2027-01-10", "2027-01-14");
    await storeVisit(arrives.profile.id, "Vienna", "2027-01-15", "2027-01-16");
    await storeVisit(stays.profile.id, "Hamburg", "2027-01-14", "2027-01-20");
    await storeVisit(later.profile.id, "Basel", "2027-01-29", "2027-01-30");

    // 00:00:05 on 15 January in Zurich (CET, UTC+1), as the hourly run lands.
    const midnight = await purgedAt(new Date("2027-01-14T23:00:05Z"));
    expect(midnight.purged).toHaveLength(1);
    expect(midnight.purged[0]!.sort()).toEqual(
      ["muses", CACHE_TAGS.muse(ended.profile.handle), CACHE_TAGS.muse(arrives.profile.handle)].sort(),
    );
    expect(midnight.count).toBe(3);

    // In summer (CEST, UTC+2) the day starts at 22:00 UTC.
    expect((await purgedAt(new Date("2027-07-14T22:00:05Z"))).purged).toEqual([["muses"]]);
    // Any other hour of the day purges nothing.
    for (const other of ["2027-01-15T00:00:05Z", "2027-01-15T11:00:00Z", "2027-01-14T22:00:05Z"])
      expect(await purgedAt(new Date(other))).toEqual({ purged: [], count: 0 });
  });
});
