import { parseArgs } from "node:util";
import pg from "pg";
import { openLocalDatabase, runningDatabaseUrl } from "./lib/local-db.ts";
import { localData } from "./lib/local-site.ts";
import { migrate } from "./lib/migrate.ts";
import { withDefaultUser } from "../functions/db/index.ts";

/**
 * `npm run outbox`: the mails the local site wrote, newest first, with where each is and the links it carries (the
 * e-mail confirmation, the password reset, ...). Reads `npm start`'s database, or with --serve `npm run serve`'s,
 * through the running server when one holds it. `--limit N` (default 20).
 */
const { values } = parseArgs({
  options: { serve: { type: "boolean", default: false }, limit: { type: "string", default: "20" } },
});
const { dataDir } = localData(values.serve ? "serve" : "dev");
const limit = Math.max(1, Math.min(500, Number(values.limit) || 20));

const running = runningDatabaseUrl(dataDir);
const local = running ? undefined : await openLocalDatabase(dataDir);
// A checkout newer than the database: its tables as the site would have them (tracked, so a no-op afterwards).
if (local) await migrate(local.url);
const client = new pg.Client({ connectionString: withDefaultUser(running ?? local!.url) });
await client.connect();
try {
  const { rows } = await client.query<{
    created_at: Date;
    to_address: string;
    subject: string;
    kind: string;
    status: string;
    body_text: string;
  }>(`SELECT created_at, to_address, subject, kind, status, body_text FROM email_outbox ORDER BY id DESC LIMIT $1`, [
    limit,
  ]);
  if (rows.length === 0) console.log(`No mail yet in ${dataDir}.`);
  for (const mail of rows) {
    console.log(`\n${mail.created_at.toISOString()}  ${mail.status.padEnd(7)}  to ${mail.to_address}`);
    console.log(`  ${mail.subject} (${mail.kind})`);
    for (const link of mail.body_text.match(/https?:\/\/\S+/g) ?? []) console.log(`  ${link}`);
  }
} finally {
  await client.end();
  await local?.stop();
}
