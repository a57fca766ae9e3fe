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
