import { readFileSync } from "node:fs";
import pg from "pg";
import { E2E_DB_URL_FILE } from "../../../scripts/lib/local-db.ts";

/**
 * Days pass for a Muse's tour: each of her visits moves `days` into the past. Every read compares a visit's days with
 * the site's day, which the server takes from its own clock when a page is asked for, so this is what any page sees
 * once the clock has moved on `days` days. The rows are changed in the e2e server's database, as no request can (a
 * visit the rules accept never starts before today).
 */
export function daysPass(handle: string, days: number): Promise<void> {
  return onE2eDatabase((client) =>
    client.query(
      `UPDATE profile_visits SET starts_on = starts_on - $2::int, ends_on = ends_on - $2::int
        WHERE profile_id = (SELECT id FROM profiles WHERE lower(handle) = lower($1))`,
      [handle, days],
    ),
  );
}

/** A visit of a Muse to `city` from `first` to `last` (YYYY-MM-DD), stored as it is. */
export function storeVisit(handle: string, city: string, first: string, last: string): Promise<void> {
  return onE2eDatabase((client) =>
    client.query(
      `INSERT INTO profile_visits (profile_id, city, starts_on, ends_on)
       SELECT id, $2, $3, $4 FROM profiles WHERE lower(handle) = lower($1)`,
      [handle, city, first, last],
    ),
  );
}

/** Runs `use` on the e2e server's database: for rows no request can write (a clock moved on, data from before a rule). */
export async function onE2eDatabase(use: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: readFileSync(E2E_DB_URL_FILE, "utf8").trim() });
  await client.connect();
  try {
    await use(client);
  } finally {
    await client.end();
  }
}
