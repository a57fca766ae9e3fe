import type { APIContext } from "astro";
import { renderMuseSitemap } from "../../functions/sitemap/dynamic.ts";
import { sitemapResponse } from "../../functions/sitemap/response.ts";

export const prerender = false;

/** The listed Muses' pages from `?from=` (a lower-cased handle, as the sitemap index names it) on. */
export async function GET(context: APIContext): Promise<Response> {
  const from = context.url.searchParams.get("from") ?? "";
  return sitemapResponse(await renderMuseSitemap(context.site ?? new URL(context.url.origin), from));
}
