import { PROFILE_MESSAGES } from "../../src/domain/profile.ts";
import { ApiError, badRequest } from "../http/errors.ts";
import { IMAGE_MESSAGES, processImage } from "../images/process.ts";
import { storeImage, type ImageStoreName, type StoredImage } from "../images/store.ts";
import { uploadedFile } from "../images/upload.ts";

/**
 * The picture a Muse uploads from her dashboard (multipart `image`): re-encoded without metadata and stored in
 * `store`. A store that fails answers the spec's "Failed to upload image."
 */
export async function storeUploadedImage(form: FormData, store: ImageStoreName): Promise<StoredImage> {
  const bytes = await uploadedFile(form, "image");
  if (!bytes) throw badRequest(IMAGE_MESSAGES.notAnImage, { image: IMAGE_MESSAGES.notAnImage });
  const image = await processImage(bytes);
  try {
    return await storeImage(store, image);
  } catch (error) {
    console.error(`Storing an upload in ${store} failed`, error);
    throw new ApiError(500, "upload_failed", PROFILE_MESSAGES.uploadFailed.description);
  }
}
