import { readFileSync } from "node:fs";
import pg from "pg";
import { E2E_DB_URL_FILE } from "../../../scripts/lib/local-db.ts";

/** A notice as the admins' database keeps it (the reporter's address included, which no answer carries). */
export interface StoredNotice {
  reference: string;
  reason: string;
  details: string | null;
  reporter_email: string | null;
  image_url: string | null;
  urgent: boolean;
  status: string;
}

/** The notice of that reference, read from the e2e server's database; undefined when there is none. */
export async function noticeByReference(reference: string): Promise<StoredNotice | undefined> {
  const client = new pg.Client({ connectionString: readFileSync(E2E_DB_URL_FILE, "utf8").trim() });
  await client.connect();
  try {
    const { rows } = await client.query<StoredNotice>(
      `SELECT reference, reason, details, reporter_email, image_url, urgent, status
         FROM profile_reports WHERE reference = $1`,
      [reference],
    );
    return rows[0];
  } finally {
    await client.end();
  }
}
