import type { APIContext } from "astro";
import { newlyListedMuses } from "../../functions/feeds/new-muses.ts";
import { museFeedDocument } from "../../functions/feeds/muse-feed.ts";
import { ATOM_CONTENT_TYPE } from "../../functions/feeds/atom.ts";
import { unavailableResponse } from "../../functions/http/respond.ts";
import { CACHE_TAGS, setPublicCacheHeaders, setUncachedHeaders } from "../../functions/cache/purge.ts";
import { feedCity } from "../domain/feeds.ts";
import type { Locale } from "../domain/locales.ts";
import { messagesFor } from "../i18n/index.ts";
import { inCity } from "../lib/city-pages.ts";

/**
 * The answer of `/feeds/{name}.atom` (in every language): the feed of newly listed Muses of a city or of all. The CDN
 * keeps it under the `muses` tag like the directory (a change of any Muse purges it); a feed that does not exist (404)
 * or could not be read (503) is kept nowhere.
 */
function uncached(status: number, text: string): Response {
  const headers = new Headers({ "Content-Type": "text/plain; charset=utf-8" });
  setUncachedHeaders(headers);
  return new Response(text, { status, headers });
}

export async function museFeed(context: APIContext, locale: Locale): Promise<Response> {
  const city = feedCity(context.params.feed);
  if (city === undefined) return uncached(404, "Not found");
  const { muses, failed } = await newlyListedMuses(city);
  if (failed) return unavailableResponse("The feed could not be read. Please try again in a minute.");
  const place = city ? await inCity(locale, city) : messagesFor(locale).directory.acrossEurope;
  const site = context.site ?? new URL(context.url.origin);
  const headers = new Headers({ "Content-Type": ATOM_CONTENT_TYPE });
  setPublicCacheHeaders(headers, [CACHE_TAGS.muses]);
  return new Response(museFeedDocument({ site, locale, city, place }, muses), { headers });
}
