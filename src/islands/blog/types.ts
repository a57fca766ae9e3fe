import type { Article as StoredArticle } from "../../../functions/articles/article.ts";

/** A blog article as the server reads it (dates as Date) or as the articles API sends it (dates as ISO strings). */
export type Article = Omit<StoredArticle, "published_at" | "created_at"> & {
  published_at: string | Date | null;
  created_at: string | Date;
};

/** The date a reader sees: when it went public, else when it was written. */
export const articleDate = (article: Pick<Article, "published_at" | "created_at">) =>
  article.published_at ?? article.created_at;
