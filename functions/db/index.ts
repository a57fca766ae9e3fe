/** Anything that runs SQL: the pool, or a client inside a transaction. */
export interface Queryable {
  query<Row = Record<string, unknown>>(
    text: string,
    params?: unknown[],
  ): Promise<{ rows: Row[]; rowCount: number | null }>;
}

/** A connection taken from the pool: `release(error)` closes it instead of keeping it for the next caller. */
interface PoolClient extends Queryable {
  release(error?: Error): void;
  on(event: "error", listener: (error: Error) => void): unknown;
  off(event: "error", listener: (error: Error) => void): unknown;
}

interface Pool extends Queryable {
  connect(): Promise<PoolClient>;
  end(): Promise<void>;
}

/**
 * The database could not be reached or stopped answering (down, restarting, cut off, too slow), as opposed to an
 * error of the statement itself: the caller may try again in a minute. `cause` is the driver's error.
 * functions/http/respond.ts answers it with the enveloped 503 `unavailable`.
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`The database is unavailable: ${(cause as Error | null)?.message ?? String(cause)}`, { cause });
    this.name = "DatabaseUnavailableError";
  }
}

/**
 * The SQLSTATE of an error the server reported for a statement: five digits or capitals, whose class is never "E"
 * (Node's socket errors carry codes like EPIPE in the same field).
 */
function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && /^[0-9A-DF-Z][0-9A-Z]{4}$/.test(code) ? code : undefined;
}

/**
 * What the server says when it cannot serve: a connection exception (class 08), too many connections (53300), a
 * statement cancelled by statement_timeout (57014), a shutdown, crash or start-up (57P01–57P03).
 */
const UNAVAILABLE_STATES = /^(08...|53300|57014|57P0[1-3])$/;

/**
 * Whether an error that came out of the driver means the database is unavailable: one the server sent with such a
 * state, or one that is no server's answer at all (refused, reset or timed-out sockets, "Connection terminated
 * unexpectedly", either driver's timeouts).
 */
function isUnavailable(error: unknown): boolean {
  const state = sqlState(error);
  return state === undefined || UNAVAILABLE_STATES.test(state);
}

/** Runs one call into the driver; an unavailable database becomes DatabaseUnavailableError, anything else stays. */
async function fromDriver<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw isUnavailable(error) ? new DatabaseUnavailableError(error) : error;
  }
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
  const database = await pool();
  const result = await fromDriver(() => database.query<Row>(text, params));
  return result.rows;
}

export async function queryOne<Row = Record<string, unknown>>(
  text: string,
  params: unknown[] = [],
): Promise<Row | undefined> {
  const rows = await query<Row>(text, params);
  return rows[0];
}

/**
 * Runs fn inside BEGIN/COMMIT on one connection; any throw rolls everything back. While the connection is taken,
 * its own 'error' event (the server ending the session between two statements, or the socket closing after one
 * failed) is heard here: unheard, it is an uncaught exception that ends the function with the driver's stack as its
 * answer.
 */
export async function transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
  const database = await pool();
  const client = await fromDriver(() => database.connect());
  let broken: Error | undefined;
  const onLost = (error: Error) => (broken ??= error);
  client.on("error", onLost);
  const tx: Queryable = {
    query: <Row>(text: string, params?: unknown[]) => fromDriver(() => client.query<Row>(text, params)),
  };
  try {
    await tx.query("BEGIN");
    const result = await fn(tx);
    await tx.query("COMMIT");
    return result;
  } catch (error) {
    // A timed-out or cut connection may still owe an answer: it is closed, never handed to the next request. Only
    // a statement's own error (with its SQLSTATE; never an unavailable database) leaves it usable.
    if (!sqlState(error)) broken ??= error as Error;
    await client.query("ROLLBACK").catch((rollbackFailed: Error) => (broken ??= rollbackFailed));
    throw error;
  } finally {
    client.off("error", onLost);
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
