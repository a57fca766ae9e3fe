import { CACHE_TAGS } from "../../functions/cache/purge.ts";

/** The CDN cache tags of the public blog pages: the ones an article change purges (purgeArticleCache). */
export const blogCacheTags = (slug?: string) =>
  slug ? [CACHE_TAGS.blog, CACHE_TAGS.article(slug)] : [CACHE_TAGS.blog];
