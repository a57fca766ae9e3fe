import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { BlobsServer } from "@netlify/blobs/server";
import webPush from "web-push";
import { setEnvironmentContext } from "@netlify/blobs";
import { closeDatabase } from "../../functions/db/index.ts";
import { migrate } from "./migrate.ts";
import { seed } from "./seed.ts";
import { openLocalDatabase, PROJECT_ROOT } from "./local-db.ts";

export interface AdminCredentials {
  email: string;
  password: string;
}

/**
 * A local secret: the variable `name` when set, else generated once and kept in .netlify/`file`, so sign-ins (the
 * session secret) and the hashes of identity documents (AGE_DOCUMENT_SECRET) survive restarts.
 */
function localSecret(name: "SESSION_SECRET" | "AGE_DOCUMENT_SECRET", file: string): string {
  const fromEnv = process.env[name];
  if (fromEnv) return fromEnv;
  const path = join(PROJECT_ROOT, ".netlify", file);
  if (!existsSync(path)) {
    mkdirSync(join(PROJECT_ROOT, ".netlify"), { recursive: true });
    writeFileSync(path, randomBytes(48).toString("base64url"), { mode: 0o600 });
  }
  return readFileSync(path, "utf8").trim();
}

/**
 * The local VAPID key pair the alerts are signed with (decision 0068): VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set,
 * else generated once and kept in .netlify/vapid-keys.json. It must not change while browsers hold subscriptions
 * made with its public key.
 */
function localVapidKeys(): { VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string } {
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY } = process.env;
  if (VAPID_PUBLIC_KEY && VAPID_PRIVATE_KEY) return { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY };
  const path = join(PROJECT_ROOT, ".netlify", "vapid-keys.json");
  if (!existsSync(path)) {
    const { publicKey, privateKey } = webPush.generateVAPIDKeys();
    mkdirSync(join(PROJECT_ROOT, ".netlify"), { recursive: true });
    writeFileSync(path, JSON.stringify({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey }), {
      mode: 0o600,
    });
  }
  return JSON.parse(readFileSync(path, "utf8")) as { VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string };
}

/** The environment of a local server on `port` (`npm start`, `npm run serve`). */
export function localServerEnv(port: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ASTRO_TELEMETRY_DISABLED: "1",
    SESSION_SECRET: localSecret("SESSION_SECRET", "session-secret"),
    AGE_DOCUMENT_SECRET: localSecret("AGE_DOCUMENT_SECRET", "age-document-secret"),
    ...localVapidKeys(),
    // The links in the mails the local site sends lead back to this server.
    SITE_URL: process.env.SITE_URL ?? `http://localhost:${port}`,
  };
}

/** The local admin: ADMIN_EMAIL/ADMIN_PASSWORD when set, else generated once and kept in .netlify/. */
export function localAdmin(): AdminCredentials {
  if (process.env.ADMIN_EMAIL && process.env.ADMIN_PASSWORD) {
    return { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD };
  }
  const file = join(PROJECT_ROOT, ".netlify", "local-admin.json");
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as AdminCredentials;
  const credentials = { email: "admin@solemuse.example", password: randomBytes(12).toString("base64url") };
  mkdirSync(join(PROJECT_ROOT, ".netlify"), { recursive: true });
  writeFileSync(file, JSON.stringify(credentials), { mode: 0o600 });
  return credentials;
}

/** Where a local server keeps its data: a database directory and the blob store it files pictures in. */
export interface LocalData {
  dataDir: string;
  blobsDir: string;
  /** The site id the server's functions file blobs under. */
  siteID: string;
  /** A PostgreSQL server's URL to use instead of the embedded database in dataDir (`npm run serve -- --db <url>`). */
  databaseUrl?: string;
}

/** The server's database, open: the PostgreSQL it was given, else its embedded database (under the lock). */
export async function openServerDatabase(data: LocalData): Promise<{ url: string; stop: () => Promise<void> }> {
  if (data.databaseUrl) return { url: data.databaseUrl, stop: async () => undefined };
  return openLocalDatabase(data.dataDir);
}

export type LocalMode = "dev" | "serve" | "e2e";

/**
 * The database and blob store of each local server. Both servers keep blobs in `.netlify/blobs-serve`, but
 * `astro dev` files them under site id "0" and `netlify serve` under "unlinked", and a database names its pictures
 * by key only: a database seeded for one server lists pictures the other cannot find. So each server has its own
 * database, seeded with pictures under its own site id. `astro dev` opens `.netlify/db` itself.
 */
export function localData(mode: LocalMode, root = join(PROJECT_ROOT, ".netlify")): LocalData {
  const databases: Record<LocalMode, string> = { dev: "db", serve: "serve-db", e2e: "e2e-db" };
  return {
    dataDir: join(root, databases[mode]),
    blobsDir: join(root, "blobs-serve"),
    siteID: mode === "dev" ? "0" : "unlinked",
  };
}

const DATABASE_SETTINGS = ["NETLIFY_DB_URL", "NETLIFY_DB_DRIVER"] as const;

/**
 * Runs `use` with a local server's database and blob store open as that server reads them (the pictures
 * under its site id), for the site's own modules to use; closes both afterwards and puts the process's database
 * settings back: a server started next (`astro dev`) must not inherit the address of a database already closed (its
 * mail deliverer tried it every 2 s and printed ECONNREFUSED).
 */
export async function withLocalData<T>(data: LocalData, use: (databaseUrl: string) => Promise<T>): Promise<T> {
  const saved = DATABASE_SETTINGS.map((name) => [name, process.env[name]] as const);
  const database = await openServerDatabase(data);
  const blobs = new BlobsServer({ directory: data.blobsDir, token: "local" });
  try {
    const { port } = await blobs.start();
    const url = `http://localhost:${port}`;
    setEnvironmentContext({ siteID: data.siteID, token: "local", edgeURL: url, uncachedEdgeURL: url, apiURL: url });
    process.env.NETLIFY_DB_URL = database.url;
    process.env.NETLIFY_DB_DRIVER = "server";
    return await use(database.url);
  } finally {
    await closeDatabase();
    await blobs.stop();
    await database.stop();
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/** Migrates and seeds a local server's database, storing the seeded pictures where that server reads them. */
export function prepareLocalData(data: LocalData, admin: AdminCredentials): Promise<void> {
  return withLocalData(data, async (databaseUrl) => {
    const applied = await migrate(databaseUrl);
    if (applied.length) console.log(`Applied migrations: ${applied.join(", ")}`);
    await seed({ adminEmail: admin.email, adminPassword: admin.password });
  });
}
