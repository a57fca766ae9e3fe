import { z } from "zod";

/**
 * SPEC §5: lowercase, strip all but letters, digits, spaces and hyphens, spaces to hyphens, collapse repeats.
 * A hyphen left at either end is dropped too: URLs read better and the slug column's CHECK refuses it.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? null : (v ?? null)),
    z.string().trim().max(max).nullable(),
  );

export const articleSchema = z
  .object({
    title: z.string().trim().min(1, "Title is required").max(200, "Title must be less than 200 characters"),
    slug: z.string().trim().max(200, "Slug must be less than 200 characters").default(""),
    content: z.string().trim().min(1, "Content is required").max(100_000, "Content is too long"),
    excerpt: optionalText(500),
    author: optionalText(100),
    featured_image_url: optionalText(500),
    meta_title: optionalText(200),
    meta_description: optionalText(300),
    published: z.boolean().default(false),
  })
  .transform((article) => ({
    ...article,
    slug: slugify(article.slug || article.title),
    meta_title: article.meta_title ?? article.title,
  }))
  .refine((article) => article.slug.length > 0, { message: "Slug is required", path: ["slug"] });
export type ArticleInput = z.infer<typeof articleSchema>;

export const BLOG_MESSAGES = {
  loadFailed: "Failed to load articles",
  saveFailed: "Failed to save article",
  deleteFailed: "Failed to delete article",
  created: "Article created successfully",
  updated: "Article updated successfully",
  deleted: "Article deleted successfully",
  slugTaken: "An article with this slug already exists",
  deleteConfirm: "Are you sure you want to delete the article? This action cannot be undone.",
  copied: "Link copied to clipboard!",
  copyFailed: "Failed to copy link",
} as const;
