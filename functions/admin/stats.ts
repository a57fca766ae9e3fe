import { queryOne } from "../db/index.ts";
import { notFound } from "../http/errors.ts";
import { isSerialId } from "../http/ids.ts";
import type { SignedInCall } from "../http/route.ts";
import { undeliveredMailShape, type AdminStats, type UndeliveredMail } from "../../src/domain/admin.ts";
import { columnsOf, queryShaped } from "../db/shaped.ts";

/** GET /api/admin/stats (admin): the dashboard's numbers, in one statement. */
export async function getStats(): Promise<AdminStats> {
  const stats = await queryOne<AdminStats>(
    `WITH applications AS (
       SELECT count(*)::int AS total,
              (count(*) FILTER (WHERE approval_status = 'Pending'))::int AS pending,
              (count(*) FILTER (WHERE approval_status = 'Approved'))::int AS approved,
              (count(*) FILTER (WHERE approval_status = 'Rejected'))::int AS rejected,
              (count(*) FILTER (WHERE approval_status = 'Suspended'))::int AS suspended
         FROM profiles
     ), contacts AS (
       SELECT count(*)::int AS contacts, (count(*) FILTER (WHERE status = 'unread'))::int AS unread
         FROM contact_requests
     ), reports AS (
       SELECT count(*)::int AS open_reports, (count(*) FILTER (WHERE urgent))::int AS urgent_reports
         FROM profile_reports WHERE status = 'open'
     ), appeals AS (
       SELECT count(*)::int AS open_appeals FROM appeals WHERE status = 'open'
     ), verifications AS (
       SELECT count(*)::int AS open_verifications FROM photo_verifications WHERE status = 'submitted'
     ), mail AS (
       SELECT count(*)::int AS undelivered_mail FROM email_outbox
        WHERE status = 'failed' OR (status = 'pending' AND last_error IS NOT NULL)
     )
     SELECT applications.*, contacts.*, reports.*, appeals.*, verifications.*, mail.*,
            CASE WHEN total = 0 THEN 0 ELSE round(approved * 100.0 / total)::int END AS approval_rate
       FROM applications, contacts, reports, appeals, verifications, mail`,
  );
  return stats!;
}

/**
 * GET /api/admin/mail (admin): the mails the server refused and that have not gone out since, newest first (at most
 * 50): still being retried, or given up after the last attempt.
 */
export async function listUndeliveredMail(): Promise<{ mails: UndeliveredMail[] }> {
  const mails = await queryShaped(
    undeliveredMailShape,
    `SELECT ${columnsOf(undeliveredMailShape)} FROM email_outbox
      WHERE status = 'failed' OR (status = 'pending' AND last_error IS NOT NULL)
      ORDER BY created_at DESC, id DESC LIMIT 50`,
  );
  return { mails: mails.map(withTextId) };
}

const withTextId = (mail: UndeliveredMail) => ({ ...mail, id: String(mail.id) });

/**
 * POST /api/admin/mail/:id/resend (admin): a mail given up on goes back to the outbox as new, with its Message-ID, and
 * leaves the list once delivered. 404 for any other mail: one still being tried, already sent, or none.
 */
export async function resendMail(call: SignedInCall): Promise<{ mail: UndeliveredMail }> {
  const id = call.params.id;
  if (!isSerialId(id)) throw notFound();
  const [mail] = await queryShaped(
    undeliveredMailShape,
    `UPDATE email_outbox SET status = 'pending', attempts = 0, next_attempt_at = now(), last_error = NULL
      WHERE id = $1 AND status = 'failed'
      RETURNING ${columnsOf(undeliveredMailShape)}`,
    [id],
  );
  if (!mail) throw notFound();
  return { mail: withTextId(mail) };
}
