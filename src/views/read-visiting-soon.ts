import { visitingSoon } from "../../functions/muses/visits.ts";
import { CACHE_TAGS, setReadCacheHeaders } from "../../functions/cache/purge.ts";
import { CITIES, citySlug, type City } from "../domain/cities.ts";
import type { Visitor } from "../domain/tours.ts";

/**
 * The "Visiting soon" row of the city page at `slug` (in every language), read when asked for, with the answer's CDN
 * cache headers: a visit added or removed purges `muses`, and one starting or ending with the day shows within the
 * CDN's few minutes. A read that fails shows no row and is kept nowhere; an unknown slug is null (a 404).
 */
export async function readVisitingSoon(slug: string | undefined, headers: Headers): Promise<Visitor[] | null> {
  const city = CITIES.find((each) => citySlug(each) === slug);
  if (!city) return null;
  const read = await visitorsOf(city);
  setReadCacheHeaders(headers, read, [CACHE_TAGS.muses]);
  headers.set("X-Robots-Tag", "noindex");
  return read.visitors;
}

async function visitorsOf(city: City): Promise<{ visitors: Visitor[]; failed: boolean }> {
  try {
    return { visitors: await visitingSoon(city), failed: false };
  } catch (error) {
    console.error("Visiting soon load failed", error);
    return { visitors: [], failed: true };
  }
}
