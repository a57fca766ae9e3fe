import statistics from "../../netlify/functions/statistics.mts";
import { query } from "../../functions/db/index.ts";
import { resetBeaconLimits } from "../../functions/statistics/count.ts";
import { BEACON_EVENTS } from "../../src/domain/statistics.ts";
import { ms, onProductionDatabase, withBenchDatabase, type Timing } from "./lib.ts";

/**
 * `node scripts/bench/statistics.ts`: a Muse's statistics (decision 0067) counted through the real handler, 100
 * beacons at once, again and again: each adds one to a row (profile, day, event) that many of them share, so this
 * measures the upsert under contention on the same rows. One process answers all 100, through its pool of 10
 * connections (pg's default), so a beacon's time includes its wait for a connection: on Netlify each instance answers
 * one at a time. Goals: every beacon counted (no update lost), and a beacon's answer within 250 ms at the 95th
 * percentile of such a burst (reported with the median).
 */

const RUN = { rounds: 30, concurrent: 100, warmUpRounds: 3, goalMs: 250 } as const;
/** Ten Muses, so the 100 beacons of a round fall on 10 × 7 rows. */
const MUSES = 10;
const PREFIX = "BenchStatistics";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

async function beacon(index: number): Promise<number> {
  const started = performance.now();
  const response = await statistics(
    new Request("http://localhost/api/statistics", {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": BROWSER },
      body: JSON.stringify({ handle: `${PREFIX}${index % MUSES}`, event: BEACON_EVENTS[index % BEACON_EVENTS.length] }),
    }),
    // Each beacon its own address: the limit per address is not what is measured.
    { params: {}, ip: `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}` },
  );
  if (response.status !== 204) throw new Error(`POST /api/statistics answered ${response.status}`);
  return performance.now() - started;
}

async function measureAll(): Promise<boolean> {
  await query(
    `INSERT INTO profiles (handle, bio, city, categories, approval_status, approved_at, phone_number)
     SELECT $1 || n, 'A discreet benchmark Muse whose statistics are counted.', 'Zurich', ARRAY['Foot Worship'],
            'Approved', now(), '+41 79 000 00 00'
       FROM generate_series(0, $2::int - 1) AS n`,
    [PREFIX, MUSES],
  );
  const durations: number[] = [];
  let sent = 0;
  for (let round = 0; round < RUN.warmUpRounds + RUN.rounds; round += 1) {
    resetBeaconLimits();
    const times = await Promise.all(Array.from({ length: RUN.concurrent }, () => beacon(sent++)));
    if (round >= RUN.warmUpRounds) durations.push(...times);
  }
  durations.sort((a, b) => a - b);
  const timing: Timing = { median: percentile(durations, 0.5), p95: percentile(durations, 0.95) };
  const counted = await query<{ total: number }>(
    `SELECT coalesce(sum(s.count), 0)::int AS total FROM muse_statistics s JOIN profiles p ON p.id = s.profile_id
      WHERE p.handle LIKE $1 || '%'`,
    [PREFIX],
  );
  const allCounted = counted[0]!.total === sent;
  const met = timing.p95 <= RUN.goalMs;
  console.log(`${RUN.rounds} rounds of ${RUN.concurrent} beacons at once (after ${RUN.warmUpRounds} to warm up):`);
  console.log(`\n| request | median | p95 (goal <= ${RUN.goalMs} ms) | counted |`);
  console.log("|---|---:|---:|---:|");
  console.log(
    `| POST /api/statistics, ${RUN.concurrent} at once | ${ms(timing.median)} | ${ms(timing.p95)}${met ? "" : " OVER"} | ${counted[0]!.total} of ${sent} |`,
  );
  return met && allCounted;
}

export function run(): Promise<boolean> {
  return onProductionDatabase(() =>
    withBenchDatabase(measureAll, async () => {
      await query(`DELETE FROM profiles WHERE handle LIKE $1 || '%'`, [PREFIX]);
    }),
  );
}

if (import.meta.main) process.exit((await run()) ? 0 : 1);
