/** CDN caching of on-demand pages: the CDN keeps them, browsers revalidate, and a purge of a tag refreshes them. */
export function setPublicCacheHeaders(headers: Headers, tags: string[]): void {
  headers.set("Netlify-CDN-Cache-Control", "public, s-maxage=300, stale-while-revalidate=86400");
  headers.set("Netlify-Cache-Tag", tags.join(","));
  headers.set("Cache-Control", "public, max-age=0, must-revalidate");
}
