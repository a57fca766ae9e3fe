import type { z } from "zod/mini";
import type { Article, ArticleInput, articleSchema } from "../../../domain/blog.ts";
import { DEFAULT_AUTHOR } from "../../../domain/brand.ts";
import { DEFAULT_LOCALE, type Locale } from "../../../domain/locales.ts";

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
  /** The language the article is written in. */
  language: Locale;
  /** The id of the original it translates; empty for an original. */
  translation_of: string;
}

/** What the server's own articleSchema gives (SPEC §5 messages, slug from the title, meta title defaulting to it). */
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
  language: DEFAULT_LOCALE,
  translation_of: "",
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
    language: article.language,
    translation_of: article.translation_of ?? "",
  };
}

/**
 * The full PUT body for an article saved as it is except for the given changes (e.g. the published flag), read by the
 * article's rules, which load with the first such save.
 */
export async function toPayload(article: Article, changes: Partial<ArticleFormValues> = {}): Promise<ArticlePayload> {
  const rules = await import("../../../domain/blog.ts");
  return rules.articleSchema.parse({ ...toFormValues(article), ...changes } satisfies z.input<typeof articleSchema>);
}
