import { fileURLToPath } from "node:url";
import pg from "pg";
import { applyMigrations } from "@netlify/database-dev";
import { withDefaultUser } from "../../functions/db/index.ts";

export const MIGRATIONS_DIR = fileURLToPath(new URL("../../netlify/database/migrations", import.meta.url));

/** Applies netlify/database/migrations to any Postgres (embedded or real) through the Netlify tracking table. */
export async function migrate(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: withDefaultUser(url) });
  await client.connect();
  try {
    const executor = {
      exec: (sql: string) => client.query(sql),
      query: async <T>(sql: string, params?: unknown[]) => ({ rows: (await client.query(sql, params)).rows as T[] }),
      transaction: async <T>(
        fn: (tx: {
          exec: (sql: string) => Promise<unknown>;
          query: <R>(sql: string, params?: unknown[]) => Promise<{ rows: R[] }>;
        }) => Promise<T>,
      ) => {
        await client.query("BEGIN");
        try {
          const result = await fn(executor);
          await client.query("COMMIT");
          return result;
        } catch (error) {
          await client.query("ROLLBACK");
          throw error;
        }
      },
    };
    return await applyMigrations(executor, MIGRATIONS_DIR);
  } finally {
    await client.end();
  }
}
