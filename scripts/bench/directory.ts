import muses from "../../netlify/functions/muses.mts";
import { query } from "../../functions/db/index.ts";
import { directoryQueries } from "../../functions/muses/directory.ts";
import { directoryQuerySchema } from "../../src/domain/directory.ts";
import { CITIES } from "../../src/domain/cities.ts";
import { CATEGORIES } from "../../src/domain/options.ts";
import { ms, time, withBenchDatabase, type Timing } from "./lib.ts";

/**
 * `node scripts/bench/directory.ts`: GET /api/muses through the real handler at 1,000, 10,000 and 100,000 Approved
 * muses (unfiltered, by city, by category), and the query plans at 100,000. Uses an in-memory embedded
 * database, or NETLIFY_DB_URL when set (its benchmark rows are removed again at the end).
 */

const SAMPLES = 200;
/** Issue goal: the directory answers within 20 ms (p95) at 100,000 listed muses. */
const P95_GOAL_MS = 20;
const WARM_UP = 10;
export const HANDLE_PREFIX = "BenchMuse";

const QUERIES = [
  { name: "unfiltered", filters: {} },
  { name: "city=Zurich", filters: { city: "Zurich" } },
  { name: "category=Pedicure Sessions", filters: { category: "Pedicure Sessions" } },
] as const;

/** Muses numbered from..to, spread over every city and category, one minute apart, all Approved. */
export async function insertApprovedMuses(from: number, to: number): Promise<void> {
  await query(
    `INSERT INTO profiles (handle, bio, city, categories, availability_status, approval_status, reviewed_at,
       reviewed_by, approved_at, spoken_languages, profile_picture_url, feet_picture_url, created_at)
     SELECT $3 || n,
            'A discreet benchmark Muse, number ' || n || ', who loves elegant heels and long walks.',
            ($4::text[])[1 + n % cardinality($4::text[])],
            ARRAY[($5::text[])[1 + n % cardinality($5::text[])], ($5::text[])[1 + (n / 7) % cardinality($5::text[])]],
            'Available', 'Approved', now(), 'admin', now(), ARRAY['English', 'German'],
            '/api/images/muse-profile-pictures/' || gen_random_uuid(), '/api/images/muse-profile-pictures/' || gen_random_uuid(),
            now() - make_interval(mins => n)
       FROM generate_series($1::int, $2::int) AS n`,
    [from, to, HANDLE_PREFIX, CITIES, CATEGORIES],
  );
  await query(`ANALYZE profiles`);
}

function directoryRequest(filters: Record<string, string>): Request {
  const url = new URL("http://localhost/api/muses");
  for (const [key, value] of Object.entries(filters)) url.searchParams.set(key, value);
  return new Request(url);
}

function measure(filters: Record<string, string>, expectedTotal: number): Promise<Timing> {
  return time(
    async () => {
      const response = await muses(directoryRequest(filters), { params: {} });
      const body = (await response.json()) as { total: number; demo: boolean; muses: unknown[] };
      if (response.status !== 200 || body.demo || body.total < expectedTotal || body.muses.length === 0) {
        throw new Error(`Unexpected directory answer: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
      }
    },
    SAMPLES,
    WARM_UP,
  );
}

const INDEX_NODE = /(Index Only Scan|Index Scan|Bitmap Index Scan)(?: Backward)?(?: using| on) (\w+)/g;

async function explain(
  filters: Record<string, string>,
): Promise<{ statement: string; indexes: string[]; plan: string[] }[]> {
  const { page, counts } = directoryQueries(directoryQuerySchema.parse(filters));
  const plans = [];
  for (const [statement, { text, params }] of [
    ["page", page],
    ["counts", counts],
  ] as const) {
    const rows = await query<{ "QUERY PLAN": string }>(`EXPLAIN ${text}`, params);
    const plan = rows.map((row) => row["QUERY PLAN"]);
    const indexes = [...new Set(plan.flatMap((line) => [...line.matchAll(INDEX_NODE)].map((match) => match[2]!)))];
    plans.push({ statement, indexes, plan });
  }
  return plans;
}

export function run(): Promise<void> {
  return withBenchDatabase(measureAll, async () => {
    await query(`DELETE FROM profiles WHERE handle LIKE $1 || '%'`, [HANDLE_PREFIX]);
  });
}

async function measureAll(): Promise<void> {
  const results: Record<string, Record<number, Timing>> = {};
  let inserted = 0;
  for (const size of [1_000, 10_000, 100_000]) {
    const started = performance.now();
    await insertApprovedMuses(inserted + 1, size);
    inserted = size;
    console.log(
      `\n${size.toLocaleString("en-US")} Approved muses (inserted in ${ms(performance.now() - started)}), ${SAMPLES} requests each:`,
    );
    for (const { name, filters } of QUERIES) {
      const timing = await measure(filters, size);
      (results[name] ??= {})[size] = timing;
      console.log(`  ${name.padEnd(28)} median ${ms(timing.median).padStart(10)}   p95 ${ms(timing.p95).padStart(10)}`);
    }
  }

  console.log(`\n| query | 1k median | 10k median | 100k median | 100k p95 | goal: 100k p95 ≤ ${P95_GOAL_MS} ms |`);
  console.log("|---|---:|---:|---:|---:|---|");
  for (const { name } of QUERIES) {
    const [small, medium, large] = [1_000, 10_000, 100_000].map((size) => results[name]![size]!);
    const verdict = large!.p95 <= P95_GOAL_MS ? "met" : "NOT MET";
    console.log(
      `| ${name} | ${ms(small!.median)} | ${ms(medium!.median)} | ${ms(large!.median)} | ${ms(large!.p95)} | ${verdict} |`,
    );
  }

  console.log("\nQuery plans at 100,000 muses:");
  for (const { name, filters } of QUERIES) {
    for (const { statement, indexes, plan } of await explain(filters)) {
      const verdict = indexes.length > 0 ? `uses index ${indexes.join(", ")}` : "NO INDEX (sequential scan)";
      console.log(`\n  ${name}, ${statement}: ${verdict}`);
      for (const line of plan) console.log(`    ${line}`);
    }
  }
}

if (import.meta.main) await run();
