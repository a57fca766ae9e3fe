import { transaction } from "../db/index.ts";
import { queryShaped } from "../db/shaped.ts";
import { adminProfileShape, type AdminProfile } from "../../src/domain/profile.ts";
import { readJson } from "../http/request.ts";
import type { SignedInCall } from "../http/route.ts";
import { recordAdminAction } from "../admin/actions.ts";
import { notesSchema } from "../../src/domain/review.ts";
import { applicationId, applicationNotFound } from "./detail.ts";
import { ADMIN_PROFILE_COLUMNS } from "./list.ts";

/**
 * PATCH /api/applications/:id `{ admin_notes }` (admin). Only the notes change: a rejection reason stays as
 * the review left it (null unless Rejected). Blank notes are stored as null.
 */
export async function saveNotes(call: SignedInCall): Promise<{ application: AdminProfile }> {
  const id = applicationId(call);
  const { admin_notes } = await readJson(call.request, notesSchema);
  const notes = admin_notes.trim() === "" ? null : admin_notes;
  const application = await transaction(async (tx) => {
    const [updated] = await queryShaped(
      adminProfileShape,
      // Not updated_at: that is when visitors last saw her profile change ("Recently updated"), and notes are private.
      `UPDATE profiles SET admin_notes = $2 WHERE id = $1 RETURNING ${ADMIN_PROFILE_COLUMNS}`,
      [id, notes],
      tx,
    );
    if (!updated) throw applicationNotFound();
    await recordAdminAction(tx, {
      type: "note_added",
      target: "profile",
      targetId: id,
      adminUserId: call.session.userId,
      details: { notes },
    });
    return updated;
  });
  return { application };
}
