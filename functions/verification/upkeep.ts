import { purgeProfileCache } from "../cache/purge.ts";
import { query, transaction } from "../db/index.ts";
import { sendMail } from "../email/index.ts";
import { mailsIn } from "../email/templates.ts";
import { PHOTO_VERIFICATION } from "../../src/domain/verification.ts";
import type { Locale } from "../../src/domain/locales.ts";
import { retirePicture } from "./own.ts";

const VALID = `make_interval(months => ${PHOTO_VERIFICATION.VALID_MONTHS})`;

/**
 * Photo verifications that reached 12 months end: the badge goes, the profile pages and directory are purged. Run
 * by the hourly housekeeping; `now` is a parameter so a test can move the clock. The handles whose badge ended.
 */
export async function endExpiredVerifications(now = new Date()): Promise<string[]> {
  const rows = await query<{ handle: string }>(
    `UPDATE profiles SET photo_verified_at = NULL, photo_verification_reminded_at = NULL
      WHERE photo_verified_at IS NOT NULL AND photo_verified_at + ${VALID} <= $1
      RETURNING handle`,
    [now],
  );
  for (const { handle } of rows) await purgeProfileCache(handle);
  return rows.map((row) => row.handle);
}

/**
 * The reminder, 14 days before a verification ends: once per verification (a new confirmation resets it), queued in
 * the outbox in the same transaction that marks it sent. The handles reminded.
 */
export async function remindEndingVerifications(now = new Date()): Promise<string[]> {
  return transaction(async (tx) => {
    const { rows } = await tx.query<{ handle: string; email: string | null; ends_at: Date; locale: Locale }>(
      `UPDATE profiles p SET photo_verification_reminded_at = $1
         FROM profiles p2 LEFT JOIN users u ON u.id = p2.user_id
        WHERE p.id = p2.id AND p.photo_verified_at IS NOT NULL AND p.photo_verification_reminded_at IS NULL
          AND p.photo_verified_at + ${VALID} > $1
          AND p.photo_verified_at + ${VALID} - make_interval(days => ${PHOTO_VERIFICATION.REMINDER_DAYS}) <= $1
        RETURNING p.handle, coalesce(u.email, p.email) AS email, p.photo_verified_at + ${VALID} AS ends_at, p.locale`,
      [now],
    );
    for (const row of rows) {
      if (row.email) {
        await sendMail(row.email, mailsIn(row.locale).photoVerificationEnding(row.handle, row.ends_at), tx);
      }
    }
    return rows.map((row) => row.handle);
  });
}

/**
 * Verification pictures are kept 30 days after the decision (a voided request's at once), then deleted. A picture
 * that could not be deleted stays marked as kept and is tried again next time. How many were deleted.
 */
export async function deleteDecidedPictures(now = new Date()): Promise<number> {
  const rows = await query<{ id: string; picture_id: string }>(
    `SELECT id, picture_id FROM photo_verifications
      WHERE picture_id IS NOT NULL AND picture_deleted_at IS NULL
        AND (status = 'voided' OR decided_at + make_interval(days => ${PHOTO_VERIFICATION.PICTURE_KEPT_DAYS}) <= $1)
      LIMIT 500`,
    [now],
  );
  for (const row of rows) await retirePicture(row.id, row.picture_id);
  return rows.length;
}
