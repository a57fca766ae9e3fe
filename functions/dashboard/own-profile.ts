import { queryOne } from "../db/index.ts";
import { columnsOf, queryOneShaped } from "../db/shaped.ts";
import { forbidden, notFound } from "../http/errors.ts";
import { MODERATION_MESSAGES } from "../../src/domain/moderation.ts";
import { ownerProfileShape, type OwnerProfile } from "../../src/domain/profile.ts";

export const DASHBOARD_MESSAGES = {
  noProfile: "No Profile Found",
  notApproved: "Editing becomes available once your application is approved",
} as const;

/** What a muse sees of her own profile: the fields of the owner shape (src/domain/profile.ts). */
export const OWNER_PROFILE_COLUMNS = columnsOf(ownerProfileShape);

export function findOwnProfile(userId: string): Promise<OwnerProfile | undefined> {
  return queryOneShaped(ownerProfileShape, `SELECT ${OWNER_PROFILE_COLUMNS} FROM profiles WHERE user_id = $1`, [
    userId,
  ]);
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
