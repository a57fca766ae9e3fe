import rss from "@astrojs/rss";
import type { APIContext } from "astro";
import { readPublishedArticles } from "../../functions/articles/published.ts";
import { articleDate } from "../lib/format.ts";
import { blogCacheTags, setPublicCacheHeaders } from "../../functions/cache/purge.ts";
import { BRAND } from "../domain/brand.ts";
import { LANGUAGE_TAGS, localizedPath } from "../i18n/paths.ts";

export const prerender = false;

/**
 * The published articles as RSS 2.0, newest first, with their sanitized HTML for feed readers. The channel is the
 * English blog; each item names the language it is written in (Dublin Core's dc:language).
 */
export async function GET(context: APIContext): Promise<Response> {
  const articles = await readPublishedArticles();
  const feed = await rss({
    title: `${BRAND} Blog`,
    description: "Etiquette, safety, city guides and the lifestyle behind our community of verified Muses.",
    site: context.site ?? context.url.origin,
    items: articles.map((article) => ({
      title: article.title,
      // A translation opens on its own language's blog, where the page around it speaks as the article does.
      link: localizedPath(article.language, `/blog/${article.slug}`),
      pubDate: new Date(articleDate(article)),
      description: article.excerpt ?? article.meta_description ?? undefined,
      content: article.html,
      customData: `<dc:language>${LANGUAGE_TAGS[article.language]}</dc:language>`,
    })),
    xmlns: { dc: "http://purl.org/dc/elements/1.1/" },
    customData: "<language>en</language>",
    trailingSlash: false,
  });
  const headers = new Headers(feed.headers);
  setPublicCacheHeaders(headers, blogCacheTags());
  return new Response(feed.body, { status: feed.status, headers });
}
