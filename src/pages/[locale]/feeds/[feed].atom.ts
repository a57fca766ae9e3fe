import type { APIContext } from "astro";
import { museFeed } from "../../../views/muse-feed.ts";
import { isTranslatedLocale } from "../../../i18n/routes.ts";

export const prerender = false;

/** /de/feeds/muses.atom, /fr/feeds/{city-slug}.atom, …: the same feeds in the other languages. */
export async function GET(context: APIContext): Promise<Response> {
  if (!isTranslatedLocale(context.params.locale)) return new Response(null, { status: 404 });
  return museFeed(context, context.params.locale);
}
