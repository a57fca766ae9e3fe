import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import pg from "pg";
import { NetlifyDB } from "@netlify/database-dev";
import { PROJECT_ROOT } from "../../scripts/lib/local-db.ts";
import { MIGRATIONS_DIR } from "../../scripts/lib/migrate.ts";
import { withDefaultUser } from "../../functions/db/index.ts";

const run = promisify(execFile);
const MIGRATIONS = readdirSync(MIGRATIONS_DIR)
  .filter((file) => /^\d+_.+\.sql$/.test(file))
  .map((file) => file.slice(0, -".sql".length))
  .sort();

/** `npm run db:migrate` as an operator runs it: its own process, the database named by NETLIFY_DB_URL only. */
function dbMigrate(url: string | undefined) {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.NETLIFY_DB_URL;
  delete env.NETLIFY_DB_DRIVER;
  if (url) env.NETLIFY_DB_URL = url;
  return run(process.execPath, ["scripts/db-migrate.ts"], { cwd: PROJECT_ROOT, env }).catch(
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

async function onDatabase<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDefaultUser(url) });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database: on the PostgreSQL server when the suite runs on one, else an embedded one of its own. */
let empty: { url: string; remove: () => Promise<void> };

beforeAll(async () => {
  const serverUrl = inject("postgresUrl");
  if (serverUrl) {
    const name = `migrate_${randomBytes(4).toString("hex")}`;
    await onDatabase(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    empty = {
      url: url.toString(),
      remove: async () => {
        await onDatabase(serverUrl, (client) => client.query(`DROP DATABASE ${name} WITH (FORCE)`));
      },
    };
  } else {
    const db = new NetlifyDB({ logger: () => undefined });
    empty = { url: await db.start(), remove: () => db.stop() };
  }
});

afterAll(() => empty.remove());

describe("npm run db:migrate", () => {
  it("refuses to run without NETLIFY_DB_URL and says how to call it", async () => {
    const result = await dbMigrate(undefined);
    expect("code" in result && result.code).toBe(1);
    expect(result.stderr).toContain("NETLIFY_DB_URL is not set. Usage: NETLIFY_DB_URL=");
  });

  it("applies every migration to a new database, recording each as Netlify Database does, then has nothing to do", async () => {
    const first = await dbMigrate(empty.url);
    expect(first.stdout).toContain(`Applied ${MIGRATIONS.length} migration(s): ${MIGRATIONS.join(", ")}`);

    const recorded = await onDatabase(empty.url, (client) =>
      client.query<{ name: string }>("SELECT name FROM netlify.migrations ORDER BY name"),
    );
    expect(recorded.rows.map((row) => row.name)).toEqual(MIGRATIONS);
    const tables = await onDatabase(empty.url, (client) =>
      client.query<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
      ),
    );
    expect(tables.rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining(["profiles", "users", "sessions", "blog_articles", "email_outbox", "contact_requests"]),
    );

    const second = await dbMigrate(empty.url);
    expect(second.stdout).toContain("The database is up to date");
  });

  it("fails with the database's own message when it cannot connect", async () => {
    const result = await dbMigrate("postgres://postgres@127.0.0.1:1/nowhere");
    expect("code" in result && result.code).toBe(1);
    expect(result.stderr).toMatch(/^Migration failed: .*ECONNREFUSED/m);
  });
});
