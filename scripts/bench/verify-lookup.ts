import proof from "../../netlify/functions/proof.mts";
import { query } from "../../functions/db/index.ts";
import { runWithoutJit } from "../../functions/moderation/lookalikes.ts";
import { verifiedLookupStatement } from "../../functions/verification/lookup.ts";
import { hexFingerprint } from "../../src/domain/receipts.ts";
import { FINGERPRINTS, PICTURES_PER_PROFILE, PREFIX, storeFingerprints, timeRuns, type Figures } from "./lookalikes.ts";
import { ms, onProductionDatabase, withBenchDatabase } from "./lib.ts";

/**
 * `node scripts/bench/verify-lookup.ts`: "Is this photo a verified Muse?" (decision 0069) with 100,000 stored
 * fingerprints, every one covered by a valid receipt (20,000 photo-verified Muses of 5 pictures), through the real
 * handler: POST /api/verify/lookup with a copy of a stored picture (8 bits flipped), which must find its Muse.
 * Goal: p95 <= 50 ms on a vacuumed table, as the stolen-photo look-up's (lookalikes.ts).
 */
const P95_GOAL_MS = 50;

/** A valid receipt for every benchmark profile, covering its pictures. */
async function issueReceipts(): Promise<void> {
  await query(
    `INSERT INTO verification_receipts (profile_id, handle, kid, jws, issued_at, expires_at)
     SELECT id, handle, 'bench', 'bench', now(), now() + interval '12 months' FROM profiles WHERE handle LIKE $1 || '%'`,
    [PREFIX],
  );
  // A picture of each receipt at a time, as the fingerprints were stored (a busy machine's statement timeout).
  for (let picture = 0; picture < PICTURES_PER_PROFILE; picture += 1) {
    await query(
      `INSERT INTO receipt_pictures (receipt_id, image_url, kind, fingerprint)
       SELECT r.id, f.image_url, 'gallery_image', f.fingerprint
         FROM verification_receipts r
        CROSS JOIN LATERAL (SELECT image_url, fingerprint FROM image_fingerprints f WHERE f.profile_id = r.profile_id
                             ORDER BY image_url OFFSET $2 LIMIT 1) f
        WHERE r.handle LIKE $1 || '%'`,
      [PREFIX, picture],
    );
  }
  await query(`ANALYZE verification_receipts`);
  await query(`ANALYZE receipt_pictures`);
}

async function measure(): Promise<boolean> {
  console.log(`Storing ${FINGERPRINTS.toLocaleString("en-US")} fingerprints, each covered by a receipt...`);
  await storeFingerprints();
  await issueReceipts();
  const [stored] = await query<{ fingerprint: string }>(
    `SELECT fingerprint::text FROM image_fingerprints WHERE image_url LIKE '/api/images/muse-gallery/%' LIMIT 1`,
  );
  let copy = BigInt(stored!.fingerprint);
  for (let bit = 0; bit < 8; bit += 1) copy ^= 1n << BigInt((bit * 7) % 64);
  const fingerprint = hexFingerprint(copy);
  const once = async () => {
    const response = await proof(
      new Request("http://localhost/api/verify/lookup", {
        method: "POST",
        headers: { "content-type": "application/json", origin: "http://localhost" },
        body: JSON.stringify({ fingerprint }),
      }),
      { ip: "127.0.0.1" } as never,
    );
    const body = (await response.json()) as { matches?: unknown[] };
    if (response.status !== 200 || (body.matches?.length ?? 0) < 1) {
      throw new Error(`Unexpected answer: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
    }
  };

  const limits = process.env.RATE_LIMITS;
  process.env.RATE_LIMITS = "off";
  try {
    console.log("Just stored (before VACUUM):");
    const fresh = await timeRuns(once);
    await query(`VACUUM (ANALYZE) image_fingerprints`);
    await query(`VACUUM (ANALYZE) receipt_pictures`);
    console.log("Vacuumed, as autovacuum keeps the tables:");
    const vacuumed = await timeRuns(once);
    const ok = vacuumed.p95 <= P95_GOAL_MS;
    const row = (state: string, { median, p95 }: Figures, goal: string) =>
      `| POST /api/verify/lookup, ${state} | ${FINGERPRINTS.toLocaleString("en-US")} | ${ms(median)} | ${ms(p95)} | ${goal} |`;
    console.log(
      `\n| look-up | fingerprints | median | p95 (worst run) | goal |\n|---|---:|---:|---:|---:|\n` +
        `${row("just stored, before autovacuum", fresh, "none")}\n` +
        `${row("vacuumed", vacuumed, `<= ${P95_GOAL_MS} ms${ok ? "" : " OVER"}`)}`,
    );
    const statement = verifiedLookupStatement(BigInt.asIntN(64, copy).toString());
    const plan = await runWithoutJit<{ "QUERY PLAN": string }>(`EXPLAIN ANALYZE ${statement.text}`, statement.params);
    console.log("\nQuery plan of the look-up, vacuumed (EXPLAIN ANALYZE):\n");
    console.log(plan.map((line) => line["QUERY PLAN"]).join("\n"));
    return ok;
  } finally {
    if (limits === undefined) delete process.env.RATE_LIMITS;
    else process.env.RATE_LIMITS = limits;
  }
}

/** On PostgreSQL, as the stolen-photo look-up's bench (lookalikes.ts) says why. */
export function run(): Promise<boolean> {
  return onProductionDatabase(() =>
    withBenchDatabase(measure, async () => {
      await query(`DELETE FROM verification_receipts WHERE handle LIKE $1 || '%'`, [PREFIX]);
      await query(`DELETE FROM profiles WHERE handle LIKE $1 || '%'`, [PREFIX]);
    }),
  );
}

if (import.meta.main) process.exit((await run()) ? 0 : 1);
