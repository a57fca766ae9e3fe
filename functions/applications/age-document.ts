import { createHmac } from "node:crypto";
import { query, queryOne, type Queryable } from "../db/index.ts";
import { queryOneShaped, queryShaped } from "../db/shaped.ts";
import { ApiError, conflict } from "../http/errors.ts";
import { processImage } from "../images/process.ts";
import { storePrivateImage } from "../images/store.ts";
import { discardVerificationPicture, VERIFICATION_STORE } from "../verification/own.ts";
import { APPLICATION_MESSAGES } from "../../src/domain/application.ts";
import {
  AGE_CHECK,
  AGE_CHECK_MESSAGES,
  ageCheckShape,
  normaliseDocumentNumber,
  reusedDocumentShape,
  type AgeCheck,
  type ReusedDocument,
} from "../../src/domain/age-check.ts";

/**
 * Used only where no AGE_DOCUMENT_SECRET is set outside production (the tests, a bare `astro dev`); the local launchers
 * set one kept in .netlify/age-document-secret.
 */
const LOCAL_SECRET = "solemuse-local-age-document-secret";

/**
 * AGE_DOCUMENT_SECRET keys the document hashes. Production must set it (we fail fast); it must never change, or a
 * document seen before is no longer recognised.
 */
function documentSecret(): string {
  const fromEnv = process.env.AGE_DOCUMENT_SECRET;
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error("AGE_DOCUMENT_SECRET must be at least 32 characters");
    return fromEnv;
  }
  if (process.env.CONTEXT === "production" || (process.env.NODE_ENV === "production" && process.env.NETLIFY === "true"))
    throw new Error("AGE_DOCUMENT_SECRET is required in production");
  return LOCAL_SECRET;
}

/** HMAC-SHA256 of the issuing country and the normalised number: the same document gives the same hash. */
export function documentHash(country: string, number: string): string {
  return createHmac("sha256", documentSecret())
    .update(`${country.toUpperCase()}:${normaliseDocumentNumber(number)}`)
    .digest("hex");
}

/**
 * The document picture of an application, through the same checks as every upload (magic bytes, pixel cap, metadata
 * stripped), into the private store; its id. The spec's upload message under its field when it is refused.
 */
export async function storeAgeDocument(bytes: Uint8Array): Promise<string> {
  try {
    return await storePrivateImage(VERIFICATION_STORE, await processImage(bytes));
  } catch (error) {
    const failed = APPLICATION_MESSAGES.documentUploadFailed;
    if (error instanceof ApiError) throw new ApiError(error.status, error.code, failed, { age_document: error.key });
    console.error("Picture upload failed (age_document)", error);
    throw new ApiError(500, "upload_failed", failed);
  }
}

/**
 * Deletes an application's document picture and then forgets its id; a blob that could not be deleted stays named,
 * and the housekeeping tries again.
 */
export async function retireAgeDocument(profileId: string, documentId: string): Promise<void> {
  if (!(await discardVerificationPicture(documentId))) return;
  await query(`UPDATE profiles SET age_document_id = NULL WHERE id = $1 AND age_document_id = $2`, [
    profileId,
    documentId,
  ]);
}

/** The document picture an application still names, for deletion once its decision is recorded. */
export async function keptAgeDocument(profileId: string): Promise<string | null> {
  const row = await queryOne<{ age_document_id: string | null }>(`SELECT age_document_id FROM profiles WHERE id = $1`, [
    profileId,
  ]);
  return row?.age_document_id ?? null;
}

/**
 * A document waiting for its check, on the profile `profiles`: an application's while it is Pending, or one a live
 * Muse sent for her task (her task is dated then, and ends when the check is recorded; decision 0066).
 */
export const CHECKABLE_DOCUMENT = `age_document_id IS NOT NULL AND (approval_status = 'Pending'
  OR (approval_status IN ('Approved', 'Suspended') AND age_check_requested_at IS NOT NULL))`;

/**
 * Document pictures past their time: those of decided applications (whose deletion failed at the decision), and
 * those sent DOCUMENT_KEPT_DAYS ago and still unchecked (an application's or a live Muse's). Run by the hourly
 * housekeeping; `now` lets a test move the clock. How many were deleted.
 */
export async function deleteAgeDocuments(now = new Date()): Promise<number> {
  const rows = await query<{ id: string; age_document_id: string }>(
    `SELECT id, age_document_id FROM profiles
      WHERE age_document_id IS NOT NULL
        AND ((approval_status <> 'Pending' AND age_check_requested_at IS NULL)
             OR age_document_sent_at + make_interval(days => ${AGE_CHECK.DOCUMENT_KEPT_DAYS}) <= $1)
      LIMIT 500`,
    [now],
  );
  for (const row of rows) await retireAgeDocument(row.id, row.age_document_id);
  return rows.length;
}

const LATEST_CHECK = `SELECT over_18, document_type, issuing_country, to_char(expiry_month, 'YYYY-MM-DD') AS expiry_month,
                             checked_at
                        FROM age_checks WHERE profile_id = $1 ORDER BY checked_at DESC, id DESC LIMIT 1`;

/** The latest age check of an application; undefined before the first. */
export function latestAgeCheck(profileId: string, db?: Queryable): Promise<AgeCheck | undefined> {
  return queryOneShaped(ageCheckShape, LATEST_CHECK, [profileId], db);
}

/** Approval needs an age check saying she is 18 or older: refused with "Check her age first" before it exists. */
export async function assertOfAge(tx: Queryable, profileId: string): Promise<void> {
  const check = await latestAgeCheck(profileId, tx);
  if (!check) throw conflict(AGE_CHECK_MESSAGES.checkAgeFirst);
  if (!check.over_18) throw conflict(AGE_CHECK_MESSAGES.underAge);
}

/**
 * Other profiles whose check recorded the same document and which were removed: found under 18 (removed at their
 * rejection, or at the check when the profile is gone) or suspended.
 */
export function reusedDocuments(profileId: string): Promise<ReusedDocument[]> {
  return queryShaped(
    reusedDocumentShape,
    `SELECT DISTINCT ON (other.handle) other.handle,
            CASE WHEN NOT other.over_18 THEN coalesce(p.reviewed_at, other.checked_at) ELSE p.suspended_at END
              AS removed_at
       FROM age_checks own
       JOIN age_checks other ON other.document_hash = own.document_hash
                            AND other.profile_id IS DISTINCT FROM own.profile_id
       LEFT JOIN profiles p ON p.id = other.profile_id
      WHERE own.profile_id = $1
        AND (NOT other.over_18 OR p.approval_status = 'Suspended')
      ORDER BY other.handle, removed_at DESC`,
    [profileId],
  );
}
