import { listMuses } from "../../functions/muses/directory.ts";
import { CACHE_TAGS, setReadCacheHeaders } from "../../functions/cache/purge.ts";
import { DIRECTORY_VARY, readDirectoryPageQuery, type Directory, type DirectoryQuery } from "../domain/directory.ts";

/**
 * What /directory and /directory/results (in every language) list for their address: the filters and page read
 * leniently (?city=&category=&verified=&offset=&limit=), the Muses, and the answer's CDN cache headers, which a page
 * sets before it renders anything.
 */
export async function readDirectory(url: URL, headers: Headers): Promise<{ query: DirectoryQuery; list: Directory }> {
  const query = readDirectoryPageQuery(url.searchParams);
  const read = await listMuses(query);
  // Only the filters and the page change it; other query parameters (utm_*, fbclid) share its cache entry.
  setReadCacheHeaders(headers, read, [CACHE_TAGS.muses], DIRECTORY_VARY);
  return { query, list: read.directory };
}
