import { APPLICATION_MESSAGES } from "../../src/domain/application.ts";
import { ApiError } from "../http/errors.ts";
import type { MessageKey } from "../../src/i18n/keys.ts";
import type { Queryable } from "../db/index.ts";
import type { Fingerprint } from "../images/fingerprint.ts";
import { processImage, type ProcessedImage } from "../images/process.ts";
import { discardImages, storeImage } from "../images/store.ts";
import { recordUploadFingerprint } from "../verification/watch.ts";

export type PictureField = "profile_picture" | "feet_picture";

export interface ApplicationPictures {
  profile_picture_url: string;
  feet_picture_url: string;
}

const UPLOAD_FAILED: Record<PictureField, MessageKey> = {
  profile_picture: APPLICATION_MESSAGES.profileUploadFailed,
  feet_picture: APPLICATION_MESSAGES.feetUploadFailed,
};

/** The spec's 'Failed to upload … picture', keeping the status and the specific reason under the field. */
async function processPicture(field: PictureField, bytes: Uint8Array): Promise<ProcessedImage> {
  try {
    return await processImage(bytes);
  } catch (error) {
    if (error instanceof ApiError)
      throw new ApiError(error.status, error.code, UPLOAD_FAILED[field], { [field]: error.key });
    console.error(`Picture upload failed (${field})`, error);
    throw new ApiError(500, "upload_failed", UPLOAD_FAILED[field]);
  }
}

async function storePicture(field: PictureField, image: ProcessedImage): Promise<string> {
  try {
    return (await storeImage("muse-profile-pictures", image)).url;
  } catch (error) {
    console.error(`Picture upload failed (${field})`, error);
    throw new ApiError(500, "upload_failed", UPLOAD_FAILED[field]);
  }
}

/** Each picture's stored URL; null where no file was sent (a resubmission keeping its current picture). */
export type StoredPictures = { [url in keyof ApplicationPictures]: string | null } & {
  /** Each stored picture's fingerprint, recorded with the row that names it (recordPictureFingerprints). */
  fingerprints: { [url in keyof ApplicationPictures]: Fingerprint | null };
};

/**
 * Records the fingerprints of the pictures just stored, in the transaction that gives them to the application, and
 * watches them for verified Muses' pictures (decision 0072).
 */
export async function recordPictureFingerprints(tx: Queryable, profileId: string, pictures: StoredPictures) {
  const kinds = { profile_picture_url: "profile_picture", feet_picture_url: "feet_picture" } as const;
  for (const column of ["profile_picture_url", "feet_picture_url"] as const) {
    const url = pictures[column];
    if (url)
      await recordUploadFingerprint(
        { url, profileId, kind: kinds[column], fingerprint: pictures.fingerprints[column] },
        tx,
      );
  }
}

/** Processes every sent picture before storing any, so a bad second picture leaves no blob behind. */
export async function storeApplicationPictures(
  profile: Uint8Array | null,
  feet: Uint8Array | null,
): Promise<StoredPictures> {
  const profileImage = profile && (await processPicture("profile_picture", profile));
  const feetImage = feet && (await processPicture("feet_picture", feet));
  const profile_picture_url = profileImage && (await storePicture("profile_picture", profileImage));
  try {
    return {
      profile_picture_url,
      feet_picture_url: feetImage && (await storePicture("feet_picture", feetImage)),
      fingerprints: {
        profile_picture_url: profileImage?.fingerprint ?? null,
        feet_picture_url: feetImage?.fingerprint ?? null,
      },
    };
  } catch (error) {
    await discardImages([profile_picture_url]);
    throw error;
  }
}
