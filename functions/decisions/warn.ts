import { transaction } from "../db/index.ts";
import { conflict } from "../http/errors.ts";
import { readJson } from "../http/request.ts";
import type { SignedInCall } from "../http/route.ts";
import { recordAdminAction } from "../admin/actions.ts";
import { applicationId, applicationNotFound } from "../applications/detail.ts";
import { MODERATION_MESSAGES } from "../../src/domain/moderation.ts";
import { DECISION_MESSAGES, statementSchema } from "../../src/domain/decisions.ts";
import { recordDecision } from "./record.ts";

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
    if (profile.approval_status !== "Approved" && profile.approval_status !== "Suspended")
      throw conflict(MODERATION_MESSAGES.warnOnlyListed);
    const warning = await recordDecision(tx, {
      profileId: id,
      kind: "warning",
      ...statement,
      source: "own_initiative",
      adminUserId: call.session.userId,
    });
    await recordAdminAction(tx, {
      type: "warned",
      target: "profile",
      targetId: id,
      adminUserId: call.session.userId,
      details: { clause: statement.clause, reason: statement.reason },
    });
    return warning.notified;
  });
  return { ok: true, message: DECISION_MESSAGES.warned.title, notified };
}
