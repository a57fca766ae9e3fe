import type { ErrorEnvelope } from "../../src/domain/api-error.ts";
import type { Locale } from "../../src/domain/locales.ts";
import { DatabaseUnavailableError } from "../db/index.ts";
import { ApiError, internalError, unavailable } from "./errors.ts";
import { requestLocale } from "./locale.ts";
import { isMessageKey, textFor } from "./messages.ts";

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("content-type", "application/json; charset=utf-8");
  if (!headers.has("cache-control")) headers.set("cache-control", "no-store");
  return new Response(JSON.stringify(body), { ...init, headers });
}

/**
 * The envelope of an error in a language: its key and text, and each field's text and key (a field whose message is
 * no key, zod's own English, has its text only). The local server's own refusals (scripts/patch-netlify-cli.ts)
 * answer with it too.
 */
export function errorBody(error: ApiError, locale: Locale): ErrorEnvelope {
  const { code, key, values, fields } = error;
  const body: ErrorEnvelope["error"] = {
    code,
    key,
    message: textFor(locale, key, values),
    ...(values ? { values } : {}),
  };
  if (fields) {
    const entries = Object.entries(fields);
    body.fields = Object.fromEntries(entries.map(([name, message]) => [name, textFor(locale, message, values)]));
    body.fieldKeys = Object.fromEntries(entries.filter(([, message]) => isMessageKey(message)));
  }
  return { error: body };
}

/** How long a client is asked to wait before it tries again after a 503 (`Retry-After`, in seconds). */
export const RETRY_AFTER_SECONDS = 60;

/**
 * The one place errors become responses: known ones with their envelope in the caller's language (the page's, as
 * src/lib/api.ts sends it; functions/http/locale.ts), a database that could not be reached as a logged 503
 * `unavailable`, anything else as a logged 500. No answer carries the error's own text or stack.
 */
export function errorResponse(error: unknown, request: Request): Response {
  const locale = requestLocale(request);
  let known: ApiError;
  if (error instanceof ApiError) known = error;
  else if (error instanceof DatabaseUnavailableError) {
    console.error("Database unavailable", error);
    known = unavailable();
  } else {
    console.error("Unexpected error", error);
    known = internalError();
  }
  const headers = known.status === 503 ? { "retry-after": String(RETRY_AFTER_SECONDS) } : undefined;
  return json(errorBody(known, locale), { status: known.status, headers });
}

/**
 * A page or feed that could not read the database, for a crawler or a feed reader (the sitemaps, the RSS and Atom
 * feeds): 503 with when to come back, kept by nobody, so the next request is served fresh once the database is back.
 */
export function unavailableResponse(
  text = "The site cannot read its data right now. Please try again in a minute.",
): Response {
  return new Response(text, {
    status: 503,
    headers: {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": "no-store",
      "retry-after": String(RETRY_AFTER_SECONDS),
    },
  });
}

/**
 * A handler's answer in the caller's language: a `message` that is a key becomes its text, and the key stays beside
 * it (`{ ok: true, key: "reset.requested", message: "If an account exists…" }`).
 */
export function answerIn(result: object, request: Request): object {
  const message = (result as { message?: unknown }).message;
  if (typeof message !== "string" || !isMessageKey(message)) return result;
  return { ...result, key: message, message: textFor(requestLocale(request), message) };
}
