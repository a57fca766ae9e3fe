import { ApiError, type ErrorEnvelope } from "../domain/api-error.ts";

/**
 * An API error as the browser meets it: the envelope's code, message and fields, or `network` (status 0, no answer)
 * and `http_error` (an answer without an envelope).
 */
export class ApiClientError extends ApiError {}

/** The browser's one way to call /api: JSON in, JSON out, errors as ApiClientError with the server's message. */
export async function api<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  let body = rest.body;
  if (json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(json);
  }
  let response: Response;
  try {
    response = await fetch(path, { ...rest, headers, body, credentials: "same-origin" });
  } catch {
    throw new ApiClientError(0, "network", "Network error. Please check your connection and try again.");
  }
  const text = await response.text();
  const data = text ? safeParse(text) : undefined;
  if (!response.ok) {
    // Whatever answered may not have sent an envelope (a proxy's page, a body cut short).
    const error = (data as { error?: Partial<ErrorEnvelope["error"]> } | undefined)?.error;
    throw new ApiClientError(
      response.status,
      error?.code ?? "http_error",
      error?.message ?? response.statusText,
      error?.fields,
    );
  }
  return data as T;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** What a toast says about a failed call: the server's own message, or a generic one for network and 5xx trouble. */
export function errorMessage(error: unknown, fallback = "Something went wrong. Please try again."): string {
  return error instanceof ApiClientError && error.code !== "http_error" && error.message ? error.message : fallback;
}
