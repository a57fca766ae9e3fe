/** Anything that runs SQL: the pool, or a client inside a transaction. */
export interface Queryable {
  query<Row = Record<string, unknown>>(
    text: string,
    params?: unknown[],
  ): Promise<{ rows: Row[]; rowCount: number | null }>;
}

interface Pool extends Queryable {
  connect(): Promise<Queryable & { release(): void }>;
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
 * The pool `getDatabase()` of @netlify/database would build (Neon's serverless Pool when NETLIFY_DB_DRIVER is
 * `serverless`, else `pg`), with only that one driver loaded: that package imports both drivers, `ws` and two
 * query builders up front, which every function would pay for on each cold start.
 */
async function createPool(url: string): Promise<Pool> {
  if (process.env.NETLIFY_DB_DRIVER === "serverless") {
    const { Pool: NeonPool } = await import("@neondatabase/serverless");
    return new NeonPool({ connectionString: url }) as unknown as Pool;
  }
  const { default: pg } = await import("pg");
  return new pg.Pool({ connectionString: url }) as unknown as Pool;
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

/** Runs fn inside BEGIN/COMMIT on one connection; any throw rolls everything back. */
export async function transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
  const client = await (await pool()).connect();
  try {
    await client.query("BEGIN");
    const result = await fn(client);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
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
