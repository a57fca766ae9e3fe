import { storeUploadedImage } from "../dashboard/image-upload.ts";
import { readUploadForm } from "../images/upload.ts";
import { json } from "../http/respond.ts";
import type { SignedInCall } from "../http/route.ts";

/**
 * POST /api/article-covers (admin, multipart `image`): an article's cover picture, processed as every picture is
 * (re-encoded without metadata, in the site's sizes) and stored with the public pictures. Answers its address, which
 * the article form puts in `featured_image_url`; until an article is saved with it, nothing points at it.
 */
export async function uploadArticleCover(call: SignedInCall): Promise<Response> {
  const form = await readUploadForm(call.request, 1);
  const stored = await storeUploadedImage(form, "article-covers");
  return json({ url: stored.url }, { status: 201 });
}
