import type { Article } from "../domain/blog.ts";

/** SPEC §9: US English dates; blog cards 'MMM dd, yyyy'. */
export const formatBlogDate = (date: string | Date) =>
  new Date(date).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "2-digit" });
export const formatDate = (date: string | Date) =>
  new Date(date).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" });
export const formatDateTime = (date: string | Date) =>
  new Date(date).toLocaleString("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });

/** The date a reader sees of an article: when it went public, else when it was written. */
export const articleDate = (article: Pick<Article, "published_at" | "created_at">) =>
  article.published_at ?? article.created_at;
