import { queryOne } from "../db/index.ts";
import { forbidden, notFound } from "../http/errors.ts";
import { PUBLIC_MUSE_DETAIL_COLUMNS } from "../muses/fields.ts";
import { MODERATION_MESSAGES } from "../../src/domain/moderation.ts";
import type { ApprovalStatus } from "../../src/domain/options.ts";

export const DASHBOARD_MESSAGES = {
  noProfile: "No Profile Found",
  notApproved: "Editing becomes available once your application is approved",
} as const;

/**
 * What a muse sees of her own profile: the public detail plus her rejection reason and the verification phone she
 * gave with the application. Never admin_notes, reviewed_by, how_found_us or date_of_birth.
 */
export const OWNER_PROFILE_COLUMNS = `${PUBLIC_MUSE_DETAIL_COLUMNS}, rejection_reason, suspension_reason, paused_at, phone_number`;

export interface OwnerProfile {
  id: string;
  handle: string;
  approval_status: ApprovalStatus;
  [field: string]: unknown;
}

export function findOwnProfile(userId: string): Promise<OwnerProfile | undefined> {
  return queryOne<OwnerProfile>(`SELECT ${OWNER_PROFILE_COLUMNS} FROM profiles WHERE user_id = $1`, [userId]);
}

/** The caller's profile, when it exists and is Approved: the only state in which a muse edits it. */
export async function editableProfile(userId: string): Promise<{ id: string; handle: string }> {
  const own = await queryOne<{ id: string; handle: string; approval_status: string }>(
    `SELECT id, handle, approval_status FROM profiles WHERE user_id = $1`,
    [userId],
  );
  if (!own) throw notFound(DASHBOARD_MESSAGES.noProfile);
  if (own.approval_status !== "Approved") throw notEditable(own.approval_status);
  return { id: own.id, handle: own.handle };
}

/** Why a profile that is not Approved cannot be changed: still under review, or taken down by an admin. */
export function notEditable(status: string) {
  return forbidden(status === "Suspended" ? MODERATION_MESSAGES.suspendedNoEdit : DASHBOARD_MESSAGES.notApproved);
}
