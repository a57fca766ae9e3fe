import type { APIContext } from "astro";
import { renderSitemapIndex } from "../../functions/sitemap/dynamic.ts";
import { sitemapResponse } from "../../functions/sitemap/response.ts";

export const prerender = false;

/** The sitemap index of the pages rendered on demand; robots.txt names it beside the build's sitemap-index.xml. */
export async function GET(context: APIContext): Promise<Response> {
  return sitemapResponse(await renderSitemapIndex(context.site ?? new URL(context.url.origin)));
}
