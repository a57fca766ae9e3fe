import { z } from "zod";
import { articleSchema, type ArticleInput } from "../../../domain/blog.ts";
import { DEFAULT_AUTHOR } from "../../../domain/brand.ts";
import type { Article } from "../../blog/types.ts";

/** What the dialog's inputs hold: plain strings, empty when unset. */
export interface ArticleFormValues {
  title: string;
  slug: string;
  content: string;
  excerpt: string;
  author: string;
  featured_image_url: string;
  meta_title: string;
  meta_description: string;
  published: boolean;
}

/** An absolute http(s) address or a path on this site. */
export function isImageAddress(value: string): boolean {
  if (value.startsWith("/") && !value.startsWith("//")) return true;
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * The server's articleSchema (SPEC §5 messages, slug from the title, meta title defaulting to the title),
 * plus a check the browser can make before the image breaks on the public page.
 */
export const articleFormSchema = articleSchema.superRefine((article, context) => {
  if (article.featured_image_url && !isImageAddress(article.featured_image_url)) {
    context.addIssue({ code: "custom", path: ["featured_image_url"], message: "Please enter a valid URL" });
  }
});
export type ArticlePayload = ArticleInput;

export const emptyArticle: ArticleFormValues = {
  title: "",
  slug: "",
  content: "",
  excerpt: "",
  author: DEFAULT_AUTHOR,
  featured_image_url: "",
  meta_title: "",
  meta_description: "",
  published: false,
};

export function toFormValues(article: Article): ArticleFormValues {
  return {
    title: article.title,
    slug: article.slug,
    content: article.content,
    excerpt: article.excerpt ?? "",
    author: article.author,
    featured_image_url: article.featured_image_url ?? "",
    meta_title: article.meta_title ?? "",
    meta_description: article.meta_description ?? "",
    published: article.published,
  };
}

/** The full PUT body for an article saved as it is except for the given changes (e.g. the published flag). */
export function toPayload(article: Article, changes: Partial<ArticleFormValues> = {}): ArticlePayload {
  return articleSchema.parse({ ...toFormValues(article), ...changes } satisfies z.input<typeof articleSchema>);
}
