import type { z } from "zod/mini";
import { ApiError, badRequest, forbidden, fromZod } from "./errors.ts";
import { HTTP_MESSAGES } from "../../src/domain/api-texts.ts";

const MAX_JSON_BYTES = 200_000;

/** Reads a JSON body and parses it with the given schema; anything malformed is a 400. */
export async function readJson<S extends z.ZodMiniType>(request: Request, schema: S): Promise<z.infer<S>> {
  // The media type itself, parameters aside: `text/plain; application/json` is text (and a type a page on another site
  // may send without asking first).
  const mediaType = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (mediaType !== "application/json") throw badRequest(HTTP_MESSAGES.expectedJson);
  const text = await request.text();
  if (text.length > MAX_JSON_BYTES) throw badRequest(HTTP_MESSAGES.bodyTooLarge);
  let body: unknown;
  try {
    body = JSON.parse(text, wellFormedText);
  } catch (error) {
    throw error instanceof ApiError ? error : badRequest(HTTP_MESSAGES.malformedJson);
  }
  return parse(schema, body);
}

/**
 * Text Postgres can store: NUL is refused as bad input (text cannot hold it), and a lone UTF-16 surrogate (which
 * JSON's \\uD800 escapes can make, and which jsonb refuses) becomes U+FFFD, as a browser's own encoder would.
 */
function wellFormedText(key: string, value: unknown): unknown {
  if (key.includes("\u0000") || (typeof value === "string" && value.includes("\u0000"))) {
    throw badRequest(HTTP_MESSAGES.nulCharacters);
  }
  return typeof value === "string" ? value.toWellFormed() : value;
}

export function parse<S extends z.ZodMiniType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw fromZod(result.error);
  return result.data;
}

/** The query parameters an object schema names, read from the request's address (absent ones undefined), parsed. */
export function parseQuery<S extends z.ZodMiniObject>(request: Request, schema: S): z.infer<S> {
  const params = new URL(request.url).searchParams;
  return parse(schema, Object.fromEntries(Object.keys(schema.shape).map((key) => [key, params.get(key) ?? undefined])));
}

/**
 * Refuses cross-site state changes. Browsers send Sec-Fetch-Site and Origin; a request that carries
 * neither (curl, server-to-server) has no ambient cookie risk and passes.
 */
export function assertSameOrigin(request: Request): void {
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") throw forbidden(HTTP_MESSAGES.crossSite);
  const origin = request.headers.get("origin");
  if (!origin) return;
  if (!allowedOrigins(request).has(origin.toLowerCase())) throw forbidden(HTTP_MESSAGES.crossSite);
}

/**
 * The site's own origin (scheme, host and port) as the platform hands the request over: its URL, and the Host it was
 * routed by. X-Forwarded-Host and -Proto are left out: nothing in front of the functions sets them, so they would be
 * whatever the client wrote.
 */
function allowedOrigins(request: Request): Set<string> {
  const own = new URL(request.url);
  const allowed = new Set([own.origin]);
  const host = request.headers.get("host");
  if (host) allowed.add(`${own.protocol}//${host}`.toLowerCase());
  return allowed;
}

/** The caller's address as Netlify reports it; used only as a rate-limit key. */
export function clientIp(request: Request, contextIp?: string): string {
  return (
    contextIp ??
    request.headers.get("x-nf-client-connection-ip") ??
    request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() ??
    "unknown"
  );
}
