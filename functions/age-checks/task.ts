import { query, transaction, type Queryable } from "../db/index.ts";
import { queryOneShaped } from "../db/shaped.ts";
import { badRequest, conflict, forbidden, notFound } from "../http/errors.ts";
import type { SignedInCall } from "../http/route.ts";
import { textFor } from "../http/messages.ts";
import { readUploadForm, uploadedFile } from "../images/upload.ts";
import { recordDecision } from "../decisions/record.ts";
import { recipientOf } from "../applications/recipient.ts";
import { storeAgeDocument } from "../applications/age-document.ts";
import { purgeListing } from "../moderation/visibility.ts";
import { discardVerificationPicture } from "../verification/own.ts";
import { DASHBOARD_MESSAGES } from "../dashboard/own-profile.ts";
import { formatDate } from "../../src/lib/format.ts";
import { APPLICATION_MESSAGES } from "../../src/domain/application.ts";
import { AGE_CHECK_MESSAGES, AGE_TASK, ownAgeTaskShape, type OwnAgeTask } from "../../src/domain/age-check.ts";

/**
 * "Confirm your age" (issue 46 items 2 and 3, decision 0066): who has the task, on the profile `p`. An application
 * whose document is gone (sent before the check existed, or deleted unchecked after 30 days); a live Muse an admin
 * asked, or who has no check saying 18 or older.
 */
const TASK_OPEN = `((p.approval_status = 'Pending' AND p.age_document_id IS NULL)
  OR (p.approval_status IN ('Approved', 'Suspended') AND p.age_check_requested_at IS NOT NULL)
  OR (p.approval_status = 'Approved'
      AND NOT EXISTS (SELECT 1 FROM age_checks c WHERE c.profile_id = p.id AND c.over_18)))`;

const TASK_DAYS = `make_interval(days => ${AGE_TASK.TASK_DAYS})`;

const OWN_TASK = `SELECT
    coalesce(p.age_check_requested_at, CASE WHEN p.approval_status = 'Pending' THEN p.age_document_asked_at END,
             p.created_at) AS requested_at,
    p.age_check_request_reason AS reason,
    CASE WHEN p.approval_status <> 'Pending' THEN coalesce(p.age_check_requested_at, now()) + ${TASK_DAYS} END AS due_at,
    CASE WHEN p.age_document_id IS NOT NULL THEN p.age_document_sent_at END AS document_sent_at,
    p.age_check_paused_at IS NOT NULL AS paused
  FROM profiles p WHERE p.id = $1 AND ${TASK_OPEN}`;

/** Her task, for her dashboard; null when she has none. */
export async function ownAgeTask(profileId: string, db?: Queryable): Promise<OwnAgeTask | null> {
  return (await queryOneShaped(ownAgeTaskShape, OWN_TASK, [profileId], db)) ?? null;
}

/** Her profile, locked, when it has the task and no document waiting; otherwise the reason it takes none. */
async function profileTakingDocument(tx: Queryable, userId: string): Promise<{ id: string; approval_status: string }> {
  const { rows } = await tx.query<{ id: string; approval_status: string; open: boolean; waiting: boolean }>(
    `SELECT p.id, p.approval_status, ${TASK_OPEN} AS open, p.age_document_id IS NOT NULL AS waiting
       FROM profiles p WHERE p.user_id = $1 FOR UPDATE`,
    [userId],
  );
  const own = rows[0];
  if (!own) throw notFound(DASHBOARD_MESSAGES.noProfile);
  if (own.waiting) throw conflict(AGE_CHECK_MESSAGES.documentWaiting);
  if (!own.open) throw forbidden(AGE_CHECK_MESSAGES.noTask);
  return own;
}

/**
 * POST /api/dashboard/age-document (multipart `age_document`): her identity document for the task, through the same
 * checks as every upload into the private store, as an application sends it. A live Muse's task is dated from now
 * on if it was not yet, so the housekeeping knows her document from one an application left behind.
 */
export async function submitOwnAgeDocument(call: SignedInCall) {
  const form = await readUploadForm(call.request, 1);
  const bytes = await uploadedFile(form, "age_document");
  const required = APPLICATION_MESSAGES.documentRequired.description;
  if (!bytes) throw badRequest(required, { age_document: required });
  // Checked before the picture is stored, and again, locked, when it is recorded.
  await transaction((tx) => profileTakingDocument(tx, call.session.userId));
  const documentId = await storeAgeDocument(bytes);
  try {
    const age_task = await transaction(async (tx) => {
      const own = await profileTakingDocument(tx, call.session.userId);
      await tx.query(
        `UPDATE profiles SET age_document_id = $2, age_document_sent_at = now(),
                age_check_requested_at = CASE WHEN approval_status = 'Pending' THEN age_check_requested_at
                                              ELSE coalesce(age_check_requested_at, now()) END
          WHERE id = $1`,
        [own.id, documentId],
      );
      return ownAgeTask(own.id, tx);
    });
    return { age_task, message: AGE_CHECK_MESSAGES.documentSent };
  } catch (error) {
    await discardVerificationPicture(documentId);
    throw error;
  }
}

/**
 * Ends her task once an admin recorded a check of a live Muse's document: a check saying 18 or older also lifts the
 * pause and ends its statement (her own pause, from before, stays). One saying under 18 leaves the pause: the admin
 * suspends her with a statement of reasons. Whether her listing came back.
 */
export async function closeAgeTask(tx: Queryable, profileId: string, over18: boolean): Promise<boolean> {
  const { rows } = await tx.query<{ paused: boolean }>(
    `UPDATE profiles SET age_check_requested_at = NULL, age_check_request_reason = NULL
      WHERE id = $1
      RETURNING age_check_paused_at IS NOT NULL AS paused`,
    [profileId],
  );
  if (!over18 || !rows[0]?.paused) return false;
  await liftAgeCheckPause(tx, profileId);
  return true;
}

/** Takes the age-check pause off her listing and ends its statement. */
export async function liftAgeCheckPause(tx: Queryable, profileId: string): Promise<void> {
  await tx.query(
    `UPDATE profiles
        SET paused_at = CASE WHEN paused_at = age_check_paused_at THEN NULL ELSE paused_at END,
            age_check_paused_at = NULL, updated_at = now()
      WHERE id = $1`,
    [profileId],
  );
  await tx.query(
    `UPDATE moderation_decisions SET ended_at = now()
      WHERE profile_id = $1 AND kind = 'age_check_pause' AND ended_at IS NULL`,
    [profileId],
  );
}

/**
 * The hourly housekeeping: every live Muse without a passing check gets her task dated (now, if it was not), and the
 * listings of those whose task is TASK_DAYS old with no document waiting are paused, each with a statement of reasons
 * in her language (clause 1.1). `now` lets a test move the clock. How many were paused.
 */
export async function pauseUncheckedListings(now = new Date()): Promise<number> {
  await query(
    `UPDATE profiles p SET age_check_requested_at = $1
      WHERE p.approval_status = 'Approved' AND p.age_check_requested_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM age_checks c WHERE c.profile_id = p.id AND c.over_18)`,
    [now],
  );
  const due = await query<{ id: string }>(
    `SELECT id FROM profiles
      WHERE approval_status = 'Approved' AND age_check_paused_at IS NULL AND age_document_id IS NULL
        AND age_check_requested_at + ${TASK_DAYS} <= $1
      LIMIT 500`,
    [now],
  );
  let paused = 0;
  for (const { id } of due) {
    const done = await transaction(async (tx) => {
      const { rows } = await tx.query<{ requested_at: Date }>(
        `UPDATE profiles SET age_check_paused_at = $2, paused_at = coalesce(paused_at, $2), updated_at = now()
          WHERE id = $1 AND approval_status = 'Approved' AND age_check_paused_at IS NULL AND age_document_id IS NULL
          RETURNING age_check_requested_at AS requested_at`,
        [id, now],
      );
      if (!rows[0]) return false;
      const recipient = await recipientOf(id, tx);
      const locale = recipient?.locale ?? "en";
      await recordDecision(tx, {
        profileId: id,
        kind: "age_check_pause",
        clause: "1.1",
        reason: textFor(locale, "ageCheck.pauseFacts", {
          date: formatDate(rows[0].requested_at, locale),
          days: AGE_TASK.TASK_DAYS,
        }),
        source: "own_initiative",
        adminUserId: null,
      });
      return true;
    });
    if (!done) continue;
    paused += 1;
    await purgeListing(id);
  }
  return paused;
}
