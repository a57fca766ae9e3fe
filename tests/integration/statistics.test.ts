import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import statistics from "../../netlify/functions/statistics.mts";
import messages from "../../netlify/functions/messages.mts";
import { query } from "../../functions/db/index.ts";
import { BEACON_LIMIT, resetBeaconLimits } from "../../functions/statistics/count.ts";
import { call, createProfile, createUser } from "../support/api.ts";
import { siteToday } from "../../src/domain/site-day.ts";
import { STATISTICS_DAYS } from "../../src/domain/statistics.ts";

/**
 * A Muse's statistics (issue 48, decision 0067): counts per day and event, sent by a page without cookies, counted
 * for visitors (not bots) up to a limit per address held in memory, stored without any trace of the visitor, and read
 * by her and by admins only.
 */

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

async function muse(fields: Record<string, unknown> = {}) {
  const user = await createUser(["muse"], "muse");
  await query(`UPDATE users SET email_verified_at = now() WHERE id = $1`, [user.id]);
  const profile = await createProfile({ user_id: user.id, approval_status: "Approved", ...fields });
  return { ...user, profile, handle: profile.handle as string };
}

const beacon = (handle: string, event: string, options: { ip?: string; userAgent?: string; cookie?: string } = {}) =>
  call(statistics, "POST", "/api/statistics", {
    json: { handle, event },
    ip: options.ip ?? "198.51.100.7",
    cookie: options.cookie,
    headers: { "user-agent": options.userAgent ?? BROWSER },
  });
const read = (handle: string, cookie?: string) =>
  call(statistics, "GET", `/api/statistics/${handle}`, { cookie, params: { handle } });
const stored = (profileId: string) =>
  query<Record<string, unknown>>(
    `SELECT profile_id, to_char(day, 'YYYY-MM-DD') AS day, event, count FROM muse_statistics WHERE profile_id = $1
      ORDER BY event`,
    [profileId],
  );

beforeEach(() => resetBeaconLimits());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe("counting (POST /api/statistics)", () => {
  it("adds one a view or a click to her count of the day, and stores nothing of the visitor", async () => {
    const her = await muse();
    for (let view = 0; view < 3; view += 1) expect((await beacon(her.handle, "view")).status).toBe(204);
    await beacon(her.handle.toUpperCase(), "telegram");
    // A signed-in visitor's cookie changes nothing: the beacon never reads it.
    const seeker = await createUser();
    await beacon(her.handle, "shortlist", { cookie: seeker.cookie });
    const today = siteToday();
    expect(await stored(her.profile.id)).toEqual([
      { profile_id: her.profile.id, day: today, event: "shortlist", count: 1 },
      { profile_id: her.profile.id, day: today, event: "telegram", count: 1 },
      { profile_id: her.profile.id, day: today, event: "view", count: 3 },
    ]);
    // The table has these four columns and no other: no address, no agent, no visitor, no time of day.
    const columns = await query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'muse_statistics' ORDER BY column_name`,
    );
    expect(columns.map((column) => column.column_name)).toEqual(["count", "day", "event", "profile_id"]);
    const traces = await query(
      `SELECT 1 FROM muse_statistics s WHERE s::text LIKE '%198.51.100.7%' OR s::text LIKE '%' || $1 || '%'`,
      [seeker.id],
    );
    expect(traces).toEqual([]);
  });

  it("ignores bots, handles that name no listed Muse, and an address past its limit", async () => {
    const her = await muse();
    const paused = await muse({ paused_at: new Date() });
    for (const userAgent of [
      "Googlebot/2.1 (+http://www.google.com/bot.html)",
      "curl/8.5.0",
      "",
      "facebookexternalhit/1.1",
    ])
      expect((await beacon(her.handle, "view", { userAgent })).status).toBe(204);
    await beacon(paused.handle, "view");
    await beacon("nobody-here", "view");
    expect(await stored(her.profile.id)).toEqual([]);
    expect(await stored(paused.profile.id)).toEqual([]);

    // The limit is on wherever RATE_LIMITS does not lift it (as the end-to-end server does). The clock stands at noon in
    // Zurich, so the window that passes below does not carry the last view into the next day's row.
    vi.stubEnv("RATE_LIMITS", "on");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.parse("2026-06-15T10:00:00Z") });
    for (let hit = 0; hit < BEACON_LIMIT.max + 5; hit += 1) await beacon(her.handle, "view", { ip: "203.0.113.9" });
    expect((await stored(her.profile.id))[0]).toMatchObject({ event: "view", count: BEACON_LIMIT.max });
    // Another address is counted; the first again once its window has passed.
    await beacon(her.handle, "view", { ip: "203.0.113.10" });
    vi.setSystemTime(Date.now() + BEACON_LIMIT.windowMs);
    await beacon(her.handle, "view", { ip: "203.0.113.9" });
    expect(await stored(her.profile.id)).toEqual([
      { profile_id: her.profile.id, day: "2026-06-15", event: "view", count: BEACON_LIMIT.max + 2 },
    ]);
  });

  it("counts a message she receives, and not her answer", async () => {
    const her = await muse();
    const him = await createUser();
    await query(`UPDATE users SET email_verified_at = now(), display_name = 'Tom' WHERE id = $1`, [him.id]);
    const text = "Hello, I loved your profile and would like to meet in Basel next week.";
    const sent = await call(messages, "POST", "/api/messages", {
      cookie: him.cookie,
      json: { handle: her.handle, text },
    });
    expect(sent.status).toBe(201);
    const id = sent.data.id as string;
    await call(messages, "POST", `/api/messages/${id}`, { cookie: her.cookie, params: { id }, json: { text } });
    await call(messages, "POST", `/api/messages/${id}`, { cookie: him.cookie, params: { id }, json: { text } });
    expect(await stored(her.profile.id)).toEqual([
      { profile_id: her.profile.id, day: siteToday(), event: "message", count: 2 },
    ]);
  });
});

describe("reading (GET /api/statistics/{handle})", () => {
  it("gives her and admins the last 30 days, every day and event, with totals; nobody else", async () => {
    const her = await muse();
    await beacon(her.handle, "view");
    await beacon(her.handle, "view");
    await beacon(her.handle, "call");
    await query(
      `INSERT INTO muse_statistics (profile_id, day, event, count) VALUES
         ($1, $2::date - 29, 'view', 5), ($1, $2::date - 30, 'view', 100)`,
      [her.profile.id, siteToday()],
    );
    const own = await read(her.handle, her.cookie);
    expect(own.status).toBe(200);
    expect(own.headers.get("cache-control")).not.toContain("public");
    expect(own.data.days).toHaveLength(STATISTICS_DAYS);
    expect(own.data.days.at(-1)).toEqual({ day: siteToday(), counts: expect.objectContaining({ view: 2, call: 1 }) });
    expect(own.data.days[0].counts.view).toBe(5);
    // The day before the 30 is not counted.
    expect(own.data.totals).toEqual({
      view: 7,
      telegram: 0,
      whatsapp: 0,
      call: 1,
      email: 0,
      send_message: 0,
      shortlist: 0,
      message: 0,
    });
    const admin = await createUser(["admin"]);
    expect((await read(her.handle.toLowerCase(), admin.cookie)).data.totals.view).toBe(7);
    expect((await read("nobody-here", admin.cookie)).status).toBe(404);
    const other = await muse();
    expect((await read(her.handle, other.cookie)).status).toBe(403);
    expect((await read("nobody-here", other.cookie)).status).toBe(403);
    expect((await read(her.handle)).status).toBe(401);
  });
});
