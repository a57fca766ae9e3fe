/** Anything that runs SQL: the pool, or a client inside a transaction. */
export interface Queryable {
  query<Row = Record<string, unknown>>(
    text: string,
    params?: unknown[],
  ): Promise<{ rows: Row[]; rowCount: number | null }>;
}

interface Pool extends Queryable {
  /** `release(error)` closes the connection instead of keeping it for the next caller. */
  connect(): Promise<Queryable & { release(error?: Error): void }>;
  end(): Promise<void>;
}

let connection: { url: string; pool: Promise<Pool> } | undefined;

/** The local emulation's URL has no user name and the function sandbox no USER, so name one. */
export function withDefaultUser(url: string): string {
  const parsed = new URL(url);
  if (!parsed.username) parsed.username = "postgres";
  return parsed.toString();
}

/**
 * Limits that keep a request within Netlify's 10 s function limit whatever the database does: a connection is made
 * within CONNECT_TIMEOUT_MS (a suspended Neon compute wakes in well under that), the server cancels a statement after
 * STATEMENT_TIMEOUT_MS, and the client gives up on an answer after QUERY_TIMEOUT_MS (a database that accepted the
 * connection and went silent never cancels anything).
 */
export const DATABASE_LIMITS = {
  CONNECT_TIMEOUT_MS: 3_000,
  STATEMENT_TIMEOUT_MS: 5_000,
  QUERY_TIMEOUT_MS: 6_000,
  /** An idle connection is closed before a serverless database would drop it. */
  IDLE_TIMEOUT_MS: 30_000,
} as const;

const poolOptions = (connectionString: string) => ({
  connectionString,
  connectionTimeoutMillis: DATABASE_LIMITS.CONNECT_TIMEOUT_MS,
  statement_timeout: DATABASE_LIMITS.STATEMENT_TIMEOUT_MS,
  query_timeout: DATABASE_LIMITS.QUERY_TIMEOUT_MS,
  idleTimeoutMillis: DATABASE_LIMITS.IDLE_TIMEOUT_MS,
});

/**
 * An idle connection the database ends (a restart, Neon suspending its compute, a network cut) is reported as the
 * pool's 'error' event; unheard, that event is an uncaught exception that ends the whole process. The pool has already
 * dropped the connection, and the next query opens a new one, so noting it is all there is to do.
 */
function onIdleConnectionLost(error: Error): void {
  console.error(`Database connection lost while idle; the next query reconnects (${error.message})`);
}

/**
 * The pool `getDatabase()` of @netlify/database would build (Neon's serverless Pool when NETLIFY_DB_DRIVER is
 * `serverless`, else `pg`), with only that one driver loaded: that package imports both drivers, `ws` and two
 * query builders up front, which every function would pay for on each cold start.
 */
async function createPool(url: string): Promise<Pool> {
  let pool: Pool & { on(event: "error", listener: (error: Error) => void): unknown };
  if (process.env.NETLIFY_DB_DRIVER === "serverless") {
    const { Pool: NeonPool, neonConfig } = await import("@neondatabase/serverless");
    const localProxy = process.env.NEON_WS_PROXY;
    // A plain PostgreSQL behind a local WebSocket bridge (tests, a local stand-in for Neon): no TLS on the socket,
    // and nothing pipelined ahead of the plain server's answers.
    if (localProxy) {
      Object.assign(neonConfig, {
        wsProxy: localProxy,
        useSecureWebSocket: false,
        pipelineTLS: false,
        pipelineConnect: false,
      });
    }
    pool = new NeonPool(poolOptions(url)) as unknown as typeof pool;
  } else {
    const { default: pg } = await import("pg");
    pool = new pg.Pool(poolOptions(url)) as unknown as typeof pool;
  }
  pool.on("error", onIdleConnectionLost);
  return pool;
}

function pool(): Promise<Pool> {
  const raw = process.env.NETLIFY_DB_URL;
  if (!raw) throw new Error("NETLIFY_DB_URL is not set: the database is not configured");
  const url = withDefaultUser(raw);
  if (connection?.url !== url) connection = { url, pool: createPool(url) };
  return connection.pool;
}

/** Runs one parameterised statement. Values always travel as parameters, never in the text. */
export async function query<Row = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<Row[]> {
  const result = await (await pool()).query<Row>(text, params);
  return result.rows;
}

export async function queryOne<Row = Record<string, unknown>>(
  text: string,
  params: unknown[] = [],
): Promise<Row | undefined> {
  const rows = await query<Row>(text, params);
  return rows[0];
}

/** A PostgreSQL error (with its SQLSTATE code) leaves the connection usable; anything else may not have. */
const isDatabaseError = (error: unknown) =>
  typeof (error as { code?: unknown } | null)?.code === "string" &&
  /^[0-9A-Z]{5}$/.test((error as { code: string }).code);

/** Runs fn inside BEGIN/COMMIT on one connection; any throw rolls everything back. */
export async function transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
  const client = await (await pool()).connect();
  let broken: Error | undefined;
  try {
    await client.query("BEGIN");
    const result = await fn(client);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    // A timed-out or cut connection may still owe an answer: it is closed, never handed to the next request.
    if (!isDatabaseError(error)) broken = error as Error;
    await client.query("ROLLBACK").catch((rollbackFailed: Error) => (broken ??= rollbackFailed));
    throw error;
  } finally {
    client.release(broken);
  }
}

/** Closes the pool (scripts and tests; functions keep it for the next request). */
export async function closeDatabase(): Promise<void> {
  const current = connection;
  connection = undefined;
  await (await current?.pool)?.end();
}

/** Postgres error code for a unique violation. */
export const UNIQUE_VIOLATION = "23505";
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: string }).code === UNIQUE_VIOLATION;
}
