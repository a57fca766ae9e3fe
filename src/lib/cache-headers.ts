/**
 * CDN caching of on-demand pages: the CDN keeps them for 5 minutes (stale for a day while it refreshes),
 * browsers always revalidate, and a purge of one of the tags refreshes them at once.
 */
export function setPublicCacheHeaders(headers: Headers, tags: string[], vary?: string): void {
  headers.set("Netlify-CDN-Cache-Control", "public, s-maxage=300, stale-while-revalidate=86400");
  headers.set("Netlify-Cache-Tag", tags.join(","));
  headers.set("Cache-Control", "public, max-age=0, must-revalidate");
  if (vary) headers.set("Netlify-Vary", vary);
}
