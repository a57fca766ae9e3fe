import { transaction, type Queryable } from "../db/index.ts";
import { recordDecision } from "../decisions/record.ts";
import type { DecisionSource } from "../../src/domain/decision-texts.ts";
import type { MessageKey } from "../../src/i18n/keys.ts";
import { queryShaped } from "../db/shaped.ts";
import { adminProfileShape, type AdminProfile } from "../../src/domain/profile.ts";
import { conflict } from "../http/errors.ts";
import { readJson } from "../http/request.ts";
import type { SignedInCall } from "../http/route.ts";
import { recordAdminAction } from "../admin/actions.ts";
import { purgeListing } from "../moderation/visibility.ts";
import { MODERATION_MESSAGES, statusChangeSchema, type StatusChange } from "../../src/domain/moderation.ts";
import { applicationId, applicationNotFound } from "./detail.ts";
import { ADMIN_PROFILE_COLUMNS } from "./list.ts";
import { notifyMuse } from "./notify.ts";
import type { AdminActionType } from "../../src/domain/review.ts";

interface Move {
  from: AdminProfile["approval_status"];
  to: AdminProfile["approval_status"];
  set: string;
  logged: AdminActionType;
  refused: MessageKey;
}

/**
 * The admin's moves after the review. Each UPDATE only matches the one status it leaves, so two admins acting at
 * once cannot both win; the database's transition trigger refuses any other edge on its own.
 */
const MOVES: Record<StatusChange["action"], Move> = {
  suspend: {
    from: "Approved",
    to: "Suspended",
    set: "suspension_reason = $2, suspended_at = now()",
    logged: "suspended",
    refused: MODERATION_MESSAGES.notApprovedForSuspension,
  },
  reinstate: {
    from: "Suspended",
    to: "Approved",
    set: "suspension_reason = NULL, suspended_at = NULL, review_requested_at = NULL, review_request_note = NULL",
    logged: "reinstated",
    refused: MODERATION_MESSAGES.notSuspended,
  },
  reopen: {
    from: "Rejected",
    to: "Pending",
    set: "rejection_reason = NULL, reviewed_at = NULL, reviewed_by = NULL",
    logged: "reopened",
    refused: MODERATION_MESSAGES.notRejected,
  },
};

/**
 * Moves the profile one step, logged; a suspension records its statement of reasons and queues its mail in the same
 * transaction (decision 0050). Answers whether a mail to her was queued.
 */
export async function move(
  id: string,
  change: StatusChange,
  adminUserId: string,
  source: DecisionSource = "own_initiative",
  db?: Queryable,
): Promise<{ application: AdminProfile; notified: boolean; decisionId: string | null }> {
  const step = MOVES[change.action];
  const reason = change.action === "suspend" ? change.reason : null;
  const inTransaction = (
    work: (tx: Queryable) => Promise<{ application: AdminProfile; notified: boolean; decisionId: string | null }>,
  ) => (db ? work(db) : transaction(work));
  return inTransaction(async (tx) => {
    const [application] = await queryShaped(
      adminProfileShape,
      `UPDATE profiles SET approval_status = '${step.to}', ${step.set}, updated_at = now()
        WHERE id = $1 AND approval_status = '${step.from}'
        RETURNING ${ADMIN_PROFILE_COLUMNS}`,
      reason === null ? [id] : [id, reason],
      tx,
    );
    if (!application) {
      const { rows: existing } = await tx.query(`SELECT 1 FROM profiles WHERE id = $1`, [id]);
      throw existing.length > 0 ? conflict(step.refused) : applicationNotFound();
    }
    await recordAdminAction(tx, {
      type: step.logged,
      target: "profile",
      targetId: id,
      adminUserId,
      details: {
        previous_status: step.from,
        new_status: step.to,
        ...(change.action === "suspend" ? { reason: change.reason, clause: change.clause } : {}),
      },
    });
    if (change.action !== "suspend") return { application, notified: false, decisionId: null };
    const decision = await recordDecision(tx, {
      profileId: id,
      kind: "suspension",
      clause: change.clause,
      reason: change.reason,
      source,
      adminUserId,
    });
    return { application, notified: decision.notified, decisionId: decision.id };
  });
}

/**
 * POST /api/applications/:id/status (admin): `{ action: "suspend", clause, reason }`, `{ action: "reinstate" }` or
 * `{ action: "reopen" }`. Suspension and reinstatement take effect on the public site at once (CDN purged) and are
 * mailed to the muse: the suspension's statement of reasons in its own transaction, the reinstatement after it.
 */
export async function changeStatus(call: SignedInCall): Promise<{ application: AdminProfile; notified: boolean }> {
  const id = applicationId(call);
  const change = await readJson(call.request, statusChangeSchema);
  const moved = await move(id, change, call.session.userId);
  await purgeListing(id);
  let notified = moved.notified;
  if (change.action === "reinstate") notified = await notifyMuse(id, (mails, handle) => mails.reinstatement(handle));
  return { application: moved.application, notified };
}
