import { query } from "../db/index.ts";
import { tooManyRequests } from "./errors.ts";

export interface Limit {
  name: string;
  max: number;
  windowSeconds: number;
}

/** Per-IP fixed-window limits (counted in Postgres so every function instance shares them). */
export const LIMITS = {
  signIn: { name: "sign-in", max: 10, windowSeconds: 300 },
  signUp: { name: "sign-up", max: 5, windowSeconds: 3600 },
  contact: { name: "contact", max: 5, windowSeconds: 3600 },
  application: { name: "application", max: 5, windowSeconds: 3600 },
  report: { name: "report", max: 5, windowSeconds: 3600 },
  passwordReset: { name: "password-reset", max: 5, windowSeconds: 3600 },
  /** Per address, so nobody can flood one inbox with reset mails from many IPs. */
  passwordResetMail: { name: "password-reset-mail", max: 3, windowSeconds: 3600 },
  /**
   * Failed sign-ins per account (its hashed address), from anywhere: a guesser spread over many IPs still gets ten
   * tries a quarter of an hour. Counted for unknown addresses too, so the answer tells nobody who is registered.
   */
  signInFailures: { name: "sign-in-failures", max: 10, windowSeconds: 900 },
} satisfies Record<string, Limit>;

export async function enforceRateLimit(limit: Limit, ip: string): Promise<void> {
  if (process.env.RATE_LIMITS === "off") return;
  const rows = await query<{ hits: number }>(
    `INSERT INTO rate_limits (bucket, window_start, hits)
     VALUES ($1, to_timestamp(floor(extract(epoch FROM now()) / $2) * $2), 1)
     ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limits.hits + 1
     RETURNING hits`,
    [`${limit.name}:${ip}`, limit.windowSeconds],
  );
  if ((rows[0]?.hits ?? 0) > limit.max) throw tooManyRequests();
}

/** The longest window of any limit: a window older than this counts for nothing. */
const LONGEST_WINDOW_SECONDS = Math.max(...Object.values(LIMITS).map((limit) => limit.windowSeconds));

/** Deletes the windows no limit reads any more: the table holds client addresses only as long as it needs them. */
export async function pruneRateLimits(): Promise<number> {
  const deleted = await query<{ n: number }>(
    `WITH gone AS (DELETE FROM rate_limits WHERE window_start < now() - make_interval(secs => $1) RETURNING 1)
     SELECT count(*)::int AS n FROM gone`,
    [LONGEST_WINDOW_SECONDS],
  );
  return deleted[0]?.n ?? 0;
}

const WINDOW_START = "to_timestamp(floor(extract(epoch FROM now()) / $2) * $2)";

/** Refuses with 429 once `key` has used up `limit` in the current window, without counting this call. */
export async function enforceUsedUp(limit: Limit, key: string): Promise<void> {
  if (process.env.RATE_LIMITS === "off") return;
  const rows = await query<{ hits: number }>(
    `SELECT hits FROM rate_limits WHERE bucket = $1 AND window_start = ${WINDOW_START}`,
    [`${limit.name}:${key}`, limit.windowSeconds],
  );
  if ((rows[0]?.hits ?? 0) >= limit.max) throw tooManyRequests();
}

/** Counts one event (a failed sign-in) against `limit` for `key`. */
export async function countAgainst(limit: Limit, key: string): Promise<void> {
  if (process.env.RATE_LIMITS === "off") return;
  await query(
    `INSERT INTO rate_limits (bucket, window_start, hits) VALUES ($1, ${WINDOW_START}, 1)
     ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limits.hits + 1`,
    [`${limit.name}:${key}`, limit.windowSeconds],
  );
}
