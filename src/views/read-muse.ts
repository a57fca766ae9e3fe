import { findMuse, type MuseProfile } from "../../functions/muses/profile.ts";
import { CACHE_TAGS, setReadCacheHeaders } from "../../functions/cache/purge.ts";
import { isHandle } from "../domain/application.ts";

/** What a profile page shows: her profile, or none; `unavailable` when the database could not say whether she exists. */
export interface MusePage {
  found: MuseProfile | null;
  unavailable: boolean;
}

/**
 * The Muse a profile page (/muse/{handle}, in every language) shows, with the answer's cache headers and status set
 * before the page renders: 404 for "Profile Not Found", 503 (kept by nobody) when the database could not be read.
 */
export async function readMuse(
  handle: string,
  response: { status?: number; readonly headers: Headers },
): Promise<MusePage> {
  const read = await findMuse(handle);
  // Only a well-formed handle (no "/", so one segment) can name a Muse and become a cache tag.
  setReadCacheHeaders(
    response.headers,
    read,
    isHandle(handle) ? [CACHE_TAGS.muse(handle), CACHE_TAGS.muses] : [CACHE_TAGS.muses],
    undefined,
    [read.profile?.muse.available_until],
  );
  // A profile that cannot be read is not "not found" (SPEC §8 said so; issue 44 corrects it): she may well exist. A
  // 503 tells crawlers to come back, not to drop her page.
  const unavailable = !read.profile && read.failed;
  if (!read.profile) response.status = unavailable ? 503 : 404;
  return { found: read.profile, unavailable };
}
