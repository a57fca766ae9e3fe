import type { Queryable } from "../db/index.ts";
import { REVIEWER } from "../../src/domain/review.ts";

export type AdminActionType =
  | "note_added"
  | "approved"
  | "rejected"
  | "responded"
  | "suspended"
  | "reinstated"
  | "reopened"
  | "report_resolved"
  | "report_dismissed"
  | "picture_removed";
export type AdminTargetType = "profile" | "contact_request" | "profile_report";

export interface AdminAction {
  id: string;
  action_type: AdminActionType;
  target_type: AdminTargetType;
  target_id: string;
  admin_identifier: string;
  details: Record<string, unknown>;
  created_at: Date;
}

export const ADMIN_ACTION_COLUMNS = "id, action_type, target_type, target_id, admin_identifier, details, created_at";

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
