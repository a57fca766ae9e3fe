import { readFileSync } from "node:fs";
import pg from "pg";
import { E2E_DB_URL_FILE } from "../../../scripts/lib/local-db.ts";

export interface OutboxMail {
  kind: string;
  subject: string;
  body_text: string;
}

/** The e-mails the site sent to an address, oldest first, read from the e2e server's database outbox. */
export async function mailsTo(address: string): Promise<OutboxMail[]> {
  const client = new pg.Client({ connectionString: readFileSync(E2E_DB_URL_FILE, "utf8").trim() });
  await client.connect();
  try {
    const { rows } = await client.query<OutboxMail>(
      `SELECT kind, subject, body_text FROM email_outbox WHERE lower(to_address) = lower($1) ORDER BY id`,
      [address],
    );
    return rows;
  } finally {
    await client.end();
  }
}
