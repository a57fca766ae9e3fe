import { listMuses } from "../../functions/muses/directory.ts";
import { availableUntils } from "../domain/available-now.ts";
import { CACHE_TAGS, setReadCacheHeaders } from "../../functions/cache/purge.ts";
import {
  CITY_PAGE_MUSES,
  DIRECTORY_VARY,
  readDirectoryPageQuery,
  type Directory,
  type DirectoryQuery,
} from "../domain/directory.ts";
import type { City } from "../domain/cities.ts";
import type { PublicMuse } from "../domain/profile.ts";

/**
 * What /directory and /directory/results (in every language) list for their address: the filters, search, order and
 * page read leniently (?city=&category=&verified=&q=&sort=&offset=&limit=), the Muses, and the answer's CDN cache
 * headers, which a page sets before it renders anything. `unavailable`: the database could not be read (the demo
 * Muses stand in, SPEC §8), so an empty list means nothing about who is listed.
 */
export async function readDirectory(
  url: URL,
  headers: Headers,
): Promise<{ query: DirectoryQuery; list: Directory; unavailable: boolean }> {
  const query = readDirectoryPageQuery(url.searchParams);
  const read = await listMuses(query);
  // Only the filters and the page change it; other query parameters (utm_*, fbclid) share its cache entry.
  setReadCacheHeaders(headers, read, [CACHE_TAGS.muses], DIRECTORY_VARY, availableUntils(read.directory));
  return { query, list: read.directory, unavailable: read.failed };
}

/**
 * What a city page's Muses (/city/{slug}/muses, in every language) list: the city's first Muses, newest first, as the
 * directory filtered to the city lists them, and the answer's CDN cache headers (purged with the directory's). Null
 * when the database could not be read and no demo Muse stands in: "none here yet" would not be true.
 */
export async function readCityMuses(city: City, headers: Headers): Promise<Directory | null> {
  const read = await listMuses({ city, limit: CITY_PAGE_MUSES });
  setReadCacheHeaders(headers, read, [CACHE_TAGS.muses], undefined, availableUntils(read.directory));
  return read.failed && read.directory.muses.length === 0 ? null : read.directory;
}

/** How many Muses the home page shows: a wide screen's row. */
export const HOME_MUSES = 4;

/**
 * The home page's Muses (/, /de/, …): the most recently listed photo-verified ones, topped up with the newest listed
 * while fewer are verified, and the answer's CDN cache headers (purged with the directory's). The demo Muses stand
 * in when the database is empty or cannot be read, as in the directory.
 */
export async function readHomeMuses(headers: Headers): Promise<PublicMuse[]> {
  const [verified, newest] = await Promise.all([
    listMuses({ verified: "photo", limit: HOME_MUSES }),
    listMuses({ limit: HOME_MUSES }),
  ]);
  setReadCacheHeaders(headers, { failed: verified.failed || newest.failed }, [CACHE_TAGS.muses]);
  const muses = [...verified.directory.muses, ...newest.directory.muses];
  return muses.filter((muse, index) => muses.findIndex((other) => other.id === muse.id) === index).slice(0, HOME_MUSES);
}
