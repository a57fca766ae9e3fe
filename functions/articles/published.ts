import { queryOneShaped, queryShaped } from "../db/shaped.ts";
import { publishedArticleShape, type PublishedArticle } from "../../src/domain/blog.ts";
import { cachedJson, CACHE_TAGS } from "../cache/purge.ts";
import { badRequest, notFound } from "../http/errors.ts";
import { admin, type Call, type Reply } from "../http/route.ts";
import { ARTICLE_NOT_FOUND, PUBLISHED_COLUMNS, isSlug } from "./article.ts";
import { articleRowShape, withHtml, type RenderedArticle } from "./html.ts";
import { listAllArticles } from "./manage.ts";

/** The blog: published articles with their translations, most recently published first (for /blog and GET /api/articles). */
export function listPublishedArticles(): Promise<PublishedArticle[]> {
  return queryShaped(
    publishedArticleShape,
    `SELECT ${PUBLISHED_COLUMNS} FROM blog_articles WHERE published ORDER BY published_at DESC, id`,
  );
}

/** One published article; drafts and unknown slugs are both null (for /blog/{slug} and its API). */
export async function findPublishedArticle(slug: string): Promise<PublishedArticle | null> {
  if (!isSlug(slug)) return null;
  const article = await queryOneShaped(
    publishedArticleShape,
    `SELECT ${PUBLISHED_COLUMNS} FROM blog_articles WHERE slug = $1 AND published`,
    [slug],
  );
  return article ?? null;
}

/** One published article with its body as sanitized HTML (for /blog/{slug}); null as above. */
export async function readPublishedArticle(slug: string): Promise<RenderedArticle | null> {
  if (!isSlug(slug)) return null;
  const row = await queryOneShaped(
    articleRowShape,
    `SELECT ${PUBLISHED_COLUMNS}, content_html FROM blog_articles WHERE slug = $1 AND published`,
    [slug],
  );
  return row ? withHtml(row) : null;
}

/** The published articles, newest first, each with its body as sanitized HTML (for the RSS feed). */
export async function readPublishedArticles(): Promise<RenderedArticle[]> {
  const rows = await queryShaped(
    articleRowShape,
    `SELECT ${PUBLISHED_COLUMNS}, content_html FROM blog_articles WHERE published ORDER BY published_at DESC, id`,
  );
  return Promise.all(rows.map(withHtml));
}

/** GET /api/articles: the published articles; `?scope=all` lists drafts too, for admins only. */
export async function listArticles(call: Call): Promise<Reply> {
  const scope = new URL(call.request.url).searchParams.get("scope");
  if (scope === "all") return admin(listAllArticles)(call);
  if (scope !== null && scope !== "published") throw badRequest("Unknown scope");
  return cachedJson({ articles: await listPublishedArticles() }, [CACHE_TAGS.blog]);
}

/** GET /api/articles/:article (the slug) */
export async function getArticle(call: Call): Promise<Response> {
  const article = await findPublishedArticle(call.params.article ?? "");
  if (!article) throw notFound(ARTICLE_NOT_FOUND);
  return cachedJson({ article }, [CACHE_TAGS.blog, CACHE_TAGS.article(article.slug)]);
}
