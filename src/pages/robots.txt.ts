import type { APIContext } from "astro";
import { SITEMAP_INDEX_PATH } from "../../functions/sitemap/dynamic.ts";

export const prerender = true;

/** Where crawlers are not welcome: the admin panel, the API, sign-in, the Muse's own pages and the content editor. */
const DISALLOWED = ["/admin", "/api/", "/auth", "/muse-dashboard", "/muse-onboarding", "/messages", "/editor"];

/**
 * robots.txt, written at build from the site's address (`SITE_URL`, else Netlify's `URL`) like the sitemaps and the
 * canonical links: a deploy names its own sitemaps, never the placeholder domain.
 */
export function GET(context: Pick<APIContext, "site" | "url">): Response {
  const site = context.site ?? new URL(context.url.origin);
  const sitemaps = ["/sitemap-index.xml", SITEMAP_INDEX_PATH].map((path) => `Sitemap: ${new URL(path, site).href}`);
  const text = ["User-agent: *", ...DISALLOWED.map((path) => `Disallow: ${path}`), "", ...sitemaps, ""].join("\n");
  return new Response(text, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
