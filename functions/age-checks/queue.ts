import { query, transaction } from "../db/index.ts";
import { columnsOf, queryShaped } from "../db/shaped.ts";
import { conflict } from "../http/errors.ts";
import type { SignedInCall } from "../http/route.ts";
import { recordAdminAction } from "../admin/actions.ts";
import { mailMuse } from "../decisions/record.ts";
import { sendMail } from "../email/index.ts";
import { mailsIn } from "../email/templates.ts";
import { recipientOf } from "../applications/recipient.ts";
import { applicationId, applicationNotFound } from "../applications/detail.ts";
import { AGE_CHECK_MESSAGES, queuedAgeCheckShape, type QueuedAgeCheck } from "../../src/domain/age-check.ts";

/**
 * GET /api/admin/age-checks (admin): live Muses' identity documents waiting for a check, those an admin asked for
 * after a notice first, then the oldest. Each is checked in her application's detail, with the same form.
 */
export async function listAgeChecks(): Promise<{ age_checks: QueuedAgeCheck[] }> {
  const age_checks = await queryShaped(
    queuedAgeCheckShape,
    `SELECT ${columnsOf(queuedAgeCheckShape)} FROM profiles
      WHERE approval_status IN ('Approved', 'Suspended') AND age_document_id IS NOT NULL
        AND age_check_requested_at IS NOT NULL
      ORDER BY age_check_request_reason IS NOT NULL DESC, age_document_sent_at, id
      LIMIT 200`,
  );
  return { age_checks };
}

/**
 * POST /api/admin/age-checks/:id/request (admin), one click from a notice that she may be a minor: she gets the task
 * "Confirm your age" again with its reason and TASK_DAYS from now, and a mail in her language says why. Only a profile
 * that went live (Approved or Suspended); logged. A document she already sent stays waiting for its check.
 */
export async function requestAgeCheck(call: SignedInCall) {
  const id = applicationId(call);
  const notified = await transaction(async (tx) => {
    const { rows } = await tx.query<{ approval_status: string }>(
      `SELECT approval_status FROM profiles WHERE id = $1 FOR UPDATE`,
      [id],
    );
    if (!rows[0]) throw applicationNotFound();
    if (!["Approved", "Suspended"].includes(rows[0].approval_status)) throw conflict(AGE_CHECK_MESSAGES.notLive);
    await tx.query(
      `UPDATE profiles SET age_check_requested_at = now(), age_check_request_reason = 'notice' WHERE id = $1`,
      [id],
    );
    await recordAdminAction(tx, {
      type: "age_check_requested",
      target: "profile",
      targetId: id,
      adminUserId: call.session.userId,
      details: { reason: "notice" },
    });
    return mailMuse(tx, id, (mails, handle) => mails.ageCheckRequested(handle));
  });
  return { ok: true as const, message: AGE_CHECK_MESSAGES.requested, notified };
}

/**
 * The hourly housekeeping: a Pending application without its identity document (sent before the check existed, or
 * deleted unchecked after 30 days) is told once, in her language, to send one from her dashboard. How many were told.
 */
export async function askForAgeDocuments(): Promise<number> {
  const rows = await query<{ id: string }>(
    `SELECT id FROM profiles
      WHERE approval_status = 'Pending' AND age_document_id IS NULL
        AND (age_document_asked_at IS NULL OR age_document_asked_at < coalesce(age_document_sent_at, '-infinity'))
      LIMIT 500`,
  );
  let told = 0;
  for (const { id } of rows) {
    const asked = await transaction(async (tx) => {
      const { rowCount } = await tx.query(
        `UPDATE profiles SET age_document_asked_at = now()
          WHERE id = $1 AND approval_status = 'Pending' AND age_document_id IS NULL`,
        [id],
      );
      if (!rowCount) return false;
      const recipient = await recipientOf(id, tx);
      if (!recipient?.email) return false;
      await sendMail(recipient.email, mailsIn(recipient.locale).ageDocumentAgain(recipient.handle), tx);
      return true;
    });
    if (asked) told += 1;
  }
  return told;
}
