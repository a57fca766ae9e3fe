import type { Queryable } from "../db/index.ts";
import { recordAdminAction } from "../admin/actions.ts";
import { purgeCache, purgeProfileCache } from "../cache/purge.ts";
import { conflict } from "../http/errors.ts";
import { imageCacheTag } from "../images/serve.ts";
import { discardImages, imageRefFromUrl, readImage } from "../images/store.ts";
import { fingerprintImage } from "../images/fingerprint.ts";
import { forgetFingerprints, recordFingerprint } from "../moderation/lookalikes.ts";
import type { PictureChangeKind } from "../moderation/change-log.ts";
import { MODERATION_MESSAGES } from "../../src/domain/moderation.ts";
import type { StatementInput } from "../../src/domain/decisions.ts";
import type { DecisionSource } from "../../src/domain/decision-texts.ts";
import { recordDecision } from "./record.ts";

/** A picture on a profile, as an admin takes it down. */
export interface ShownPicture {
  profileId: string;
  handle: string;
  kind: PictureChangeKind;
  imageUrl: string;
}

const PICTURE_COLUMNS: Record<Exclude<PictureChangeKind, "gallery_image">, string> = {
  profile_picture: "profile_picture_url",
  feet_picture: "feet_picture_url",
};

/**
 * Takes the picture off the profile; false when the Muse has since replaced or deleted it. A gallery picture answers
 * its caption, kept with the decision.
 */
async function takeDown(tx: Queryable, picture: ShownPicture): Promise<false | { caption: string | null }> {
  if (picture.kind === "gallery_image") {
    const { rows } = await tx.query<{ display_order: number; caption: string | null }>(
      `DELETE FROM muse_gallery WHERE profile_id = $1 AND image_url = $2 RETURNING display_order, caption`,
      [picture.profileId, picture.imageUrl],
    );
    if (rows.length === 0) return false;
    // Close the gap, as the Muse's own delete does, so display_order stays equal to the position.
    await tx.query(
      `UPDATE muse_gallery SET display_order = display_order - 1 WHERE profile_id = $1 AND display_order > $2`,
      [picture.profileId, rows[0]!.display_order],
    );
    return { caption: rows[0]!.caption };
  }
  const column = PICTURE_COLUMNS[picture.kind];
  const { rows } = await tx.query(
    `UPDATE profiles SET ${column} = NULL, updated_at = now() WHERE id = $1 AND ${column} = $2 RETURNING id`,
    [picture.profileId, picture.imageUrl],
  );
  return rows.length > 0 && { caption: null };
}

/**
 * Removes a picture with a statement of reasons, in the caller's transaction (whose profile row it has locked): off
 * the profile, its fingerprint forgotten, its changes marked removed, logged, the statement recorded and mailed. The
 * blob is kept, seen by nobody but her and the admins, until the decision can no longer be appealed (decision 0050).
 * A picture she has since replaced or deleted is a 409 and nothing changes.
 */
export async function removePicture(
  tx: Queryable,
  picture: ShownPicture,
  statement: StatementInput & { source: DecisionSource; adminUserId: string },
): Promise<{ decisionId: string; notified: boolean }> {
  const takenDown = await takeDown(tx, picture);
  if (!takenDown) throw conflict(MODERATION_MESSAGES.pictureNoLongerShown);
  await forgetFingerprints(tx, [picture.imageUrl]);
  // Taking the picture down is the review of every change that showed it.
  await tx.query(
    `UPDATE profile_changes SET removed_at = now(), reviewed_at = coalesce(reviewed_at, now()),
            reviewed_by = coalesce(reviewed_by, $3)
      WHERE profile_id = $1 AND image_url = $2 AND removed_at IS NULL`,
    [picture.profileId, picture.imageUrl, statement.adminUserId],
  );
  const decision = await recordDecision(tx, {
    profileId: picture.profileId,
    kind: "picture_removal",
    clause: statement.clause,
    reason: statement.reason,
    source: statement.source,
    adminUserId: statement.adminUserId,
    picture: { url: picture.imageUrl, kind: picture.kind, caption: takenDown.caption },
  });
  await recordAdminAction(tx, {
    type: "picture_removed",
    target: "profile",
    targetId: picture.profileId,
    adminUserId: statement.adminUserId,
    details: { kind: picture.kind, image_url: picture.imageUrl, clause: statement.clause, reason: statement.reason },
  });
  return { decisionId: decision.id, notified: decision.notified };
}

/** After the removal committed: the CDN forgets the picture and her page. */
export async function purgeRemovedPicture(picture: Pick<ShownPicture, "handle" | "imageUrl">): Promise<void> {
  const ref = imageRefFromUrl(picture.imageUrl);
  if (ref) await purgeCache([imageCacheTag(ref.id)]);
  await purgeProfileCache(picture.handle);
}

/**
 * Puts a removed picture back where it was (an appeal reversed its removal): at the end of her gallery with its
 * caption, or as her profile or feet picture when that place is still empty. Answers false when it cannot go back (she has another
 * picture there, or the blob is gone); the caller then lets the blob go.
 */
export async function restorePicture(
  tx: Queryable,
  removed: { profileId: string; kind: PictureChangeKind; imageUrl: string; caption: string | null },
): Promise<boolean> {
  let restored: boolean;
  if (removed.kind === "gallery_image") {
    const { rows } = await tx.query(
      `INSERT INTO muse_gallery (profile_id, image_url, caption, display_order)
       SELECT $1, $2, $3, coalesce(max(display_order) + 1, 0) FROM muse_gallery WHERE profile_id = $1
       RETURNING id`,
      [removed.profileId, removed.imageUrl, removed.caption],
    );
    restored = rows.length > 0;
  } else {
    const column = PICTURE_COLUMNS[removed.kind];
    const { rows } = await tx.query(
      `UPDATE profiles SET ${column} = $2, updated_at = now() WHERE id = $1 AND ${column} IS NULL RETURNING id`,
      [removed.profileId, removed.imageUrl],
    );
    restored = rows.length > 0;
  }
  if (!restored) return false;
  await tx.query(`UPDATE profile_changes SET removed_at = NULL WHERE profile_id = $1 AND image_url = $2`, [
    removed.profileId,
    removed.imageUrl,
  ]);
  await refingerprint(tx, removed);
  return true;
}

/** The restored picture's fingerprint again (forgotten at its removal), from its stored bytes. */
async function refingerprint(
  tx: Queryable,
  picture: { profileId: string; kind: PictureChangeKind; imageUrl: string },
): Promise<void> {
  const ref = imageRefFromUrl(picture.imageUrl);
  const bytes = ref && (await readImage(ref.store, ref.id, "full"));
  if (!bytes) return;
  const fingerprint = await fingerprintImage(new Uint8Array(bytes));
  await recordFingerprint({ url: picture.imageUrl, profileId: picture.profileId, kind: picture.kind, fingerprint }, tx);
}

/**
 * A kept removed picture that will not come back: the decision records it gone in the caller's transaction, and the
 * answer deletes the blob, to be called once that transaction has committed.
 */
export async function letPictureGo(tx: Queryable, decisionId: string, imageUrl: string): Promise<() => Promise<void>> {
  await tx.query(`UPDATE moderation_decisions SET picture_deleted_at = now() WHERE id = $1`, [decisionId]);
  return () => discardImages([imageUrl]);
}
