import { ApiError, type ErrorEnvelope } from "../domain/api-error.ts";

/**
 * An API error as the browser meets it: the envelope's code, message and fields, or `network` (status 0, no answer)
 * and `http_error` (an answer without an envelope).
 */
export class ApiClientError extends ApiError {}

/**
 * The browser's own messages for a call without a coded answer. Like the server's, they are English here and shown
 * in the page's language where they are shown (the toasts' translateWire).
 */
export const NETWORK_ERROR = "Network error. Please check your connection and try again.";
export const SOMETHING_WENT_WRONG = "Something went wrong. Please try again.";

/**
 * The page's language (`<html lang>`), sent with every call: the server writes the mails that follow in it. An
 * explicit header of the caller wins.
 */
function pageLanguage(headers: Headers): void {
  const lang = typeof document === "undefined" ? "" : document.documentElement.lang;
  if (lang && !headers.has("accept-language")) headers.set("accept-language", lang);
}

/** The browser's one way to call /api: JSON in, JSON out, errors as ApiClientError with the server's message. */
export async function api<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  pageLanguage(headers);
  let body = rest.body;
  if (json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(json);
  }
  let response: Response;
  try {
    response = await fetch(path, { ...rest, headers, body, credentials: "same-origin" });
  } catch {
    throw new ApiClientError(0, "network", NETWORK_ERROR);
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
export function errorMessage(error: unknown, fallback = SOMETHING_WENT_WRONG): string {
  return error instanceof ApiClientError && error.code !== "http_error" && error.message ? error.message : fallback;
}
