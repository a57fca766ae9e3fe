import type { ErrorEnvelope } from "../domain/api-error.ts";
import type { MessageKey } from "../i18n/keys.ts";

/**
 * The browser's own messages for a call without a coded answer, as keys: the toasts and fields that show a message
 * give a key its text in the page's language (src/lib/say.ts `shown`), so this module, on every page, loads no texts.
 */
const NETWORK_ERROR: MessageKey = "http.network";
const SOMETHING_WENT_WRONG: MessageKey = "http.internal";

/**
 * An API error as the browser meets it: the envelope's code, message (already in the page's language), key and
 * fields, or `network` (status 0, no answer; its message is the key NETWORK_ERROR) and `http_error` (an answer
 * without an envelope).
 */
export class ApiClientError extends Error {
  readonly status: number;
  readonly code: string;
  readonly key?: string;
  /** Each field's message, in the page's language, as the server wrote it. */
  readonly fields?: Record<string, string>;

  constructor(status: number, code: string, message: string, key?: string, fields?: Record<string, string>) {
    super(message);
    this.status = status;
    this.code = code;
    this.key = key;
    this.fields = fields;
  }
}

/**
 * The page's language (`<html lang>`), sent with every call as `X-Locale`: the server answers its messages in it and
 * writes the mails that follow in it (functions/http/locale.ts). An explicit header of the caller wins.
 */
function pageLanguage(headers: Headers): void {
  const lang = typeof document === "undefined" ? "" : document.documentElement.lang;
  if (lang && !headers.has("x-locale")) headers.set("x-locale", lang);
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
    throw new ApiClientError(0, "network", NETWORK_ERROR, NETWORK_ERROR);
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
      error?.key,
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
export function errorMessage(error: unknown, fallback: string = SOMETHING_WENT_WRONG): string {
  return error instanceof ApiClientError && error.code !== "http_error" && error.message ? error.message : fallback;
}
