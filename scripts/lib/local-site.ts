import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { BlobsServer } from "@netlify/blobs/server";
import { setEnvironmentContext } from "@netlify/blobs";
import { closeDatabase } from "../../functions/db/index.ts";
import { migrate } from "./migrate.ts";
import { seed } from "./seed.ts";
import { openLocalDatabase, PROJECT_ROOT } from "./local-db.ts";

export interface AdminCredentials {
  email: string;
  password: string;
}

/** The local session secret, generated once and kept in .netlify/ so sign-ins survive restarts. */
export function localSessionSecret(): string {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET;
  const file = join(PROJECT_ROOT, ".netlify", "session-secret");
  if (!existsSync(file)) {
    mkdirSync(join(PROJECT_ROOT, ".netlify"), { recursive: true });
    writeFileSync(file, randomBytes(48).toString("base64url"), { mode: 0o600 });
  }
  return readFileSync(file, "utf8").trim();
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

/**
 * Migrates and seeds an embedded database directory and the local blob store the site will use.
 * `siteID` must match the server that reads the blobs: "0" for astro dev, "unlinked" for netlify serve.
 */
export async function prepareLocalData(dataDir: string, siteID: string, admin: AdminCredentials): Promise<void> {
  const database = await openLocalDatabase(dataDir);
  const blobs = new BlobsServer({ directory: join(PROJECT_ROOT, ".netlify", "blobs-serve"), token: "seed" });
  try {
    const { port } = await blobs.start();
    const url = `http://localhost:${port}`;
    setEnvironmentContext({ siteID, token: "seed", edgeURL: url, uncachedEdgeURL: url, apiURL: url });
    process.env.NETLIFY_DB_URL = database.url;
    process.env.NETLIFY_DB_DRIVER = "server";
    const applied = await migrate(database.url);
    if (applied.length) console.log(`Applied migrations: ${applied.join(", ")}`);
    await seed({ adminEmail: admin.email, adminPassword: admin.password });
  } finally {
    await closeDatabase();
    await blobs.stop();
    await database.stop();
  }
}
