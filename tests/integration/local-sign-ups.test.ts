import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import pg from "pg";
import { openLocalDatabase } from "../../scripts/lib/local-db.ts";
import { migrate } from "../../scripts/lib/migrate.ts";
import { localServerEnv } from "../../scripts/lib/local-site.ts";

const WORKERS = 4;
const SIGN_UPS_PER_WORKER = 5;

const root = mkdtempSync(join(tmpdir(), "solemuse-sign-ups-"));
let database: Awaited<ReturnType<typeof openLocalDatabase>>;

beforeAll(async () => {
  database = await openLocalDatabase(join(root, "db"));
  await migrate(database.url);
}, 120_000);

afterAll(async () => {
  await database.stop();
  rmSync(root, { recursive: true, force: true });
});

/** Runs one function worker on the local database with the environment `npm run serve` gives its functions. */
function worker(emails: string[]): Promise<number[]> {
  const env = {
    ...localServerEnv("8888"),
    NETLIFY_DB_URL: database.url,
    NETLIFY_DB_DRIVER: "server",
    RATE_LIMITS: "off",
  };
  return new Promise((resolve, reject) => {
    const running = new Worker(new URL("../support/sign-up-worker.ts", import.meta.url), {
      workerData: { emails },
      env,
    });
    running.once("message", resolve);
    running.once("error", reject);
  });
}

describe("the local servers' embedded database", () => {
  it("keeps every user of 20 sign-ups made at once by several function workers", async () => {
    const batches = Array.from({ length: WORKERS }, (_, w) =>
      Array.from({ length: SIGN_UPS_PER_WORKER }, (_, i) => `concurrent-${w}-${i}@example.test`),
    );
    const statuses = (await Promise.all(batches.map(worker))).flat();

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM users WHERE email LIKE 'concurrent-%'`,
    );
    const sessions = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email LIKE 'concurrent-%'`,
    );
    await client.end();
    expect(rows[0]!.n).toBe(WORKERS * SIGN_UPS_PER_WORKER);
    expect(sessions.rows[0]!.n).toBe(WORKERS * SIGN_UPS_PER_WORKER);
    expect(statuses).toEqual(Array(WORKERS * SIGN_UPS_PER_WORKER).fill(201));
  }, 120_000);
});
