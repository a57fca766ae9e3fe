import { query } from "../db/index.ts";
import { createHmac } from "node:crypto";
import { conflict, notFound } from "../http/errors.ts";
import { sessionSecret } from "../auth/secret.ts";
import { LIMITS, enforceRateLimit } from "../http/rate-limit.ts";
import { readJson } from "../http/request.ts";
import { json } from "../http/respond.ts";
import type { Call } from "../http/route.ts";
import { MODERATION_MESSAGES, reportRequestSchema } from "../../src/domain/moderation.ts";
import { PROFILE_NOT_FOUND } from "../../src/domain/profile.ts";

/**
 * POST /api/reports `{ handle, reason, details? }` (public, signed out too): stores an open report on a listed
 * profile. Anything not shown to the public (unknown, Pending, Rejected, Suspended, paused, a demo Muse) is not
 * found, exactly as its page is. The answer never tells anything about other reports.
 */
export async function submitReport(call: Call): Promise<Response> {
  await enforceRateLimit(LIMITS.report, call.ip);
  const report = await readJson(call.request, reportRequestSchema);
  // One statement: the profile is looked up and the report stored only if it is listed at this moment, and only
  // once a day for the same reporter while it is open.
  const stored = await query(
    `INSERT INTO profile_reports (profile_id, reason, details, reporter_key)
     SELECT id, $2, $3, $4 FROM profiles WHERE lower(handle) = lower($1) AND listed
     ON CONFLICT (profile_id, reporter_key, reported_on) WHERE status = 'open' AND reporter_key IS NOT NULL DO NOTHING
     RETURNING id`,
    [report.handle, report.reason, report.details ?? null, reporterKey(call.ip)],
  );
  if (stored.length > 0) return json({ ok: true }, { status: 201 });
  const listed = await query(`SELECT 1 FROM profiles WHERE lower(handle) = lower($1) AND listed`, [report.handle]);
  if (listed.length === 0) throw notFound(PROFILE_NOT_FOUND);
  throw conflict(MODERATION_MESSAGES.reportRepeated);
}

/** The reporter, as the database keeps her: a keyed hash of the client's address, which cannot be turned back. */
function reporterKey(ip: string): string {
  return createHmac("sha256", sessionSecret()).update(`report:${ip}`).digest("base64url");
}
