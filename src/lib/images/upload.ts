/**
 * What the forms need of a picture before sending it: whether it is one, and a version small enough to send. The
 * downscaling code (src/lib/images/downscale.ts) loads with the first picture sent, not with the form.
 */
export { isImageFile } from "./is-image.ts";

export async function downscaleForUpload(file: File): Promise<File> {
  const { downscaleImage } = await import("./downscale.ts");
  return downscaleImage(file);
}
