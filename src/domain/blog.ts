import { z } from "./zod.ts";
import { timestamp } from "./shapes.ts";
import { trimmedText } from "./text.ts";
import { DEFAULT_LOCALE, LOCALES } from "./locales.ts";

import { BLOG_MESSAGES } from "./messages.ts";

export { BLOG_MESSAGES };

/** Latin letters that Unicode does not decompose into a base letter and an accent. */
const LETTERS: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", ł: "l", đ: "d", ð: "d", þ: "th", ı: "i" };

/**
 * SPEC §5: lowercase, strip all but letters, digits, spaces and hyphens, spaces to hyphens, collapse repeats.
 * Accented letters are transliterated first ("Café" → "cafe", "Straße" → "strasse") rather than dropped.
 * A hyphen left at either end is dropped too: URLs read better and the slug column's CHECK refuses it.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[ßæœøłđðþı]/g, (letter) => LETTERS[letter]!)
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

/** An absolute http(s) address or a path on this site: never javascript:, data: or a protocol-relative //host. */
export function isImageAddress(value: string): boolean {
  if (value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\")) return true;
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const optionalText = (max: number) =>
  z.pipe(
    z.transform((v) => (typeof v === "string" && v.trim() === "" ? null : (v ?? null))),
    z.nullable(z.string().check(z.trim(), z.maxLength(max))),
  );

const articleFields = z.object({
  title: trimmedText([1, "Title is required"], [200, "Title must be less than 200 characters"]),
  slug: z._default(z.string().check(z.trim(), z.maxLength(200, "Slug must be less than 200 characters")), ""),
  content: trimmedText([1, "Content is required"], [100_000, "Content is too long"]),
  excerpt: optionalText(500),
  author: optionalText(100),
  featured_image_url: optionalText(500).check(
    z.refine((url) => url === null || isImageAddress(url), "Please enter a valid URL"),
  ),
  meta_title: optionalText(200),
  meta_description: optionalText(300),
  published: z._default(z.boolean(), false),
  /** The language it is written in (issue 31): the blog shows it as written and marks it so. */
  language: z._default(z.enum(LOCALES, "Please choose one of the site's languages"), DEFAULT_LOCALE),
  /** The original this article translates (its id), or null for an original; the form's "none" is empty. */
  translation_of: z.pipe(
    z.transform((v) => (v === "" || v === undefined ? null : v)),
    z.nullable(z.uuid(BLOG_MESSAGES.originalInvalid)),
  ),
});

export const articleSchema = z
  .pipe(
    articleFields,
    z.transform((article: z.output<typeof articleFields>) => ({
      ...article,
      slug: slugify(article.slug || article.title),
      meta_title: article.meta_title ?? article.title,
    })),
  )
  .check(z.refine((article) => article.slug.length > 0, { message: "Slug is required", path: ["slug"] }));
export type ArticleInput = z.infer<typeof articleSchema>;

/** SPEC §7: the external sharing pages, with the page URL (and the title for Twitter). */
export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  return [
    { name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: "Twitter", href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}` },
    { name: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ];
}

/** A blog article as stored and served: one shape for every read (the pages, the feed and the articles API). */
export const articleShape = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  content: z.string(),
  excerpt: z.nullable(z.string()),
  author: z.string(),
  published: z.boolean(),
  published_at: z.nullable(timestamp()),
  created_at: timestamp(),
  featured_image_url: z.nullable(z.string()),
  meta_title: z.nullable(z.string()),
  meta_description: z.nullable(z.string()),
  language: z.enum(LOCALES),
  /** The original it translates; null for an original. */
  translation_of: z.nullable(z.string()),
});
export type Article = z.infer<typeof articleShape>;

/** Another published version of an article: the same article in another language, and whether it is the original. */
export const articleVersionShape = z.object({ slug: z.string(), language: z.enum(LOCALES), original: z.boolean() });
export type ArticleVersion = z.infer<typeof articleVersionShape>;

/** A published article as the public reads give it: with its published translations (or original and siblings). */
export const publishedArticleShape = z.extend(articleShape, { translations: z.array(articleVersionShape) });
export type PublishedArticle = z.infer<typeof publishedArticleShape>;
