import { ApiError, errorBody } from "../../src/domain/api-error.ts";
import { internalError } from "./errors.ts";

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("content-type", "application/json; charset=utf-8");
  if (!headers.has("cache-control")) headers.set("cache-control", "no-store");
  return new Response(JSON.stringify(body), { ...init, headers });
}

/** The one place errors become responses: known ones with their envelope, anything else as a logged 500. */
export function errorResponse(error: unknown): Response {
  if (error instanceof ApiError) return json(errorBody(error), { status: error.status });
  console.error("Unexpected error", error);
  return json(errorBody(internalError()), { status: 500 });
}
