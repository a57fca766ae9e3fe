import { findMuse, type MuseProfile } from "../../functions/muses/profile.ts";
import { CACHE_TAGS, setReadCacheHeaders } from "../../functions/cache/purge.ts";
import { isHandle } from "../domain/application.ts";

/**
 * The Muse a profile page (/muse/{handle}, in every language) shows, with the answer's cache headers and status set
 * before the page renders: 404 for "Profile Not Found", 503 when the database could not be read.
 */
export async function readMuse(
  handle: string,
  response: { status?: number; readonly headers: Headers },
): Promise<MuseProfile | null> {
  const read = await findMuse(handle);
  // Only a well-formed handle (no "/", so one segment) can name a Muse and become a cache tag.
  setReadCacheHeaders(
    response.headers,
    read,
    isHandle(handle) ? [CACHE_TAGS.muse(handle), CACHE_TAGS.muses] : [CACHE_TAGS.muses],
  );
  // SPEC §8: a profile that cannot be read shows "Profile Not Found"; a 503 tells crawlers to come back, not to drop it.
  if (!read.profile) response.status = read.failed ? 503 : 404;
  return read.profile;
}
