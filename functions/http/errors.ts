import type { $ZodError } from "zod/v4/core";
import { ApiError } from "../../src/domain/api-error.ts";
import { HTTP_MESSAGES } from "../../src/domain/api-texts.ts";
import { AUTH_MESSAGES } from "../../src/domain/messages.ts";

export { ApiError };

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new ApiError(400, "invalid_input", message, fields);
export const unauthorized = (message: string = AUTH_MESSAGES.sessionMissing) =>
  new ApiError(401, "unauthorized", message);
export const forbidden = (message: string = HTTP_MESSAGES.forbidden) => new ApiError(403, "forbidden", message);
export const notFound = (message: string = HTTP_MESSAGES.notFound) => new ApiError(404, "not_found", message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new ApiError(409, "conflict", message, fields);
export const tooManyRequests = () => new ApiError(429, "rate_limited", HTTP_MESSAGES.tooManyRequests);
export const internalError = () => new ApiError(500, "internal", HTTP_MESSAGES.internal);

/** Turns a zod failure into a 400 whose message is the first issue's (the spec's wording). */
export function fromZod(error: $ZodError): ApiError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    fields[key] ??= issue.message;
  }
  return badRequest(error.issues[0]?.message ?? HTTP_MESSAGES.invalidInput, fields);
}
