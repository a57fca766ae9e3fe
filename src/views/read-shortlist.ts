import {
  SHORTLIST_VARY,
  findShortlistedMuses,
  readHandles,
  type ShortlistedMuses,
} from "../../functions/muses/shortlist.ts";
import { CACHE_TAGS, setPublicCacheHeaders, setUncachedHeaders } from "../../functions/cache/purge.ts";
import { ApiError } from "../../functions/http/errors.ts";
import { HANDLES_PARAM } from "../domain/shortlist.ts";
import { availableUntils } from "../domain/available-now.ts";

/**
 * What /shortlist/results (in every language) shows for `?handles=`: the saved Muses still listed and the handles of
 * the others, with the answer's status and cache headers set before it renders. Malformed handles are a 400 and a
 * database that cannot be read a 503, both empty and kept nowhere: the page then says it could not load the list.
 */
export async function readShortlistResults(
  url: URL,
  response: { status?: number; readonly headers: Headers },
): Promise<ShortlistedMuses | null> {
  let handles: string[];
  try {
    handles = readHandles(url.searchParams.get(HANDLES_PARAM));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    response.status = error.status;
    setUncachedHeaders(response.headers);
    return null;
  }
  const { read } = await findShortlistedMuses(handles);
  if (!read) {
    response.status = 503;
    setUncachedHeaders(response.headers);
    return null;
  }
  setPublicCacheHeaders(response.headers, [CACHE_TAGS.muses], SHORTLIST_VARY, availableUntils(read));
  return read;
}
