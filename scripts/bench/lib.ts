import { existsSync } from "node:fs";
import type { Server } from "node:net";
import { join } from "node:path";
import { NetlifyDB } from "@netlify/database-dev";
import { closeDatabase, query, queryOne } from "../../functions/db/index.ts";
import { issueToken, SESSION_COOKIE } from "../../functions/auth/session.ts";
import { migrate } from "../lib/migrate.ts";

export interface Timing {
  median: number;
  p95: number;
}

export const ms = (value: number) => `${value.toFixed(2)} ms`;

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

/** Runs `once` warmUp times unmeasured, then `samples` times; the median and p95 of the measured runs. */
export async function time(once: () => Promise<void>, samples: number, warmUp: number): Promise<Timing> {
  const durations: number[] = [];
  for (let i = 0; i < warmUp + samples; i += 1) {
    const started = performance.now();
    await once();
    if (i >= warmUp) durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  return { median: percentile(durations, 0.5), p95: percentile(durations, 0.95) };
}

/**
 * Runs `body` on a migrated database: an in-memory embedded one, or NETLIFY_DB_URL when set (then `cleanUp` removes
 * the benchmark's rows afterwards). Returns what `body` returns.
 */
export async function withBenchDatabase<T>(body: () => Promise<T>, cleanUp: () => Promise<void>): Promise<T> {
  const previousUrl = process.env.NETLIFY_DB_URL;
  const previousDriver = process.env.NETLIFY_DB_DRIVER;
  let embedded: NetlifyDB | undefined;
  if (!previousUrl) {
    embedded = new NetlifyDB({ logger: () => undefined });
    process.env.NETLIFY_DB_URL = await embedded.start();
    // The in-memory server answers each protocol message in its own small write; without TCP_NODELAY every query
    // waits ~40 ms.
    (embedded as unknown as { server: Server }).server.on("connection", (socket) => socket.setNoDelay(true));
    process.env.NETLIFY_DB_DRIVER = "server";
    console.log("Database: embedded, in memory");
  } else {
    console.log("Database: NETLIFY_DB_URL (benchmark rows are removed afterwards)");
  }
  try {
    await migrate(process.env.NETLIFY_DB_URL!);
    return await body();
  } finally {
    if (!embedded) await cleanUp().catch(() => undefined);
    await closeDatabase();
    await embedded?.stop();
    if (previousUrl === undefined) delete process.env.NETLIFY_DB_URL;
    else process.env.NETLIFY_DB_URL = previousUrl;
    if (previousDriver === undefined) delete process.env.NETLIFY_DB_DRIVER;
    else process.env.NETLIFY_DB_DRIVER = previousDriver;
  }
}

const POSTGRES_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

/**
 * Runs a bench on production's kind of database: NETLIFY_DB_URL's, else a PostgreSQL 15 started for it (as the
 * integration tests start one) when its binaries are on the machine, else the embedded one.
 */
export async function onProductionDatabase(measure: () => Promise<boolean>): Promise<boolean> {
  if (process.env.NETLIFY_DB_URL || !existsSync(join(POSTGRES_BIN, "initdb"))) return measure();
  const { startPostgres } = await import("../../tests/support/postgres.ts");
  const postgres = await startPostgres();
  process.env.NETLIFY_DB_URL = postgres.url;
  process.env.NETLIFY_DB_DRIVER = "server";
  console.log("PostgreSQL 15, started for the bench (as production's database)");
  try {
    return await measure();
  } finally {
    delete process.env.NETLIFY_DB_URL;
    delete process.env.NETLIFY_DB_DRIVER;
    await postgres.stop();
  }
}

/** The cookie of a new admin account with this e-mail address, signed in for an hour (the caller deletes the user). */
export async function adminCookie(email: string): Promise<string> {
  const user = await queryOne<{ id: string }>(
    `INSERT INTO users (email, password_hash) VALUES ($1, 'not-a-password') RETURNING id`,
    [email],
  );
  await query(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'admin')`, [user!.id]);
  const session = await queryOne<{ id: string }>(
    `INSERT INTO sessions (user_id, expires_at) VALUES ($1, now() + interval '1 hour') RETURNING id`,
    [user!.id],
  );
  return `${SESSION_COOKIE}=${await issueToken(session!.id, user!.id)}`;
}
