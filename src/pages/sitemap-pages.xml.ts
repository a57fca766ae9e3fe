import type { APIContext } from "astro";
import { renderPagesSitemap } from "../../functions/sitemap/dynamic.ts";
import { sitemapResponse } from "../../functions/sitemap/response.ts";

export const prerender = false;

/** The home page, the directory, the transparency report, the blog and each published article. */
export async function GET(context: APIContext): Promise<Response> {
  return sitemapResponse(await renderPagesSitemap(context.site ?? new URL(context.url.origin)));
}
