import type { z } from "zod";
import { ApiError, badRequest, forbidden, fromZod } from "./errors.ts";

const MAX_JSON_BYTES = 200_000;

/** Reads a JSON body and parses it with the given schema; anything malformed is a 400. */
export async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.includes("application/json")) throw badRequest("Expected a JSON body");
  const text = await request.text();
  if (text.length > MAX_JSON_BYTES) throw badRequest("Request body is too large");
  let body: unknown;
  try {
    body = JSON.parse(text, refuseNul);
  } catch (error) {
    throw error instanceof ApiError ? error : badRequest("Malformed JSON");
  }
  return parse(schema, body);
}

/** Postgres text cannot hold NUL: refuse it here as bad input instead of failing later at the database. */
function refuseNul(key: string, value: unknown): unknown {
  if (key.includes("\u0000") || (typeof value === "string" && value.includes("\u0000"))) {
    throw badRequest("Text may not contain NUL characters");
  }
  return value;
}

export function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw fromZod(result.error);
  return result.data;
}

/**
 * Refuses cross-site state changes. Browsers send Sec-Fetch-Site and Origin; a request that carries
 * neither (curl, server-to-server) has no ambient cookie risk and passes.
 */
export function assertSameOrigin(request: Request): void {
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") throw forbidden("Cross-site request refused");
  const origin = request.headers.get("origin");
  if (!origin) return;
  const expected = new URL(request.url);
  const forwardedHost = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw forbidden("Cross-site request refused");
  }
  if (originHost !== expected.host && originHost !== forwardedHost) throw forbidden("Cross-site request refused");
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
