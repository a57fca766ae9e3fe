/** A blog article as the articles API and its server functions return it (SPEC §3 blog_articles). */
export interface Article {
  id: string;
  title: string;
  slug: string;
  content: string;
  excerpt: string | null;
  author: string;
  published: boolean;
  published_at: string | Date | null;
  created_at: string | Date;
  updated_at?: string | Date | null;
  featured_image_url: string | null;
  meta_title: string | null;
  meta_description: string | null;
}

/** The date a reader sees: when it went public, else when it was written. */
export const articleDate = (article: Pick<Article, "published_at" | "created_at">) =>
  article.published_at ?? article.created_at;
