import { CACHE_TAGS, setPublicCacheHeaders } from "../cache/purge.ts";

/** A sitemap as the CDN keeps it: until a Muse or an article changes (both tags are purged then). */
export function sitemapResponse(xml: string): Response {
  const headers = new Headers({ "Content-Type": "application/xml; charset=utf-8" });
  setPublicCacheHeaders(headers, [CACHE_TAGS.blog, CACHE_TAGS.muses]);
  return new Response(xml, { headers });
}
