/** Longest side and JPEG quality of pictures sent to the server (a function request is capped near 6 MB). */
export const MAX_IMAGE_SIDE = 2000;
export const JPEG_QUALITY = 0.85;
/** Below this size a picture that already fits is sent as it is. */
const SMALL_FILE_BYTES = 1_500_000;

import { isImageFile } from "./is-image.ts";

/**
 * Downscales a picture in the browser before upload: applies its EXIF orientation, keeps the longest
 * side at most MAX_IMAGE_SIDE and re-encodes as JPEG. Returns the original file when it is already
 * small, when re-encoding would not make it smaller, or when the browser cannot decode it (the server
 * has the last word on what is an image).
 */
export async function downscaleImage(file: File, maxSide = MAX_IMAGE_SIDE, quality = JPEG_QUALITY): Promise<File> {
  if (!isImageFile(file) || typeof createImageBitmap !== "function") return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return file;
  }
  try {
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && file.size <= SMALL_FILE_BYTES) return file;

    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext("2d");
    if (!context) return file;
    // JPEG has no transparency: transparent areas become white rather than black.
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);

    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", quality));
    if (!blob || (scale === 1 && blob.size >= file.size)) return file;
    const name = file.name.replace(/\.[^./\\]*$/, "") || "picture";
    return new File([blob], `${name}.jpg`, { type: "image/jpeg", lastModified: Date.now() });
  } finally {
    bitmap.close();
  }
}
