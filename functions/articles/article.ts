import { articleShape } from "../../src/domain/blog.ts";
import { columnsOf } from "../db/shaped.ts";
import { ARTICLE_NOT_FOUND } from "../../src/domain/api-texts.ts";

export { ARTICLE_NOT_FOUND };

/** The columns of every article read: the fields of the article shape. */
export const ARTICLE_COLUMNS = columnsOf(articleShape);

/**
 * The columns of a public read (publishedArticleShape): the article's, and its published translations: the other
 * published articles of its group (its original and the original's translations), read by the group's unique index.
 */
export const PUBLISHED_COLUMNS = `${ARTICLE_COLUMNS},
  (SELECT coalesce(json_agg(json_build_object('slug', v.slug, 'language', v.language, 'original', v.translation_of IS NULL)
                            ORDER BY v.language), '[]')
     FROM blog_articles v
    WHERE v.published AND v.id <> blog_articles.id
      AND coalesce(v.translation_of, v.id) = coalesce(blog_articles.translation_of, blog_articles.id)) AS translations`;

/** The shape the blog_articles CHECK allows; anything else cannot be an article's slug. */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const isSlug = (value: unknown): value is string =>
  typeof value === "string" && value.length <= 200 && SLUG.test(value);
