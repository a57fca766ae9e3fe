import type { Queryable } from "../db/index.ts";
import { columnsOf } from "../db/shaped.ts";
import { REVIEWER, adminActionShape, type AdminActionType, type AdminTargetType } from "../../src/domain/review.ts";

export const ADMIN_ACTION_COLUMNS = columnsOf(adminActionShape);

/** Logs an admin decision inside the caller's transaction, so the log and the change commit together. */
export async function recordAdminAction(
  tx: Queryable,
  action: {
    type: AdminActionType;
    target: AdminTargetType;
    targetId: string;
    adminUserId: string;
    details: Record<string, unknown>;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO admin_actions (action_type, target_type, target_id, admin_identifier, admin_user_id, details)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
    [action.type, action.target, action.targetId, REVIEWER, action.adminUserId, JSON.stringify(action.details)],
  );
}
