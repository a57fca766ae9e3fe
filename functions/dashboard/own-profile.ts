import { queryOne, type Queryable } from "../db/index.ts";
import { columnsOf, queryOneShaped } from "../db/shaped.ts";
import { forbidden, notFound } from "../http/errors.ts";
import { ownerProfileShape, type OwnerProfile } from "../../src/domain/profile.ts";
import { DASHBOARD_MESSAGES } from "../../src/domain/api-texts.ts";
import type { City } from "../../src/domain/cities.ts";

export { DASHBOARD_MESSAGES };

/** What a muse sees of her own profile: the fields of the owner shape (src/domain/profile.ts). */
export const OWNER_PROFILE_COLUMNS = columnsOf(ownerProfileShape);

export function findOwnProfile(userId: string): Promise<OwnerProfile | undefined> {
  return queryOneShaped(ownerProfileShape, `SELECT ${OWNER_PROFILE_COLUMNS} FROM profiles WHERE user_id = $1`, [
    userId,
  ]);
}

/**
 * The states in which a muse edits her profile, pictures and gallery: Approved, and Suspended, so she can fix what
 * she was suspended for (the profile stays hidden) before she asks for review. The SQL form guards each write.
 */
export const EDITABLE_STATUSES = ["Approved", "Suspended"] as const;
export const IS_EDITABLE = `approval_status IN ('Approved', 'Suspended')`;

export const isEditable = (status: string) => (EDITABLE_STATUSES as readonly string[]).includes(status);

/**
 * The caller's profile, when it exists and she may edit it (see EDITABLE_STATUSES). Read inside a transaction, its
 * row stays locked until the transaction ends.
 */
export async function editableProfile(
  userId: string,
  tx?: Queryable,
): Promise<{ id: string; handle: string; city: City }> {
  type Own = { id: string; handle: string; city: City; approval_status: string };
  const text = `SELECT id, handle, city, approval_status FROM profiles WHERE user_id = $1${tx ? " FOR UPDATE" : ""}`;
  const own = tx ? (await tx.query<Own>(text, [userId])).rows[0] : await queryOne<Own>(text, [userId]);
  if (!own) throw notFound(DASHBOARD_MESSAGES.noProfile);
  if (!isEditable(own.approval_status)) throw notEditable();
  return { id: own.id, handle: own.handle, city: own.city };
}

/** Why a profile cannot be changed: it is still under review (or was rejected). */
export function notEditable() {
  return forbidden(DASHBOARD_MESSAGES.notApproved);
}
