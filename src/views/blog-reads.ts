import type { PublishedArticle } from "../domain/blog.ts";
import { listPublishedArticles, readPublishedArticle } from "../../functions/articles/published.ts";
import type { RenderedArticle } from "../../functions/articles/html.ts";
import { blogCacheTags, setPublicCacheHeaders, setUncachedHeaders } from "../../functions/cache/purge.ts";

/**
 * What the blog's on-demand pages read before they render, and the headers each answer gets; every language's page
 * (src/pages/[...locale]/blog/, one route for all) reads alike, so a purge of the blog's tags reaches every language.
 */

/** /blog: the published articles, or null when the server read failed (the island then loads them itself). */
export async function readBlogList(headers: Headers): Promise<PublishedArticle[] | null> {
  let articles: PublishedArticle[] | null = null;
  try {
    articles = await listPublishedArticles();
  } catch (error) {
    console.error("Error loading articles", error);
  }
  // A page rendered after a failed read is not worth keeping anywhere.
  if (articles) setPublicCacheHeaders(headers, blogCacheTags());
  else setUncachedHeaders(headers);
  return articles;
}

/** /blog/{slug}: the article, or null with 404 (none such) or 503 (the read failed: kept by nobody). */
export async function readArticlePage(
  slug: string,
  headers: Headers,
): Promise<{ article: RenderedArticle | null; status: 200 | 404 | 503 }> {
  // Only a well-formed slug can name an article (and become a cache tag).
  const wellFormed = /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug);
  // The body comes sanitized from the database (rendered when the article was saved): no renderer loads here.
  let article: RenderedArticle | null = null;
  let failed = false;
  if (wellFormed) {
    try {
      article = await readPublishedArticle(slug);
    } catch (error) {
      // SPEC §8 had any error read as 'Article Not Found'; it may well exist, so the page says it cannot show it now.
      console.error(`Error loading article ${slug}`, error);
      failed = true;
    }
  }
  // A not-found page is cached too: publishing the article purges its tag.
  if (failed) setUncachedHeaders(headers);
  else setPublicCacheHeaders(headers, blogCacheTags(wellFormed ? slug : undefined));
  return { article, status: article ? 200 : failed ? 503 : 404 };
}
