import { query, transaction } from "../db/index.ts";
import { createHmac } from "node:crypto";
import { badRequest, conflict, notFound } from "../http/errors.ts";
import { sessionSecret } from "../auth/secret.ts";
import { LIMITS, enforceRateLimit } from "../http/rate-limit.ts";
import { readJson } from "../http/request.ts";
import { json } from "../http/respond.ts";
import type { Call } from "../http/route.ts";
import { sendMail } from "../email/index.ts";
import { mailsIn } from "../email/templates.ts";
import { requestLocale } from "../http/locale.ts";
import { MODERATION_MESSAGES, reportRequestSchema } from "../../src/domain/moderation.ts";
import { DECISION_MESSAGES } from "../../src/domain/decision-texts.ts";
import { PROFILE_NOT_FOUND } from "../../src/domain/profile.ts";

/**
 * POST /api/reports `{ handle, reason, details?, email?, good_faith: true, image_url? }` (public, signed out too):
 * stores a notice on a listed profile, optionally naming one of its gallery pictures, and answers its reference.
 * With an e-mail, the receipt is written to the outbox in the same transaction. Anything not shown to the public
 * (unknown, Pending, Rejected, Suspended, paused, a demo Muse) is not found, exactly as its page is. The answer
 * never tells anything about other notices, and the reporter's address is never in anything a Muse reads.
 */
export async function submitReport(call: Call): Promise<Response> {
  await enforceRateLimit(LIMITS.report, call.ip);
  const report = await readJson(call.request, reportRequestSchema);
  const imageUrl = report.image_url ?? null;
  const email = report.email ?? null;
  // The receipt and, later, the outcome are written in the language of the page the notice was sent from.
  const locale = requestLocale(call.request);
  const reference = await transaction(async (tx) => {
    // One statement: the notice is stored only if the profile is listed at this moment, the picture it names is in
    // her gallery, and the same reporter has no open notice on her from today.
    const { rows } = await tx.query<{ reference: string; handle: string }>(
      `WITH stored AS (
         INSERT INTO profile_reports (profile_id, reason, details, reporter_key, reporter_email, image_url, locale)
         SELECT p.id, $2, $3, $4, $5, $6, $7 FROM profiles p
          WHERE lower(p.handle) = lower($1) AND p.listed
            AND ($6::text IS NULL
                 OR EXISTS (SELECT 1 FROM muse_gallery g WHERE g.profile_id = p.id AND g.image_url = $6))
         ON CONFLICT (profile_id, reporter_key, reported_on) WHERE status = 'open' AND reporter_key IS NOT NULL
         DO NOTHING
         RETURNING reference, profile_id
       )
       SELECT stored.reference, p.handle FROM stored JOIN profiles p ON p.id = stored.profile_id`,
      [report.handle, report.reason, report.details ?? null, reporterKey(call.ip), email, imageUrl, locale],
    );
    const stored = rows[0];
    if (stored && email) await sendMail(email, mailsIn(locale).noticeReceipt(stored.reference, stored.handle), tx);
    return stored?.reference;
  });
  if (reference) return json({ ok: true, reference }, { status: 201 });
  throw await whyNotStored(report.handle, imageUrl);
}

/** Why nothing was stored: the profile is not listed, the picture is not in her gallery, or it is a repeat. */
async function whyNotStored(handle: string, imageUrl: string | null): Promise<Error> {
  const [listed] = await query<{ picture_shown: boolean }>(
    `SELECT $2::text IS NULL
            OR EXISTS (SELECT 1 FROM muse_gallery g WHERE g.profile_id = p.id AND g.image_url = $2) AS picture_shown
       FROM profiles p WHERE lower(p.handle) = lower($1) AND p.listed`,
    [handle, imageUrl],
  );
  if (!listed) return notFound(PROFILE_NOT_FOUND);
  if (!listed.picture_shown) {
    return badRequest(DECISION_MESSAGES.pictureGone, { image_url: DECISION_MESSAGES.pictureGone });
  }
  return conflict(MODERATION_MESSAGES.reportRepeated);
}

/** The reporter, as the database keeps her: a keyed hash of the client's address, which cannot be turned back. */
function reporterKey(ip: string): string {
  return createHmac("sha256", sessionSecret()).update(`report:${ip}`).digest("base64url");
}
