import { transaction } from "../db/index.ts";
import { queryShaped } from "../db/shaped.ts";
import { adminProfileShape, type AdminProfile } from "../../src/domain/profile.ts";
import { purgeProfileCache } from "../cache/purge.ts";
import { conflict } from "../http/errors.ts";
import { readJson } from "../http/request.ts";
import type { SignedInCall } from "../http/route.ts";
import { recordAdminAction } from "../admin/actions.ts";
import { REVIEWER, reviewSchema } from "../../src/domain/review.ts";
import { REVIEW_ERRORS, applicationId, applicationNotFound } from "./detail.ts";
import { ADMIN_PROFILE_COLUMNS } from "./list.ts";
import { sendApprovalNotification } from "./notify.ts";
import { recordDecision } from "../decisions/record.ts";
import type { TermsClause } from "../../src/domain/decision-texts.ts";
import { assertOfAge, keptAgeDocument, retireAgeDocument } from "./age-document.ts";
import { queueNewMuseAlerts } from "../alerts/delivery.ts";

type Decision = ({ decision: "approve" } | { decision: "reject"; clause: TermsClause; reason: string }) & {
  admin_notes?: string | null;
};

/**
 * SPEC §4. Only a Pending row changes, so two admins deciding at once cannot both win. Approving sets
 * approved_at and clears any rejection reason; rejecting stores the reason and clears approved_at;
 * admin_notes change only when the decision carries them.
 */
const DECIDE = `UPDATE profiles
                   SET approval_status = $2, reviewed_at = now(), reviewed_by = $3,
                       approved_at = CASE WHEN $2 = 'Approved' THEN now() END, rejection_reason = $4,
                       admin_notes = CASE WHEN $5 THEN $6 ELSE admin_notes END, updated_at = now()
                 WHERE id = $1 AND approval_status = 'Pending'
             RETURNING ${ADMIN_PROFILE_COLUMNS}`;

async function decide(
  id: string,
  review: Decision,
  adminUserId: string,
): Promise<{ application: AdminProfile; notified: boolean }> {
  const newStatus = review.decision === "approve" ? "Approved" : "Rejected";
  const reason = review.decision === "reject" ? review.reason : null;
  return transaction(async (tx) => {
    if (review.decision === "approve") {
      // Only a Pending application is checked: any other answers below as it always did.
      const { rows } = await tx.query<{ approval_status: string }>(
        `SELECT approval_status FROM profiles WHERE id = $1 FOR UPDATE`,
        [id],
      );
      if (rows[0]?.approval_status === "Pending") await assertOfAge(tx, id);
    }
    const [application] = await queryShaped(
      adminProfileShape,
      DECIDE,
      [id, newStatus, REVIEWER, reason, review.admin_notes !== undefined, review.admin_notes ?? null],
      tx,
    );
    if (!application) {
      const { rows: existing } = await tx.query(`SELECT 1 FROM profiles WHERE id = $1`, [id]);
      throw existing.length > 0 ? conflict(REVIEW_ERRORS.alreadyReviewed) : applicationNotFound();
    }
    await recordAdminAction(tx, {
      type: review.decision === "approve" ? "approved" : "rejected",
      target: "profile",
      targetId: id,
      adminUserId,
      details: {
        previous_status: "Pending",
        new_status: newStatus,
        reason,
        ...(review.decision === "reject" ? { clause: review.clause } : {}),
      },
    });
    if (review.decision === "approve") {
      // Visitors who asked about her city are told, by push, once this commits (decision 0068).
      await queueNewMuseAlerts(tx, application.city);
      return { application, notified: false };
    }
    // A rejection restricts her: its statement of reasons and its mail commit with it (decision 0050).
    const decision = await recordDecision(tx, {
      profileId: id,
      kind: "rejection",
      clause: review.clause,
      reason: review.reason,
      source: "own_initiative",
      adminUserId,
    });
    return { application, notified: decision.notified };
  });
}

/**
 * POST /api/applications/:id/review (admin) `{ decision: "approve" }` or `{ decision: "reject", clause, reason }`.
 * An approval needs her age check first (decision 0065); her document picture is deleted once either is recorded.
 * An approval commits first and its mail follows, never undoing it; a rejection's statement mail commits with it.
 */
export async function reviewApplication(call: SignedInCall): Promise<{ application: AdminProfile; notified: boolean }> {
  const id = applicationId(call);
  const review = await readJson(call.request, reviewSchema);
  const decided = await decide(id, review, call.session.userId);
  // Her document picture is kept until the decision only (decision 0065).
  const document = await keptAgeDocument(id);
  if (document) await retireAgeDocument(id, document);
  await purgeProfileCache(decided.application.handle);
  const notified = review.decision === "approve" ? await sendApprovalNotification(id) : decided.notified;
  return { application: decided.application, notified };
}
