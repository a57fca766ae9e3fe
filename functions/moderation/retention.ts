import { query } from "../db/index.ts";
import { deleteImage, imageRefFromUrl } from "../images/store.ts";
import { NOTICE_KEPT_MONTHS, REMOVED_PICTURE_KEPT_MONTHS } from "../../src/domain/decision-texts.ts";

/**
 * How long notice and action keeps what it holds about people (decision 0052), run by the hourly housekeeping. Each
 * step takes `now` so a test can move the clock, and does at most a batch per run (the rest follows an hour later).
 * What the transparency report counts survives: deleting a notice leaves its anonymous line (migration 0020).
 */

const BATCH = { notices: 1_000, mails: 1_000, pictures: 100 } as const;

/**
 * Notices decided NOTICE_KEPT_MONTHS ago are deleted, and with them the reporter's address and explanation. Open
 * notices stay whatever their age. How many were deleted.
 */
export async function deleteDecidedNotices(now = new Date()): Promise<number> {
  const rows = await query(
    `DELETE FROM profile_reports WHERE id IN (
       SELECT id FROM profile_reports
        WHERE status <> 'open' AND resolved_at <= $1::timestamptz - make_interval(months => $2)
        ORDER BY resolved_at LIMIT $3)
     RETURNING 1`,
    [now, NOTICE_KEPT_MONTHS, BATCH.notices],
  );
  return rows.length;
}

/**
 * The outbox's copies of the mails to reporters (the receipt, the outcome) go after as long: a receipt is never
 * younger than its notice, and an outcome is as old as its decision, so none outlives the notice it was about. A mail
 * still waiting to go out is left to the deliverer. How many were deleted.
 */
export async function deleteNoticeMails(now = new Date()): Promise<number> {
  const rows = await query(
    `DELETE FROM email_outbox WHERE id IN (
       SELECT id FROM email_outbox
        WHERE kind IN ('notice_receipt', 'notice_outcome') AND status <> 'pending'
          AND created_at <= $1::timestamptz - make_interval(months => $2)
        LIMIT $3)
     RETURNING 1`,
    [now, NOTICE_KEPT_MONTHS, BATCH.mails],
  );
  return rows.length;
}

/**
 * A removed picture is kept, unseen, while its removal can be appealed, so a reversal can put it back. Once
 * REMOVED_PICTURE_KEPT_MONTHS have passed its blob is deleted and the statement marked (`picture_deleted_at`), unless
 * an appeal of it is still open, the removal was reversed, or the picture is on a profile or in a gallery again. The
 * statement that marks it checks all of that, so a reversal deciding at the same moment finds it marked and cannot
 * restore a picture whose blob is going; a blob that could not be deleted is unmarked again and tried next hour. How
 * many pictures were deleted.
 */
export async function deleteRemovedPictures(now = new Date()): Promise<number> {
  const due = await query<{ id: string; image_url: string }>(
    `WITH due AS (
       SELECT d.id FROM moderation_decisions d
        WHERE d.kind = 'picture_removal' AND d.picture_deleted_at IS NULL AND d.reversed_at IS NULL
          AND d.created_at <= $1::timestamptz - make_interval(months => $2)
          -- Still needed by a removal of the same picture: a younger one, or one under appeal (this one included).
          AND NOT EXISTS (
            SELECT 1 FROM moderation_decisions same
             WHERE same.image_url = d.image_url AND same.picture_deleted_at IS NULL AND same.reversed_at IS NULL
               AND (same.created_at > $1::timestamptz - make_interval(months => $2)
                    OR EXISTS (SELECT 1 FROM appeals a WHERE a.decision_id = same.id AND a.status = 'open')))
          AND NOT EXISTS (SELECT 1 FROM muse_gallery g WHERE g.image_url = d.image_url)
          AND NOT EXISTS (SELECT 1 FROM profiles p WHERE p.profile_picture_url = d.image_url)
          AND NOT EXISTS (SELECT 1 FROM profiles p WHERE p.feet_picture_url = d.image_url)
        ORDER BY d.created_at
        LIMIT $3
        FOR UPDATE OF d SKIP LOCKED
     )
     UPDATE moderation_decisions d SET picture_deleted_at = $1
       FROM due WHERE d.id = due.id
     RETURNING d.id, d.image_url`,
    [now, REMOVED_PICTURE_KEPT_MONTHS, BATCH.pictures],
  );
  let deleted = 0;
  for (const decision of due) {
    // Demo pictures (/demo/...) have no blob: marking them is all there is to do.
    const ref = imageRefFromUrl(decision.image_url);
    try {
      if (ref) await deleteImage(ref.store, ref.id);
      deleted += 1;
    } catch (error) {
      console.error(`Failed to delete the removed picture ${decision.image_url}; trying again next hour`, error);
      await query(
        `UPDATE moderation_decisions SET picture_deleted_at = NULL WHERE id = $1 AND picture_deleted_at = $2`,
        [decision.id, now],
      );
    }
  }
  return deleted;
}
