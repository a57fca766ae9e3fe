import { query } from "../db/index.ts";
import { z } from "../../src/domain/zod.ts";
import { markdownRenderer } from "../../src/lib/markdown.ts";
import { publishedArticleShape, type PublishedArticle } from "../../src/domain/blog.ts";

/** An article row with its stored HTML: NULL for a row saved before the HTML was stored. */
export const articleRowShape = z.extend(publishedArticleShape, { content_html: z.nullable(z.string()) });
export type ArticleRow = z.infer<typeof articleRowShape>;

/** An article as a page shows it: the body as sanitized HTML, with its published translations. */
export type RenderedArticle = PublishedArticle & { html: string };

let renderer: Promise<(markdown: string) => string> | undefined;

/**
 * Article Markdown to sanitized HTML. The packages (marked, and DOMPurify on jsdom: most of a second to import)
 * are loaded here on first use, so only saving an article, or the first read of an older one, pays for them.
 */
export async function renderArticleHtml(content: string): Promise<string> {
  renderer ??= Promise.all([import("marked"), import("isomorphic-dompurify")]).then(([{ Marked }, purify]) =>
    markdownRenderer({ Marked, DOMPurify: purify.default }),
  );
  return (await renderer)(content);
}

/** The article with its HTML: as stored on save, or rendered now (and stored) for a row that has none yet. */
export async function withHtml({ content_html, ...article }: ArticleRow): Promise<RenderedArticle> {
  if (content_html !== null) return { ...article, html: content_html };
  const html = await renderArticleHtml(article.content);
  try {
    // Only while the content is the one rendered: a save in between has stored the HTML of its own content.
    await query(`UPDATE blog_articles SET content_html = $2 WHERE id = $1 AND content = $3 AND content_html IS NULL`, [
      article.id,
      html,
      article.content,
    ]);
  } catch (error) {
    // Storing is a shortcut for the next reader; this one is served either way.
    console.error(`Error storing the HTML of article ${article.slug}`, error);
  }
  return { ...article, html };
}
