import { query, type Queryable } from "../db/index.ts";
import { readJson } from "../http/request.ts";
import type { Call } from "../http/route.ts";
import { siteToday } from "../../src/domain/site-day.ts";
import { beaconSchema } from "../../src/domain/beacon.ts";
import type { StatisticsEvent } from "../../src/domain/statistics.ts";

/**
 * Counting a Muse's statistics (decision 0067): one row per Muse, day and event, whose count goes up by one. Nothing
 * of the visitor is stored: no address, no identifier, no time of day; the address is held in this instance's memory
 * for the limit below, and only there.
 */

/**
 * Who is not a visitor: crawlers, link previews, monitors and command-line clients, by their User-Agent. Headless
 * browsers are not on it: some people browse with them, and the site's own browser tests do.
 */
const BOT_USER_AGENT =
  /bot|crawl|spider|slurp|scrap|archiver|fetch|preview|facebookexternalhit|whatsapp|telegram|discord|slack|lighthouse|pingdom|uptime|monitor|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|libwww|httpclient/i;

export const isBot = (userAgent: string | null): boolean => !userAgent || BOT_USER_AGENT.test(userAgent);

/** Per client address, at most this many events a window are counted; the rest are dropped without a word. */
export const BEACON_LIMIT = { max: 30, windowMs: 10 * 60_000 } as const;
/** Beyond this many addresses the oldest windows are forgotten first, so the memory stays small. */
const MAX_ADDRESSES = 10_000;

const windows = new Map<string, { startedAt: number; hits: number }>();

/**
 * Whether one more event from `ip` is counted, in this instance's memory (no database, no log). RATE_LIMITS=off (the
 * end-to-end server, where every browser is 127.0.0.1) counts them all, as it lifts the other limits.
 */
export function withinBeaconLimit(ip: string, now = Date.now()): boolean {
  if (process.env.RATE_LIMITS === "off") return true;
  const window = windows.get(ip);
  if (!window || now - window.startedAt >= BEACON_LIMIT.windowMs) {
    windows.delete(ip);
    if (windows.size >= MAX_ADDRESSES) windows.delete(windows.keys().next().value!);
    windows.set(ip, { startedAt: now, hits: 1 });
    return true;
  }
  window.hits += 1;
  return window.hits <= BEACON_LIMIT.max;
}

/** Forgets every address (tests). */
export function resetBeaconLimits(): void {
  windows.clear();
}

const ADD_ONE = `ON CONFLICT (profile_id, day, event) DO UPDATE SET count = muse_statistics.count + 1`;

/** Adds one to the listed Muse's count of `event` on the site's day; a handle that names no listed Muse counts nothing. */
export async function countEvent(handle: string, event: StatisticsEvent, now = new Date()): Promise<void> {
  await query(
    `INSERT INTO muse_statistics (profile_id, day, event, count)
     SELECT id, $2::date, $3, 1 FROM profiles WHERE lower(handle) = lower($1) AND listed ${ADD_ONE}`,
    [handle, siteToday(now), event],
  );
}

/** A message reached the Muse of a conversation: counted in the transaction that stores it. */
export async function countMessageReceived(tx: Queryable, conversationId: string): Promise<void> {
  await tx.query(
    `INSERT INTO muse_statistics (profile_id, day, event, count)
     SELECT profile_id, $2::date, 'message', 1 FROM conversations WHERE id = $1 AND profile_id IS NOT NULL ${ADD_ONE}`,
    [conversationId, siteToday()],
  );
}

/**
 * POST /api/statistics `{ handle, event }`: a visitor's browser reports a view or a click, without cookies (the page
 * sends it with `credentials: "omit"`, and nothing here reads a session). A bot, an address over its limit and a
 * handle that names no listed Muse are answered as the rest: 204, nothing to learn from the answer.
 */
export async function receiveBeacon(call: Call): Promise<Response> {
  const { handle, event } = await readJson(call.request, beaconSchema);
  if (!isBot(call.request.headers.get("user-agent")) && withinBeaconLimit(call.ip)) {
    await countEvent(handle, event);
  }
  return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
}
