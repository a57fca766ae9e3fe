/** The CDN cache tags of the public blog pages; an article change purges both (functions/cache/purge.ts). */
export const BLOG_CACHE_TAG = "blog";
export const articleCacheTag = (slug: string) => `article:${slug}`;

export const blogCacheTags = (slug?: string) => (slug ? [BLOG_CACHE_TAG, articleCacheTag(slug)] : [BLOG_CACHE_TAG]);
