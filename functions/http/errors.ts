import type { $ZodError } from "zod/v4/core";
import { ApiError } from "../../src/domain/api-error.ts";

export { ApiError };

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new ApiError(400, "invalid_input", message, fields);
export const unauthorized = (message = "Auth session missing!") => new ApiError(401, "unauthorized", message);
export const forbidden = (message = "You are not allowed to do this") => new ApiError(403, "forbidden", message);
export const notFound = (message = "Not found") => new ApiError(404, "not_found", message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new ApiError(409, "conflict", message, fields);
export const tooManyRequests = () => new ApiError(429, "rate_limited", "Too many requests. Please try again later.");
export const internalError = () => new ApiError(500, "internal", "Something went wrong. Please try again.");

/** Turns a zod failure into a 400 whose message is the first issue's (the spec's wording). */
export function fromZod(error: $ZodError): ApiError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    fields[key] ??= issue.message;
  }
  return badRequest(error.issues[0]?.message ?? "Invalid input", fields);
}
