import { transaction, type Queryable } from "../db/index.ts";
import { conflict } from "../http/errors.ts";
import { readJson } from "../http/request.ts";
import type { SignedInCall } from "../http/route.ts";
import { recordAdminAction } from "../admin/actions.ts";
import { applicationId, applicationNotFound } from "../applications/detail.ts";
import { MODERATION_MESSAGES } from "../../src/domain/moderation.ts";
import { DECISION_MESSAGES, statementSchema, type StatementInput } from "../../src/domain/decisions.ts";
import type { DecisionSource } from "../../src/domain/decision-texts.ts";
import { recordDecision } from "./record.ts";

/**
 * A warning about a profile that went live (Approved or Suspended), in the caller's transaction, which holds the
 * profile's row lock: the statement of reasons with its mail, and the log entry.
 */
export async function recordWarning(
  tx: Queryable,
  profile: { id: string; approval_status: string },
  warning: StatementInput & { source: DecisionSource; adminUserId: string },
): Promise<{ id: string; notified: boolean }> {
  if (profile.approval_status !== "Approved" && profile.approval_status !== "Suspended")
    throw conflict(MODERATION_MESSAGES.warnOnlyListed);
  const recorded = await recordDecision(tx, { profileId: profile.id, kind: "warning", ...warning });
  await recordAdminAction(tx, {
    type: "warned",
    target: "profile",
    targetId: profile.id,
    adminUserId: warning.adminUserId,
    details: { clause: warning.clause, reason: warning.reason },
  });
  return recorded;
}

/**
 * POST /api/applications/:id/warn (admin) `{ clause, reason }`: a warning with a statement of reasons and no
 * restriction, for a profile that went live (Approved or Suspended); logged and mailed in one transaction.
 */
export async function warnMuse(call: SignedInCall) {
  const id = applicationId(call);
  const statement = await readJson(call.request, statementSchema);
  const notified = await transaction(async (tx) => {
    const { rows } = await tx.query<{ approval_status: string }>(
      `SELECT approval_status FROM profiles WHERE id = $1 FOR UPDATE`,
      [id],
    );
    const profile = rows[0];
    if (!profile) throw applicationNotFound();
    const warning = await recordWarning(
      tx,
      { id, approval_status: profile.approval_status },
      { ...statement, source: "own_initiative", adminUserId: call.session.userId },
    );
    return warning.notified;
  });
  return { ok: true, message: DECISION_MESSAGES.warned.title, notified };
}
