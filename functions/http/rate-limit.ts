import { query } from "../db/index.ts";
import { tooManyRequests } from "./errors.ts";
import { MESSAGE_LIMITS } from "../../src/domain/conversations.ts";

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
   * Sign-ins per account (its hashed address) and client address, counted before the password is checked; a
   * successful one clears its own count, a password reset all of the account's (decision 0059). A stranger's guesses
   * hold back only the stranger: the owner, elsewhere, signs in. Counted for unknown addresses too, so the answer
   * tells nobody who is registered.
   */
  signInFailures: { name: "sign-in-failures", max: 10, windowSeconds: 900 },
  /** Messages through the site (decision 0062): per sender account, per client address, and new conversations a day. */
  messages: { name: "messages", max: MESSAGE_LIMITS.messagesPerHour, windowSeconds: 3600 },
  messagesPerAddress: { name: "messages-address", max: MESSAGE_LIMITS.messagesPerAddressPerHour, windowSeconds: 3600 },
  newConversations: { name: "new-conversations", max: MESSAGE_LIMITS.newConversationsPerDay, windowSeconds: 86_400 },
  /** Turning alerts on or off (decision 0068): a visitor does it a few times, a script that fills the table more. */
  alerts: { name: "alerts", max: 30, windowSeconds: 3600 },
} satisfies Record<string, Limit>;

/**
 * Counts this call against `limit` for `key` (a client address, a hashed e-mail address) and refuses it with 429
 * beyond the limit. One statement counts and reads, so calls arriving together are each counted.
 */
export async function enforceRateLimit(limit: Limit, key: string): Promise<void> {
  if (process.env.RATE_LIMITS === "off") return;
  const rows = await query<{ hits: number }>(
    `INSERT INTO rate_limits (bucket, window_start, hits)
     VALUES ($1, to_timestamp(floor(extract(epoch FROM now()) / $2) * $2), 1)
     ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limits.hits + 1
     RETURNING hits`,
    [`${limit.name}:${key}`, limit.windowSeconds],
  );
  if ((rows[0]?.hits ?? 0) > limit.max) throw tooManyRequests();
}

/** The longest window of any limit: a window older than this counts for nothing. */
const LONGEST_WINDOW_SECONDS = Math.max(...Object.values(LIMITS).map((limit) => limit.windowSeconds));

/**
 * Deletes the windows no limit reads any more, each once its own limit's window has run out (an hour's sign-up window
 * after an hour, though a day's limit exists): the table holds client addresses only as long as it needs them.
 */
export async function pruneRateLimits(): Promise<number> {
  const limits = Object.values(LIMITS);
  const deleted = await query<{ n: number }>(
    `WITH windows(name, seconds) AS (SELECT * FROM unnest($1::text[], $2::int[])),
     gone AS (
       DELETE FROM rate_limits r
       WHERE r.window_start < now() - make_interval(secs => coalesce(
         (SELECT w.seconds FROM windows w WHERE w.name = split_part(r.bucket, ':', 1)), $3))
       RETURNING 1)
     SELECT count(*)::int AS n FROM gone`,
    [limits.map((limit) => limit.name), limits.map((limit) => limit.windowSeconds), LONGEST_WINDOW_SECONDS],
  );
  return deleted[0]?.n ?? 0;
}

/** The bucket of an account's sign-ins from one client address; the account is named by its hashed address only. */
export const signInBucket = (accountHash: string, ip: string) => `${accountHash}:${ip}`;

/**
 * Forgets the failed sign-ins of the account with this hashed address: from one client address (`ip`, after it
 * signed in there) or from every one (a new password makes the guesses so far worthless).
 */
export async function clearSignInFailures(accountHash: string, ip?: string): Promise<void> {
  const prefix = `${LIMITS.signInFailures.name}:`;
  if (ip) await query(`DELETE FROM rate_limits WHERE bucket = $1`, [prefix + signInBucket(accountHash, ip)]);
  else await query(`DELETE FROM rate_limits WHERE starts_with(bucket, $1)`, [`${prefix}${accountHash}:`]);
}
