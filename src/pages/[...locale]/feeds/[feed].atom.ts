import type { APIContext } from "astro";
import { museFeed } from "../../../views/muse-feed.ts";
import { routeLocale } from "../../../i18n/routes.ts";

export const prerender = false;

/** /feeds/muses.atom and /feeds/{city-slug}.atom: the newly listed Muses, in each language (/de/feeds/muses.atom). */
export async function GET(context: APIContext): Promise<Response> {
  const locale = routeLocale(context.params.locale);
  if (!locale) return new Response(null, { status: 404 });
  return museFeed(context, locale);
}
