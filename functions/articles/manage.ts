import { isUniqueViolation, queryOne, transaction } from "../db/index.ts";
import { purgeArticleCache } from "../cache/purge.ts";
import { conflict, notFound } from "../http/errors.ts";
import { readJson } from "../http/request.ts";
import { json } from "../http/respond.ts";
import type { Call } from "../http/route.ts";
import { isUuid } from "../http/ids.ts";
import { ARTICLE_COLUMNS, ARTICLE_NOT_FOUND } from "./article.ts";
import { renderArticleHtml } from "./html.ts";
import { BLOG_MESSAGES, articleSchema, articleShape, type ArticleInput, type Article } from "../../src/domain/blog.ts";
import { queryOneShaped, queryShaped } from "../db/shaped.ts";
import { DEFAULT_AUTHOR } from "../../src/domain/brand.ts";

const slugTaken = () => conflict(BLOG_MESSAGES.slugTaken, { slug: BLOG_MESSAGES.slugTaken });

/** The unique index decides slug races; its violation is the caller's 409, not a 500. */
function asSaveError(error: unknown): unknown {
  return isUniqueViolation(error) ? slugTaken() : error;
}

function articleId(call: Call): string {
  const id = call.params.article;
  if (!isUuid(id)) throw notFound(ARTICLE_NOT_FOUND);
  return id;
}

/**
 * The column values of an article form, in the order both statements below number them ($2 to $12). The body's
 * sanitized HTML is stored with the Markdown it was rendered from, so the two never disagree.
 */
async function columnValues(input: ArticleInput): Promise<unknown[]> {
  return [
    input.title,
    input.slug,
    input.content,
    input.excerpt,
    input.author ?? DEFAULT_AUTHOR,
    input.published,
    input.featured_image_url,
    input.meta_title,
    input.meta_description,
    await renderArticleHtml(input.content),
    input.language,
  ];
}

/** GET /api/articles?scope=all (admin): drafts and published, newest created first. */
export async function listAllArticles(): Promise<{ articles: Article[] }> {
  return {
    articles: await queryShaped(
      articleShape,
      `SELECT ${ARTICLE_COLUMNS} FROM blog_articles ORDER BY created_at DESC, id`,
    ),
  };
}

/** POST /api/articles (admin) */
export async function createArticle(call: Call): Promise<Response> {
  const input = await readJson(call.request, articleSchema);
  const values = await columnValues(input);
  let article: Article | undefined;
  try {
    article = await queryOneShaped(
      articleShape,
      `INSERT INTO blog_articles (title, slug, content, excerpt, author, published, featured_image_url, meta_title,
         meta_description, content_html, language, published_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, CASE WHEN $6 THEN now() END)
       RETURNING ${ARTICLE_COLUMNS}`,
      values,
    );
  } catch (error) {
    throw asSaveError(error);
  }
  await purgeArticleCache(article!.slug);
  return json({ article }, { status: 201 });
}

/**
 * PUT /api/articles/:id (admin). published_at records the first publication: unpublishing keeps it, and
 * publishing again does not move the article to the top of the blog.
 */
export async function updateArticle(call: Call): Promise<{ article: Article }> {
  const id = articleId(call);
  const input = await readJson(call.request, articleSchema);
  const values = await columnValues(input);
  let saved: { article: Article; previousSlug: string };
  try {
    saved = await transaction(async (tx) => {
      const { rows: current } = await tx.query<{ slug: string }>(
        `SELECT slug FROM blog_articles WHERE id = $1 FOR UPDATE`,
        [id],
      );
      if (!current[0]) throw notFound(ARTICLE_NOT_FOUND);
      const [article] = await queryShaped(
        articleShape,
        `UPDATE blog_articles
            SET title = $2, slug = $3, content = $4, excerpt = $5, author = $6, published = $7,
                featured_image_url = $8, meta_title = $9, meta_description = $10, content_html = $11,
                language = $12, updated_at = now(),
                published_at = CASE WHEN $7 AND published_at IS NULL THEN now() ELSE published_at END
          WHERE id = $1
          RETURNING ${ARTICLE_COLUMNS}`,
        [id, ...values],
        tx,
      );
      return { article: article!, previousSlug: current[0].slug };
    });
  } catch (error) {
    throw asSaveError(error);
  }
  await purgeArticleCache(saved.previousSlug, saved.article.slug);
  return { article: saved.article };
}

/** DELETE /api/articles/:id (admin) */
export async function deleteArticle(call: Call): Promise<{ ok: true }> {
  const id = articleId(call);
  const deleted = await queryOne<{ slug: string }>(`DELETE FROM blog_articles WHERE id = $1 RETURNING slug`, [id]);
  if (!deleted) throw notFound(ARTICLE_NOT_FOUND);
  await purgeArticleCache(deleted.slug);
  return { ok: true };
}
