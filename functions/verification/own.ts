import { randomInt } from "node:crypto";
import { queryOne, transaction, type Queryable } from "../db/index.ts";
import { columnsOf, queryOneShaped } from "../db/shaped.ts";
import { ApiError, badRequest, conflict, forbidden, notFound } from "../http/errors.ts";
import type { SignedInCall } from "../http/route.ts";
import { IMAGE_MESSAGES, processImage } from "../images/process.ts";
import { deleteImage, storePrivateImage } from "../images/store.ts";
import { forgetFingerprints, recordFingerprint } from "../moderation/lookalikes.ts";
import { readUploadForm, uploadedFile } from "../images/upload.ts";
import { DASHBOARD_MESSAGES } from "../dashboard/own-profile.ts";
import { PROFILE_MESSAGES } from "../../src/domain/profile.ts";
import {
  CODE_ALPHABET,
  CODE_LENGTH,
  GESTURES,
  PHOTO_VERIFICATION,
  VERIFICATION_MESSAGES,
  ownVerificationShape,
  verificationPictureUrl,
  type OwnVerification,
} from "../../src/domain/verification.ts";

export const VERIFICATION_STORE = "verification-pictures";
export const OWN_VERIFICATION_COLUMNS = columnsOf(ownVerificationShape);

/** A one-time code of CODE_LENGTH characters from CODE_ALPHABET (no look-alikes), from the system's secure source. */
export function newCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
}

const newGesture = () => GESTURES[randomInt(GESTURES.length)]!;

/** Her latest request (any status), for her dashboard; undefined when she never asked. */
export function latestVerification(profileId: string, db?: Queryable): Promise<OwnVerification | undefined> {
  return queryOneShaped(
    ownVerificationShape,
    `SELECT ${OWN_VERIFICATION_COLUMNS} FROM photo_verifications
      WHERE profile_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1`,
    [profileId],
    db,
  );
}

/** Her profile, locked, when it may be photo-verified: it exists and is Approved. */
async function verifiableProfile(tx: Queryable, userId: string): Promise<{ id: string }> {
  const { rows } = await tx.query<{ id: string; approval_status: string }>(
    `SELECT id, approval_status FROM profiles WHERE user_id = $1 FOR UPDATE`,
    [userId],
  );
  const own = rows[0];
  if (!own) throw notFound(DASHBOARD_MESSAGES.noProfile);
  if (own.approval_status !== "Approved") throw forbidden(VERIFICATION_MESSAGES.notApproved);
  return own;
}

/**
 * POST /api/dashboard/verification: a new code and gesture for an Approved Muse, good for 48 hours. An open request
 * is voided first (its picture, if one was sent, is deleted): one open request at a time.
 */
export async function requestVerification(call: SignedInCall) {
  const { verification, voidedPicture } = await transaction(async (tx) => {
    const own = await verifiableProfile(tx, call.session.userId);
    const { rows: voided } = await tx.query<{ id: string; picture_id: string | null }>(
      `UPDATE photo_verifications SET status = 'voided'
        WHERE profile_id = $1 AND status IN ('awaiting_picture', 'submitted')
        RETURNING id, picture_id`,
      [own.id],
    );
    const created = await queryOneShaped(
      ownVerificationShape,
      `INSERT INTO photo_verifications (profile_id, code, gesture, code_expires_at)
       VALUES ($1, $2, $3, now() + make_interval(hours => $4))
       RETURNING ${OWN_VERIFICATION_COLUMNS}`,
      [own.id, newCode(), newGesture(), PHOTO_VERIFICATION.CODE_HOURS],
      tx,
    );
    return { verification: created!, voidedPicture: voided.find((row) => row.picture_id) };
  });
  if (voidedPicture) await retirePicture(voidedPicture.id, voidedPicture.picture_id!);
  return { verification, message: VERIFICATION_MESSAGES.requested };
}

/**
 * POST /api/dashboard/verification/picture (multipart `image`): the picture for her open code, through the same
 * pipeline as every upload (magic bytes, pixel cap, metadata stripped) into the private store, its fingerprint kept
 * under its admin-only address (decision 0048). Refused when the code has expired, was replaced, or a picture was
 * already sent.
 */
export async function submitVerificationPicture(call: SignedInCall) {
  const form = await readUploadForm(call.request, 1);
  const bytes = await uploadedFile(form, "image");
  if (!bytes) throw badRequest(IMAGE_MESSAGES.notAnImage, { image: IMAGE_MESSAGES.notAnImage });
  // Checked before the picture is processed and stored, and again, locked, when it is recorded.
  await openRequestFor(call.session.userId);
  const image = await processImage(bytes);
  let pictureId: string;
  try {
    pictureId = await storePrivateImage(VERIFICATION_STORE, image);
  } catch (error) {
    console.error("Storing a verification picture failed", error);
    throw new ApiError(500, "upload_failed", PROFILE_MESSAGES.uploadFailed.description);
  }
  try {
    const verification = await transaction(async (tx) => {
      const open = await openRequestFor(call.session.userId, tx);
      const submitted = (await queryOneShaped(
        ownVerificationShape,
        `UPDATE photo_verifications SET status = 'submitted', picture_id = $2, submitted_at = now()
          WHERE id = $1 AND status = 'awaiting_picture'
          RETURNING ${OWN_VERIFICATION_COLUMNS}`,
        [open.id, pictureId],
        tx,
      ))!;
      await recordFingerprint(
        {
          url: verificationPictureUrl(open.id),
          profileId: open.profileId,
          kind: "verification",
          fingerprint: image.fingerprint,
        },
        tx,
      );
      return submitted;
    });
    return { verification, message: VERIFICATION_MESSAGES.submitted };
  } catch (error) {
    await discardVerificationPicture(pictureId);
    throw error;
  }
}

/** Her request waiting for a picture, with a code still good; otherwise the reason it cannot take one. */
async function openRequestFor(userId: string, tx?: Queryable): Promise<{ id: string; profileId: string }> {
  const text = `SELECT v.id, v.status, v.code_expires_at <= now() AS expired, p.approval_status, p.id AS profile_id
       FROM profiles p
       LEFT JOIN photo_verifications v ON v.profile_id = p.id AND v.status IN ('awaiting_picture', 'submitted')
      WHERE p.user_id = $1${tx ? " FOR UPDATE OF p" : ""}`;
  type Row = {
    id: string | null;
    status: string | null;
    expired: boolean | null;
    approval_status: string;
    profile_id: string;
  };
  const row = tx ? (await tx.query<Row>(text, [userId])).rows[0] : await queryOne<Row>(text, [userId]);
  if (!row) throw notFound(DASHBOARD_MESSAGES.noProfile);
  if (row.approval_status !== "Approved") throw forbidden(VERIFICATION_MESSAGES.notApproved);
  if (!row.id) throw conflict(VERIFICATION_MESSAGES.noOpenRequest);
  if (row.status === "submitted") throw conflict(VERIFICATION_MESSAGES.alreadySubmitted);
  if (row.expired) throw conflict(VERIFICATION_MESSAGES.codeExpired);
  return { id: row.id, profileId: row.profile_id };
}

/** Deletes a picture no row names (a failed submission, a deleted account); best effort, logged. */
export async function discardVerificationPicture(pictureId: string): Promise<boolean> {
  try {
    await deleteImage(VERIFICATION_STORE, pictureId);
    return true;
  } catch (error) {
    console.error(`Failed to delete verification picture ${pictureId}`, error);
    return false;
  }
}

/**
 * Deletes a request's picture and marks it gone, its fingerprint with it. Best effort: one that could not be deleted
 * now stays unmarked, and the hourly upkeep (upkeep.ts) tries again.
 */
export async function retirePicture(verificationId: string, pictureId: string): Promise<void> {
  if (!(await discardVerificationPicture(pictureId))) return;
  await transaction(async (tx) => {
    await tx.query(`UPDATE photo_verifications SET picture_deleted_at = now() WHERE id = $1`, [verificationId]);
    await forgetFingerprints(tx, [verificationPictureUrl(verificationId)]);
  });
}
