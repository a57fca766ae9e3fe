import { purgeCache, CACHE_TAGS } from "../cache/purge.ts";
import { query } from "../db/index.ts";
import { imageCacheTag } from "../images/serve.ts";
import { imageRefFromUrl } from "../images/store.ts";

/**
 * A profile left (or rejoined) the public site: suspended, reinstated, paused or resumed. The CDN drops the
 * directory, her page and every picture of hers it kept, so nothing of a hidden profile stays reachable from cache.
 */
export async function purgeListing(profileId: string): Promise<void> {
  const rows = await query<{ handle: string; url: string | null }>(
    `SELECT handle, unnest(ARRAY[profile_picture_url, feet_picture_url]) AS url FROM profiles WHERE id = $1
     UNION ALL
     SELECT p.handle, g.image_url FROM muse_gallery g JOIN profiles p ON p.id = g.profile_id WHERE g.profile_id = $1`,
    [profileId],
  );
  if (rows.length === 0) return;
  const images = rows.flatMap(({ url }) => {
    const ref = imageRefFromUrl(url);
    return ref ? [imageCacheTag(ref.id)] : [];
  });
  await purgeCache([CACHE_TAGS.muses, CACHE_TAGS.muse(rows[0]!.handle), ...images]);
}
