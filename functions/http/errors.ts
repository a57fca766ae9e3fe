import type { $ZodError } from "zod/v4/core";
import { ApiError } from "../../src/domain/api-error.ts";
import { HTTP_MESSAGES } from "../../src/domain/api-texts.ts";
import { AUTH_MESSAGES } from "../../src/domain/messages.ts";
import type { MessageKey } from "../../src/i18n/keys.ts";
import { isMessageKey } from "./messages.ts";

export { ApiError };

export const badRequest = (key: MessageKey, fields?: Record<string, string>) =>
  new ApiError(400, "invalid_input", key, fields);
export const unauthorized = (key: MessageKey = AUTH_MESSAGES.sessionMissing) => new ApiError(401, "unauthorized", key);
export const forbidden = (key: MessageKey = HTTP_MESSAGES.forbidden) => new ApiError(403, "forbidden", key);
export const notFound = (key: MessageKey = HTTP_MESSAGES.notFound) => new ApiError(404, "not_found", key);
export const conflict = (key: MessageKey, fields?: Record<string, string>) =>
  new ApiError(409, "conflict", key, fields);
export const tooManyRequests = () => new ApiError(429, "rate_limited", HTTP_MESSAGES.tooManyRequests);
export const internalError = () => new ApiError(500, "internal", HTTP_MESSAGES.internal);
/** The database could not be read or written: try again in a minute (never a 404 a client or the CDN would keep). */
export const unavailable = () => new ApiError(503, "unavailable", HTTP_MESSAGES.internal);

/**
 * Turns a zod failure into a 400 whose message is the first issue's (the spec's wording) and whose fields carry each
 * field's first issue: the schemas' keys, or zod's own English for a rule that names no message.
 */
export function fromZod(error: $ZodError): ApiError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    fields[key] ??= issue.message;
  }
  const first = error.issues[0]?.message;
  return badRequest(first && isMessageKey(first) ? first : HTTP_MESSAGES.invalidInput, fields);
}
