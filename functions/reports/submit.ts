import { query } from "../db/index.ts";
import { notFound } from "../http/errors.ts";
import { LIMITS, enforceRateLimit } from "../http/rate-limit.ts";
import { readJson } from "../http/request.ts";
import { json } from "../http/respond.ts";
import type { Call } from "../http/route.ts";
import { reportRequestSchema } from "../../src/domain/moderation.ts";
import { PROFILE_NOT_FOUND } from "../../src/domain/profile.ts";

/**
 * POST /api/reports `{ handle, reason, details? }` (public, signed out too): stores an open report on a listed
 * profile. Anything not shown to the public (unknown, Pending, Rejected, Suspended, paused, a demo Muse) is not
 * found, exactly as its page is. The answer never tells anything about other reports.
 */
export async function submitReport(call: Call): Promise<Response> {
  await enforceRateLimit(LIMITS.report, call.ip);
  const report = await readJson(call.request, reportRequestSchema);
  // One statement: the profile is looked up and the report stored only if it is listed at this moment.
  const stored = await query(
    `INSERT INTO profile_reports (profile_id, reason, details)
     SELECT id, $2, $3 FROM profiles WHERE lower(handle) = lower($1) AND listed
     RETURNING id`,
    [report.handle, report.reason, report.details ?? null],
  );
  if (stored.length === 0) throw notFound(PROFILE_NOT_FOUND);
  return json({ ok: true }, { status: 201 });
}
