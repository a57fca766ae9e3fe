import type { MiddlewareHandler } from "astro";
import { harden } from "../functions/http/hardening.ts";
import { DEV_PAGE_CONTENT_SECURITY_POLICY } from "../functions/http/content-security.ts";

/**
 * On-demand pages get the hardening headers the CDN gives only to static files (Astro adds their CSP itself). Under
 * `astro dev`, where every page passes here and Astro's hashed policy is off, each page gets the dev policy.
 */
export const onRequest: MiddlewareHandler = async (_context, next) =>
  harden(await next(), import.meta.env.DEV ? DEV_PAGE_CONTENT_SECURITY_POLICY : undefined);
