import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { rmSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { databaseUrlFile, PROJECT_ROOT } from "./lib/local-db.ts";
import { startDeliveryLoop } from "../functions/email/delivery.ts";
import { closeDatabase } from "../functions/db/index.ts";
import { localAdmin, localData, localServerEnv, openServerDatabase, prepareLocalData } from "./lib/local-site.ts";
import { startNeonBridge } from "./lib/neon-bridge.ts";
import { functionAddresses, SERVER_READY, warmUp } from "./lib/warm-up.ts";

/**
 * Production-like local server: `netlify serve` builds the site and serves the static files, the
 * adapter's server function and netlify/functions with Blobs. It does not start a database, so this
 * launcher opens its own (.netlify/serve-db, see localData) and hands its URL over. `--fresh` uses a new
 * database (end-to-end tests).
 *
 * `--db <url>` serves an outside database instead (a PostgreSQL or Neon URL, migrated with `npm run db:migrate`;
 * nothing is seeded into it), with `pg` or, with `--driver serverless`, Neon's driver: straight to a Neon host, or
 * through a local WebSocket bridge (as the tests run it) to a plain PostgreSQL. `--fresh --db <url>` migrates and
 * seeds that (empty) PostgreSQL first, as the end-to-end tests run it: their parallel workers need its concurrent
 * sessions.
 */
const { values } = parseArgs({
  options: {
    fresh: { type: "boolean", default: false },
    port: { type: "string", default: "8888" },
    db: { type: "string" },
    driver: { type: "string", default: "server" },
  },
});
if (values.driver !== "server" && values.driver !== "serverless") {
  console.error(`--driver is "server" (pg, the default) or "serverless" (Neon's driver), not "${values.driver}".`);
  process.exit(1);
}

/** The database the site runs on, the driver its functions use, and what to stop at the end. */
async function openDatabase(): Promise<{ env: NodeJS.ProcessEnv; stop: () => Promise<void> }> {
  if (values.db && !values.fresh) {
    const bridge =
      values.driver === "serverless" && !new URL(values.db).hostname.endsWith(".neon.tech")
        ? await startNeonBridge()
        : undefined;
    console.log(`Serving ${new URL(values.db).host} with the ${values.driver} driver${bridge ? " (bridged)" : ""}.`);
    return {
      env: {
        NETLIFY_DB_URL: values.db,
        NETLIFY_DB_DRIVER: values.driver,
        ...(bridge && { NEON_WS_PROXY: bridge.proxy }),
      },
      stop: async () => bridge?.stop(),
    };
  }
  const data = { ...localData(values.fresh ? "e2e" : "serve"), databaseUrl: values.db };
  if (values.fresh && !values.db) rmSync(data.dataDir, { recursive: true, force: true });
  const admin = localAdmin();
  await prepareLocalData(data, admin);
  const database = await openServerDatabase(data);
  // The end-to-end tests and `npm run outbox -- --serve` read what the site stored from this database while it runs.
  writeFileSync(databaseUrlFile(data.dataDir), database.url);
  console.log(`SoleMuse admin: ${admin.email} / ${admin.password}`);
  return {
    env: { NETLIFY_DB_URL: database.url, NETLIFY_DB_DRIVER: "server" },
    stop: () => database.stop(),
  };
}

const database = await openDatabase();
// The mails the site writes to its outbox go out from here, as the scheduled function sends them on Netlify: printed
// with their links, or over SMTP when SMTP_URL is set.
Object.assign(process.env, database.env);
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
  env: { ...localServerEnv(values.port), BROWSER: "none", ...database.env },
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

// Each function loads on its first request, which on a busy machine takes seconds: asked once now, none of them
// keeps the first visitor (or test) waiting. The tests wait for this line.
const warm = await warmUp(`http://localhost:${values.port}/`);
console.log(`${SERVER_READY} (${warm} of ${functionAddresses().length} functions answered).`);
