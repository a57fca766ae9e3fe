import type { APIContext } from "astro";
import { listPublishedArticles } from "../../functions/articles/published.ts";
import { listMuses } from "../../functions/muses/directory.ts";
import { DIRECTORY_MAX_PAGE_SIZE } from "../domain/directory.ts";
import { articleDate } from "../lib/format.ts";
import { CACHE_TAGS, setPublicCacheHeaders } from "../../functions/cache/purge.ts";

export const prerender = false;

interface Entry {
  path: string;
  lastmod?: Date;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

/** Every Approved muse's profile page; the demo muses stand in only when there are none, so they are left out. */
async function museEntries(): Promise<Entry[]> {
  const entries: Entry[] = [];
  for (let offset = 0; ; offset += DIRECTORY_MAX_PAGE_SIZE) {
    const page = await listMuses({ offset, limit: DIRECTORY_MAX_PAGE_SIZE });
    if (page.demo) return [];
    entries.push(...page.muses.map((muse) => ({ path: `/muse/${encodeURIComponent(muse.handle)}` })));
    if (page.muses.length < DIRECTORY_MAX_PAGE_SIZE) return entries;
  }
}

/**
 * The pages rendered on demand, which the build-time sitemap (sitemap-index.xml) cannot know:
 * the blog, each published article and each Approved muse. robots.txt names both sitemaps.
 */
export async function GET(context: APIContext): Promise<Response> {
  const site = context.site ?? new URL(context.url.origin);
  const articles = await listPublishedArticles();
  const entries: Entry[] = [
    { path: "/directory" },
    { path: "/blog", lastmod: articles[0] ? new Date(articleDate(articles[0])) : undefined },
    ...articles.map((article) => ({ path: `/blog/${article.slug}`, lastmod: new Date(articleDate(article)) })),
    ...(await museEntries()),
  ];
  const urls = entries
    .map(({ path, lastmod }) => {
      const loc = `<loc>${escapeXml(new URL(path, site).toString())}</loc>`;
      return `<url>${loc}${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ""}</url>`;
    })
    .join("\n");
  const headers = new Headers({ "Content-Type": "application/xml; charset=utf-8" });
  setPublicCacheHeaders(headers, [CACHE_TAGS.blog, CACHE_TAGS.muses]);
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
    { headers },
  );
}
