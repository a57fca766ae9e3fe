import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Server } from "node:net";
import { NetlifyDB } from "@netlify/database-dev";

export const PROJECT_ROOT = join(import.meta.dirname, "..", "..");

/** Loaded first into a process that opens the embedded database through a package of its own (`astro dev`). */
export const EMBEDDED_SESSION_MODULE = join(import.meta.dirname, "embedded-session.ts");

/** Where `scripts/serve.ts --fresh` leaves the connection URL of the end-to-end database it opened. */
export const E2E_DB_URL_FILE = join(PROJECT_ROOT, ".netlify", "e2e-db.url");

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * PGlite does not lock its data directory, and a second writer's rows are silently lost, so every
 * process that opens one holds `{dir}.lock` (with its pid) for as long as it has it open.
 */
export function acquireLock(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, "utf8"));
    if (pid && pid !== process.pid && processAlive(pid)) {
      throw new Error(`${dataDir} is in use by process ${pid} (${lockFile}). Stop that process first.`);
    }
  }
  mkdirSync(dirname(lockFile), { recursive: true });
  writeFileSync(lockFile, String(process.pid));
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    if (existsSync(lockFile) && readFileSync(lockFile, "utf8") === String(process.pid)) rmSync(lockFile);
  };
  process.once("exit", release);
  return release;
}

/** Opens an embedded database directory (PGlite behind a Postgres wire server) under the lock. */
export async function openLocalDatabase(dataDir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  // One connection at a time has the embedded database's single session (see the module).
  await import("./embedded-session.ts");
  const release = acquireLock(dataDir);
  const db = new NetlifyDB({ directory: dataDir, logger: () => undefined });
  let url: string;
  try {
    url = await db.start();
    // The embedded server answers each protocol message in its own small write; without TCP_NODELAY,
    // Nagle and delayed ACKs add ~40 ms to every parameterised query.
    (db as unknown as { server: Server }).server.on("connection", (socket) => socket.setNoDelay(true));
  } catch (error) {
    release();
    throw error;
  }
  // Its address, not "localhost": a name is looked up on libuv's thread pool, where a connection would wait behind
  // the password hashes of concurrent sign-ups (and time out).
  const { address, port } = (db as unknown as { server: Server }).server.address() as { address: string; port: number };
  return {
    url: `postgres://postgres@${address.includes(":") ? `[${address}]` : address}:${port}${new URL(url).pathname}`,
    stop: async () => {
      await db.stop();
      release();
    },
  };
}

/** Where a running local server leaves the connection URL of the database it holds open (`{dir}.url`). */
export const databaseUrlFile = (dataDir: string) => `${dataDir}.url`;

/**
 * The URL of a local database a running server holds (its lock names a live process and it left its URL), else
 * undefined: then the directory may be opened directly.
 */
export function runningDatabaseUrl(dataDir: string): string | undefined {
  const lockFile = `${dataDir}.lock`;
  const urlFile = databaseUrlFile(dataDir);
  if (!existsSync(lockFile) || !existsSync(urlFile)) return undefined;
  const pid = Number(readFileSync(lockFile, "utf8"));
  return pid && pid !== process.pid && processAlive(pid) ? readFileSync(urlFile, "utf8").trim() : undefined;
}
