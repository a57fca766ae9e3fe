import { articleShape } from "../../src/domain/blog.ts";
import { columnsOf } from "../db/shaped.ts";
import { ARTICLE_NOT_FOUND } from "../../src/domain/api-texts.ts";

export { ARTICLE_NOT_FOUND };

/** The columns of every article read: the fields of the article shape. */
export const ARTICLE_COLUMNS = columnsOf(articleShape);

/** The shape the blog_articles CHECK allows; anything else cannot be an article's slug. */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const isSlug = (value: unknown): value is string =>
  typeof value === "string" && value.length <= 200 && SLUG.test(value);
