/**
 * CDN caching of the public blog pages: browsers always revalidate, Netlify's CDN keeps a copy for 5 minutes
 * (serving it stale for up to a day while it refetches) until an article change purges these tags.
 */
export const BLOG_CACHE_TAG = "blog";
export const articleCacheTag = (slug: string) => `article:${slug}`;

export function blogCacheHeaders(slug?: string): Record<string, string> {
  return {
    "Cache-Control": "public, max-age=0, must-revalidate",
    "Netlify-CDN-Cache-Control": "public, s-maxage=300, stale-while-revalidate=86400",
    "Netlify-Cache-Tag": slug ? `${BLOG_CACHE_TAG},${articleCacheTag(slug)}` : BLOG_CACHE_TAG,
  };
}

/** For a page rendered after a failed read: nobody should keep it. */
export const UNCACHED_HEADERS: Record<string, string> = { "Cache-Control": "no-store" };
