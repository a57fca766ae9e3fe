import type { MiddlewareHandler } from "astro";
import { harden } from "../functions/http/hardening.ts";

/** On-demand pages get the hardening headers the CDN gives only to static files (Astro adds their CSP itself). */
export const onRequest: MiddlewareHandler = async (_context, next) => harden(await next());
