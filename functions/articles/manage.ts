import { isUniqueViolation, queryOne, transaction, type Queryable } from "../db/index.ts";
import { purgeArticleCache } from "../cache/purge.ts";
import { badRequest, conflict, notFound } from "../http/errors.ts";
import { readJson } from "../http/request.ts";
import { json } from "../http/respond.ts";
import type { Call } from "../http/route.ts";
import { isUuid } from "../http/ids.ts";
import { ARTICLE_COLUMNS, ARTICLE_NOT_FOUND } from "./article.ts";
import { renderArticleHtml } from "./html.ts";
import { BLOG_MESSAGES, articleSchema, articleShape, type ArticleInput, type Article } from "../../src/domain/blog.ts";
import { queryOneShaped, queryShaped } from "../db/shaped.ts";
import { DEFAULT_AUTHOR } from "../../src/domain/brand.ts";
import { z } from "../../src/domain/zod.ts";

const slugTaken = () => conflict(BLOG_MESSAGES.slugTaken, { slug: BLOG_MESSAGES.slugTaken });
const languageTaken = () =>
  conflict(BLOG_MESSAGES.versionLanguageTaken, { language: BLOG_MESSAGES.versionLanguageTaken });
const badOriginal = (message: string) => badRequest(message, { translation_of: message });

/**
 * The unique indexes decide races: a slug taken, or a second article in one language among an original and its
 * translations (migration 0032). Their violation is the caller's 409, not a 500.
 */
function asSaveError(error: unknown): unknown {
  if (!isUniqueViolation(error)) return error;
  const { constraint } = error as { constraint?: string };
  return constraint === "blog_articles_translation_language_key" ? languageTaken() : slugTaken();
}

const namedOriginalShape = z.object({ original: z.string(), has_translations: z.boolean() });

/**
 * The original an article form names, as stored: an article named as the original that is itself a translation
 * stands for its own original, so a group stays one original and its translations. Refused: an unknown article, the
 * article itself, and an original with translations of its own (`id`: the article being saved).
 */
async function originalFor(input: ArticleInput, id: string | null, db?: Queryable): Promise<string | null> {
  if (input.translation_of === null) return null;
  const named = await queryOneShaped(
    namedOriginalShape,
    `SELECT coalesce(translation_of, id) AS original,
            EXISTS (SELECT 1 FROM blog_articles t WHERE t.translation_of = $2) AS has_translations
       FROM blog_articles WHERE id = $1`,
    [input.translation_of, id],
    db,
  );
  if (!named || id === input.translation_of || id === named.original) throw badOriginal(BLOG_MESSAGES.originalInvalid);
  if (named.has_translations) throw badOriginal(BLOG_MESSAGES.originalHasTranslations);
  return named.original;
}

function articleId(call: Call): string {
  const id = call.params.article;
  if (!isUuid(id)) throw notFound(ARTICLE_NOT_FOUND);
  return id;
}

/**
 * The column values of an article form, in the order both statements below number them ($2 to $13). The body's
 * sanitized HTML is stored with the Markdown it was rendered from, so the two never disagree.
 */
async function columnValues(input: ArticleInput, original: string | null): Promise<unknown[]> {
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
    original,
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
  const values = await columnValues(input, await originalFor(input, null));
  let article: Article | undefined;
  try {
    article = await queryOneShaped(
      articleShape,
      `INSERT INTO blog_articles (title, slug, content, excerpt, author, published, featured_image_url, meta_title,
         meta_description, content_html, language, translation_of, published_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, CASE WHEN $6 THEN now() END)
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
  let saved: { article: Article; previousSlug: string };
  try {
    saved = await transaction(async (tx) => {
      const { rows: current } = await tx.query<{ slug: string }>(
        `SELECT slug FROM blog_articles WHERE id = $1 FOR UPDATE`,
        [id],
      );
      if (!current[0]) throw notFound(ARTICLE_NOT_FOUND);
      const values = await columnValues(input, await originalFor(input, id, tx));
      const [article] = await queryShaped(
        articleShape,
        `UPDATE blog_articles
            SET title = $2, slug = $3, content = $4, excerpt = $5, author = $6, published = $7,
                featured_image_url = $8, meta_title = $9, meta_description = $10, content_html = $11,
                language = $12, translation_of = $13, updated_at = now(),
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
