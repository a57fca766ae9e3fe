import type { APIContext } from "astro";
import { ageDeXml } from "../domain/age-label.ts";

export const prerender = true;

/** The date the label last changed: the file's text, not the build's date, so that every build writes the same file. */
const LAST_CHANGE = "2026-11-28";

/** /age-de.xml (src/domain/age-label.ts), for the host the site is built for (`SITE_URL`, else Netlify's `URL`). */
export function GET(context: Pick<APIContext, "site" | "url">): Response {
  const site = context.site ?? new URL(context.url.origin);
  return new Response(ageDeXml(site, LAST_CHANGE), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
