import { query } from "../db/index.ts";
import { currentSession } from "../auth/session.ts";
import { badRequest, notFound } from "../http/errors.ts";
import type { Call } from "../http/route.ts";
import type { ImageSize } from "./process.ts";
import { imageUrl, isImageId, isImageStore, readImage } from "./store.ts";

/**
 * A public picture is kept a year by Netlify's CDN, which forgets it the moment its tag is purged (a suspension, a
 * deletion, a picture taken down), but only an hour by browsers and other caches, which no purge reaches: a Muse who
 * leaves the site does not stay in strangers' caches for a year.
 */
export const PUBLIC_PICTURE_CACHE = { browser: "public, max-age=3600", cdn: "public, max-age=31536000, immutable" };
const PRIVATE_CACHE = "private, no-store";

/** The CDN tag of one image's responses, purged when the image is deleted. */
export const imageCacheTag = (id: string) => `image:${id}`;

interface ImageOwner {
  listed: boolean;
  user_id: string | null;
}

/**
 * The profiles that use an image URL, as picture or gallery image (indexed on each URL column); the profile a
 * removed picture is kept for while its removal can be appealed (decision 0050), which never makes it public; and the
 * articles it is the cover of, public once published (decision 0070).
 */
function imageOwners(url: string): Promise<ImageOwner[]> {
  return query<ImageOwner>(
    `SELECT listed, user_id FROM profiles WHERE profile_picture_url = $1 OR feet_picture_url = $1
     UNION ALL
     SELECT p.listed, p.user_id FROM muse_gallery g JOIN profiles p ON p.id = g.profile_id WHERE g.image_url = $1
     UNION ALL
     SELECT false, p.user_id FROM moderation_decisions d JOIN profiles p ON p.id = d.profile_id
      WHERE d.image_url = $1 AND d.picture_deleted_at IS NULL
     UNION ALL
     SELECT published, NULL FROM blog_articles WHERE featured_image_url = $1`,
    [url],
  );
}

function requestedSize(request: Request): ImageSize {
  const size = new URL(request.url).searchParams.get("size");
  if (size === null || size === "full") return "full";
  if (size === "card") return "card";
  throw badRequest("admin.requests.imageSize");
}

/**
 * GET /api/images/:store/:id. Blobs have no access control of their own, so this is the gate: a picture
 * of a listed profile (Approved, not paused) is public; any other only reaches its owner or an admin, and is never cached.
 * Everyone else gets the same 404 as for an image that does not exist.
 */
export async function serveImage(call: Call): Promise<Response> {
  const { store, id } = call.params;
  if (!isImageStore(store) || !isImageId(id)) throw notFound();
  const size = requestedSize(call.request);
  const owners = await imageOwners(imageUrl(store, id));
  // A cover just uploaded, for an article not saved yet, is the admins' alone (the article form shows it).
  if (owners.length === 0 && store !== "article-covers") throw notFound();

  const isPublic = owners.some((owner) => owner.listed);
  if (!isPublic) {
    const session = call.session ?? (await currentSession(call.request, call.headers));
    const entitled =
      session !== null && (session.roles.includes("admin") || owners.some((owner) => owner.user_id === session.userId));
    if (!entitled) throw notFound();
  }

  const bytes = await readImage(store, id, size);
  if (!bytes) throw notFound();
  const headers = new Headers({
    "content-type": "image/webp",
    "content-length": String(bytes.byteLength),
    "cache-control": isPublic ? PUBLIC_PICTURE_CACHE.browser : PRIVATE_CACHE,
    "x-content-type-options": "nosniff",
    "content-security-policy": "default-src 'none'",
  });
  if (isPublic) {
    headers.set("netlify-cdn-cache-control", PUBLIC_PICTURE_CACHE.cdn);
    headers.set("netlify-cache-tag", imageCacheTag(id));
  }
  return new Response(bytes, { headers });
}
