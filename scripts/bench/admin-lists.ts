import applications from "../../netlify/functions/applications.mts";
import contacts from "../../netlify/functions/contacts.mts";
import { query } from "../../functions/db/index.ts";
import { CITIES } from "../../src/domain/cities.ts";
import { CATEGORIES } from "../../src/domain/options.ts";
import { adminCookie, ms, time, withBenchDatabase, type Timing } from "./lib.ts";

/**
 * `node scripts/bench/admin-lists.ts`: the admin's paged lists (GET /api/applications, GET /api/contacts) through
 * the real handlers, signed in as an admin, at 1,000 and 10,000 rows. Goal: a page of the list, all or by status,
 * at 10,000 stays within 2x of 1,000 (index on created_at, LIMIT 50). A search reads every row's one lower-cased
 * column, so it grows with the table: its figures are reported, not held to the goal (a trigram index would need
 * pg_trgm, which the embedded local database cannot load).
 */

const SAMPLES = 100;
const WARM_UP = 10;
const MAX_RATIO = 2;
const PREFIX = "BenchApplicant";
const ADMIN_EMAIL = "bench-admin@solemuse.example";

const LISTS = [
  { name: "applications, page 1", handler: applications, path: "/api/applications", goal: true },
  { name: "applications, Pending", handler: applications, path: "/api/applications?status=Pending", goal: true },
  { name: "applications, page 20", handler: applications, path: "/api/applications?page=20", goal: true },
  { name: "applications, search city", handler: applications, path: "/api/applications?q=zurich", goal: false },
  { name: "contacts, page 1", handler: contacts, path: "/api/contacts", goal: true },
  { name: "contacts, unread + search", handler: contacts, path: "/api/contacts?status=unread&q=basel", goal: false },
] as const;

/** Applications numbered from..to: 70 % Approved, 20 % Pending, 10 % Rejected, over every city; and as many contacts. */
async function insertRows(from: number, to: number): Promise<void> {
  await query(
    `INSERT INTO profiles (handle, bio, city, categories, approval_status, reviewed_at, reviewed_by, approved_at,
       rejection_reason, phone_number, email, profile_picture_url, feet_picture_url, created_at)
     SELECT $3 || n, 'A discreet benchmark applicant, number ' || n || ', who loves elegant heels.',
            ($4::text[])[1 + n % cardinality($4::text[])], ARRAY[($5::text[])[1 + n % cardinality($5::text[])]],
            s.status, CASE WHEN s.status <> 'Pending' THEN now() END, CASE WHEN s.status <> 'Pending' THEN 'admin' END,
            CASE WHEN s.status = 'Approved' THEN now() END, CASE WHEN s.status = 'Rejected' THEN 'Blurry' END,
            '+41 79 000 00 00', 'applicant' || n || '@example.test',
            '/api/images/muse-profile-pictures/' || gen_random_uuid(), '/api/images/muse-profile-pictures/' || gen_random_uuid(),
            now() - make_interval(mins => n)
       FROM generate_series($1::int, $2::int) AS n,
            LATERAL (SELECT CASE WHEN n % 10 < 7 THEN 'Approved' WHEN n % 10 < 9 THEN 'Pending' ELSE 'Rejected' END AS status) s`,
    [from, to, PREFIX, CITIES, CATEGORIES],
  );
  await query(
    `INSERT INTO contact_requests (name, email, subject, message, status, created_at)
     SELECT 'Visitor ' || n, 'visitor' || n || '@example.test', 'Question ' || n,
            'Is ' || ($3::text[])[1 + n % cardinality($3::text[])] || ' covered? Message number ' || n,
            CASE WHEN n % 3 = 0 THEN 'unread' ELSE 'read' END, now() - make_interval(mins => n)
       FROM generate_series($1::int, $2::int) AS n`,
    [from, to, CITIES],
  );
  await query(`ANALYZE profiles`);
  await query(`ANALYZE contact_requests`);
}

function measure(list: (typeof LISTS)[number], cookie: string): Promise<Timing> {
  return time(
    async () => {
      const response = await list.handler(new Request(`http://localhost${list.path}`, { headers: { cookie } }), {
        params: {},
      });
      const body = (await response.json()) as { matching?: number };
      if (response.status !== 200 || !body.matching) {
        throw new Error(`Unexpected answer for ${list.path}: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
      }
    },
    SAMPLES,
    WARM_UP,
  );
}

/** Prints the table and answers whether every list at 10,000 stayed within MAX_RATIO of its 1,000 median. */
async function measureAll(): Promise<boolean> {
  const cookie = await adminCookie(ADMIN_EMAIL);
  const results: Record<string, Record<number, Timing>> = {};
  let inserted = 0;
  for (const size of [1_000, 10_000]) {
    await insertRows(inserted + 1, size);
    inserted = size;
    console.log(`\n${size.toLocaleString("en-US")} applications and contact requests, ${SAMPLES} requests each:`);
    for (const list of LISTS) {
      const timing = await measure(list, cookie);
      (results[list.name] ??= {})[size] = timing;
      console.log(
        `  ${list.name.padEnd(28)} median ${ms(timing.median).padStart(10)}   p95 ${ms(timing.p95).padStart(10)}`,
      );
    }
  }
  console.log(`\n| list | 1k median | 1k p95 | 10k median | 10k p95 | 10k/1k median (goal <= ${MAX_RATIO}x) |`);
  console.log("|---|---:|---:|---:|---:|---:|");
  let ok = true;
  for (const { name, goal } of LISTS) {
    const small = results[name]![1_000]!;
    const large = results[name]![10_000]!;
    const ratio = large.median / small.median;
    const verdict = !goal ? " (search: reported only)" : ratio > MAX_RATIO ? " OVER" : "";
    if (goal) ok &&= ratio <= MAX_RATIO;
    console.log(
      `| ${name} | ${ms(small.median)} | ${ms(small.p95)} | ${ms(large.median)} | ${ms(large.p95)} | ${ratio.toFixed(2)}x${verdict} |`,
    );
  }
  return ok;
}

export function run(): Promise<boolean> {
  return withBenchDatabase(measureAll, async () => {
    await query(`DELETE FROM profiles WHERE handle LIKE $1 || '%'`, [PREFIX]);
    await query(`DELETE FROM contact_requests WHERE email LIKE 'visitor%@example.test'`);
    await query(`DELETE FROM users WHERE email = $1`, [ADMIN_EMAIL]);
  });
}

if (import.meta.main) process.exit((await run()) ? 0 : 1);
