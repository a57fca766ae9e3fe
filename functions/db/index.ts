import { getDatabase, type DatabaseConnection } from "@netlify/database";

/** Anything that runs SQL: the pool, or a client inside a transaction. */
export interface Queryable {
  query<Row = Record<string, unknown>>(
    text: string,
    params?: unknown[],
  ): Promise<{ rows: Row[]; rowCount: number | null }>;
}

let connection: { url: string; db: DatabaseConnection } | undefined;

/** The local emulation's URL has no user name and the function sandbox no USER, so name one. */
export function withDefaultUser(url: string): string {
  const parsed = new URL(url);
  if (!parsed.username) parsed.username = "postgres";
  return parsed.toString();
}

function database(): DatabaseConnection {
  const raw = process.env.NETLIFY_DB_URL;
  if (!raw) throw new Error("NETLIFY_DB_URL is not set: the database is not configured");
  const url = withDefaultUser(raw);
  if (connection?.url !== url) {
    connection = { url, db: getDatabase({ connectionString: url }) };
  }
  return connection.db;
}

function pool(): Queryable {
  return database().pool as unknown as Queryable;
}

/** Runs one parameterised statement. Values always travel as parameters, never in the text. */
export async function query<Row = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<Row[]> {
  const result = await pool().query<Row>(text, params);
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
  const client = await (
    database().pool as unknown as { connect(): Promise<Queryable & { release(): void }> }
  ).connect();
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
  await current?.db.pool.end();
}

/** Postgres error code for a unique violation. */
export const UNIQUE_VIOLATION = "23505";
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: string }).code === UNIQUE_VIOLATION;
}
