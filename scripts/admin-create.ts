import { parseArgs } from "node:util";
import { closeDatabase } from "../functions/db/index.ts";
import { adminCredentialsSchema, createAdmin } from "../functions/auth/admin-account.ts";
import { openLocalDatabase } from "./lib/local-db.ts";
import { localData } from "./lib/local-site.ts";
import { migrate } from "./lib/migrate.ts";

/**
 * `npm run admin:create -- --email E --password P`: the only way to grant the admin role. Uses
 * NETLIFY_DB_URL when set (e.g. production), otherwise the local embedded database of `npm start` (.netlify/db), or
 * with --serve that of `npm run serve` (.netlify/serve-db).
 */
const USAGE = "Usage: npm run admin:create -- --email you@example.com --password 'at least 8 characters' [--serve]";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let args: { email?: string; password?: string; serve?: boolean } = {};
try {
  args = parseArgs({
    options: { email: { type: "string" }, password: { type: "string" }, serve: { type: "boolean", default: false } },
  }).values;
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}
if (!args.email || !args.password) fail(USAGE);
const checked = adminCredentialsSchema.safeParse({ email: args.email, password: args.password });
if (!checked.success) fail(`${checked.error.issues.map((issue) => issue.message).join("\n")}\n${USAGE}`);
const { email, password } = checked.data;

let local: { url: string; stop: () => Promise<void> } | undefined;
if (!process.env.NETLIFY_DB_URL) {
  const { dataDir } = localData(args.serve ? "serve" : "dev");
  try {
    local = await openLocalDatabase(dataDir);
  } catch (error) {
    fail(
      `${(error as Error).message}\n` +
        `The local site (${args.serve ? "npm run serve" : "npm start / npm run dev"}) holds ${dataDir} while it runs: stop it, then run this again.`,
    );
  }
  process.env.NETLIFY_DB_URL = local.url;
  process.env.NETLIFY_DB_DRIVER = "server";
}

try {
  // A fresh checkout has no tables yet; migrations are tracked, so this is a no-op afterwards.
  if (local) await migrate(local.url);
  const result = await createAdmin(email, password);
  const did = result.created
    ? "Created admin account"
    : result.passwordChanged
      ? "Updated the password of"
      : "Password unchanged for";
  console.log(`${did} ${result.email} (user ${result.id}).`);
  console.log(result.roleGranted ? "Granted the admin role." : "The account already had the admin role.");
  if (result.passwordChanged) console.log("Signed the account out of its existing sessions.");
} catch (error) {
  process.exitCode = 1;
  console.error(`Could not create the admin account: ${(error as Error).message}`);
} finally {
  await closeDatabase();
  await local?.stop();
}
