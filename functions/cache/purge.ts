import { purgeCache as purgeNetlifyCache } from "@netlify/functions";
import { json } from "../http/respond.ts";
import { availableNowUntil, secondsUntilFirstEnd } from "../../src/domain/available-now.ts";

/** The CDN cache tags of the public reads; a change purges the tags of what it touched. */
export const CACHE_TAGS = {
  muses: "muses",
  muse: (handle: string) => `muse:${handle.toLowerCase()}`,
  blog: "blog",
  article: (slug: string) => `article:${slug}`,
  /** /transparency: its figures change with every notice, so nothing purges it; it is kept for minutes only. */
  transparency: "transparency",
} as const;

/** The CDN cache tags of the public blog pages: the ones an article change purges (purgeArticleCache). */
export const blogCacheTags = (slug?: string) =>
  slug ? [CACHE_TAGS.blog, CACHE_TAGS.article(slug)] : [CACHE_TAGS.blog];

/**
 * The one caching policy of public reads, API answers and on-demand pages alike: the CDN keeps them for 5 minutes
 * (and serves stale for a day while it refreshes), browsers always revalidate, and purging one of the tags drops
 * them at once. An answer that shows a Muse "Available now" (`shown`) is kept only until that ends, never stale.
 */
export function setPublicCacheHeaders(
  headers: Headers,
  tags: string[],
  vary?: string,
  shown?: AvailableNowShown,
): void {
  headers.set("cache-control", "public, max-age=0, must-revalidate");
  headers.set(
    "netlify-cdn-cache-control",
    (shown ?? []).some((until) => availableNowUntil(until) !== null)
      ? // A card says "Available now" until it ends: nothing may serve it later, not even stale while refreshing.
        `public, s-maxage=${secondsUntilFirstEnd(shown!, CDN_MAX_AGE_SECONDS)}`
      : `public, s-maxage=${CDN_MAX_AGE_SECONDS}, stale-while-revalidate=86400`,
  );
  headers.set("netlify-cache-tag", tags.join(","));
  if (vary) headers.set("netlify-vary", vary);
}

/** How long the CDN keeps a public read, at most. */
export const CDN_MAX_AGE_SECONDS = 300;

/** When the "Available now" of each Muse an answer shows ends (null: off): the answer is kept no longer. */
export type AvailableNowShown = (string | null | undefined)[];

/**
 * The policy of what a database error produced (the demo fallback, an empty gallery, a page that could not be read):
 * kept nowhere, so the next visitor is served fresh once the database is back. The CDN would otherwise keep it for a
 * day.
 */
export function setUncachedHeaders(headers: Headers): void {
  headers.set("cache-control", "no-store");
  headers.delete("netlify-cdn-cache-control");
  headers.delete("netlify-cache-tag");
  headers.delete("netlify-vary");
}

/** Public when the read succeeded, kept nowhere when it failed. */
export function setReadCacheHeaders(
  headers: Headers,
  read: { failed: boolean },
  tags: string[],
  vary?: string,
  shown?: AvailableNowShown,
): void {
  if (read.failed) setUncachedHeaders(headers);
  else setPublicCacheHeaders(headers, tags, vary, shown);
}

/** A public JSON response under that policy. */
export function cachedJson(body: unknown, tags: string[], vary?: string, shown?: AvailableNowShown): Response {
  const headers = new Headers();
  setPublicCacheHeaders(headers, tags, vary, shown);
  return json(body, { headers });
}

/**
 * How long a purge may take. Netlify's client takes no abort signal, so a purge that has not answered by then is left
 * to finish or fail on its own: the change it follows is saved, and its request must answer within the function's
 * 10 s. The page then stays cached for at most the CDN's 5 minutes.
 */
export const PURGE_TIMEOUT_MS = 3_000;

/** Purges CDN cache tags on Netlify; elsewhere (local runs, tests) there is no CDN and nothing to do. */
export async function purgeCache(tags: string[]): Promise<void> {
  if (!process.env.NETLIFY_PURGE_API_TOKEN && process.env.NETLIFY !== "true") return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${PURGE_TIMEOUT_MS} ms`)), PURGE_TIMEOUT_MS);
  });
  try {
    await Promise.race([purgeNetlifyCache({ tags }), timeout]);
  } catch (error) {
    // A stale page is better than failing the change that was already saved.
    console.error(`Failed to purge cache tags ${tags.join(", ")}`, error);
  } finally {
    clearTimeout(timer);
  }
}

/** The directory and one muse's profile page. */
export function purgeProfileCache(handle: string): Promise<void> {
  return purgeCache([CACHE_TAGS.muses, CACHE_TAGS.muse(handle)]);
}

/** The blog list and each named article page (a renamed article purges its old and new slug). */
export function purgeArticleCache(...slugs: string[]): Promise<void> {
  return purgeCache([CACHE_TAGS.blog, ...new Set(slugs.map(CACHE_TAGS.article))]);
}
