export const ARTICLE_NOT_FOUND = "Article Not Found";

/** A blog article as stored and served: one column list and one shape for every read. */
export const ARTICLE_COLUMNS = `id, title, slug, content, excerpt, author, published, published_at, created_at,
  featured_image_url, meta_title, meta_description`;

export interface Article {
  id: string;
  title: string;
  slug: string;
  content: string;
  excerpt: string | null;
  author: string;
  published: boolean;
  published_at: Date | null;
  created_at: Date;
  featured_image_url: string | null;
  meta_title: string | null;
  meta_description: string | null;
}

/** The shape the blog_articles CHECK allows; anything else cannot be an article's slug. */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const isSlug = (value: unknown): value is string =>
  typeof value === "string" && value.length <= 200 && SLUG.test(value);
