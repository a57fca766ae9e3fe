import type { APIContext } from "astro";
import { museFeed } from "../../views/muse-feed.ts";
import { DEFAULT_LOCALE } from "../../domain/locales.ts";

export const prerender = false;

/** /feeds/muses.atom and /feeds/{city-slug}.atom: the newly listed Muses, in English. */
export function GET(context: APIContext): Promise<Response> {
  return museFeed(context, DEFAULT_LOCALE);
}
