import type { MiddlewareHandler } from "astro";
import { DatabaseUnavailableError } from "../functions/db/index.ts";
import { harden } from "../functions/http/hardening.ts";
import { unavailableResponse } from "../functions/http/respond.ts";
import { DEV_PAGE_CONTENT_SECURITY_POLICY } from "../functions/http/content-security.ts";

/**
 * On-demand pages get the hardening headers the CDN gives only to static files (Astro adds their CSP itself). Under
 * `astro dev`, where every page passes here and Astro's hashed policy is off, each page gets the dev policy.
 */
export const onRequest: MiddlewareHandler = async (_context, next) =>
  harden(await orUnavailable(next), import.meta.env.DEV ? DEV_PAGE_CONTENT_SECURITY_POLICY : undefined);

/**
 * A page or endpoint that could not reach the database and has nothing better to show (the sitemaps, the RSS feed)
 * answers 503 `no-store` with `Retry-After`, not Astro's empty 500: crawlers come back, the CDN keeps nothing. Pages
 * that can say more (a profile, an article, the directory) catch the failure themselves.
 */
async function orUnavailable(next: () => Promise<Response>): Promise<Response> {
  try {
    return await next();
  } catch (error) {
    if (!(error instanceof DatabaseUnavailableError)) throw error;
    console.error("Database unavailable", error);
    return unavailableResponse();
  }
}
