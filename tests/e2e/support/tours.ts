import { readFileSync } from "node:fs";
import pg from "pg";
import { E2E_DB_URL_FILE } from "../../../scripts/lib/local-db.ts";

/**
 * Days pass for a Muse's tour: each of her visits moves `days` into the past. Every read compares a visit's days with
 * the site's day, which the server takes from its own clock when a page is asked for, so this is what any page sees
 * once the clock has moved on `days` days. The rows are changed in the e2e server's database, as no request can (a
 * visit the rules accept never starts before today).
 */
export async function daysPass(handle: string, days: number): Promise<void> {
  const client = new pg.Client({ connectionString: readFileSync(E2E_DB_URL_FILE, "utf8").trim() });
  await client.connect();
  try {
    await client.query(
      `UPDATE profile_visits SET starts_on = starts_on - $2::int, ends_on = ends_on - $2::int
        WHERE profile_id = (SELECT id FROM profiles WHERE lower(handle) = lower($1))`,
      [handle, days],
    );
  } finally {
    await client.end();
  }
}
