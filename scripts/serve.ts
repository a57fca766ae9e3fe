import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { rmSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { databaseUrlFile, PROJECT_ROOT } from "./lib/local-db.ts";
import { startDeliveryLoop } from "../functions/email/delivery.ts";
import { closeDatabase } from "../functions/db/index.ts";
import { localAdmin, localData, localServerEnv, openServerDatabase, prepareLocalData } from "./lib/local-site.ts";

/**
 * Production-like local server: `netlify serve` builds the site and serves the static files, the
 * adapter's server function and netlify/functions with Blobs. It does not start a database, so this
 * launcher opens its own (.netlify/serve-db, see localData) and hands its URL over. `--fresh` uses a new
 * database (end-to-end tests); `--db <url>` a PostgreSQL server instead, migrated and seeded here (the end-to-end
 * tests give it an empty one, whose concurrent sessions their parallel workers need).
 */
const { values } = parseArgs({
  options: {
    fresh: { type: "boolean", default: false },
    port: { type: "string", default: "8888" },
    db: { type: "string" },
  },
});
const data = { ...localData(values.fresh ? "e2e" : "serve"), databaseUrl: values.db };
if (values.fresh && !values.db) rmSync(data.dataDir, { recursive: true, force: true });

const admin = localAdmin();
await prepareLocalData(data, admin);
const database = await openServerDatabase(data);
// The end-to-end tests and `npm run outbox -- --serve` read what the site stored from this database while it runs.
writeFileSync(databaseUrlFile(data.dataDir), database.url);
console.log(`SoleMuse admin: ${admin.email} / ${admin.password}`);
// The mails the site writes to its outbox go out from here, as the scheduled function sends them on Netlify: printed
// with their links, or over SMTP when SMTP_URL is set.
process.env.NETLIFY_DB_URL = database.url;
process.env.NETLIFY_DB_DRIVER = "server";
const stopMailDelivery = startDeliveryLoop();

/**
 * A port nobody listens on now. `netlify serve` otherwise takes 3999 for its static server, but binds it only after
 * its build (~40 s): two servers started in the same minute (two checkouts' tests) would both pick it.
 */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

const args = ["serve", "--offline", "--internal-disable-edge-functions", "--port", values.port];
const server = spawn("netlify", [...args, "--staticServerPort", String(await freePort())], {
  cwd: PROJECT_ROOT,
  stdio: "inherit",
  env: { ...localServerEnv(values.port), BROWSER: "none", NETLIFY_DB_URL: database.url, NETLIFY_DB_DRIVER: "server" },
});
async function shutdown(code: number) {
  server.kill("SIGTERM");
  stopMailDelivery();
  await closeDatabase();
  await database.stop();
  process.exit(code);
}
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void shutdown(0));
server.on("exit", (code) => void shutdown(code ?? 0));
