import type { FieldValues, Path, UseFormGetValues, UseFormSetError } from "react-hook-form";
import { toast } from "../../lib/toasts.ts";
import { ApiClientError, errorMessage } from "../../lib/api.ts";

/**
 * SPEC §8's toast for a failed call: the spec's title, and as description the server's own message when it sent a
 * coded error, else `fallback` (network trouble, a bare 5xx, a bug).
 */
export function showApiError(error: unknown, title: string, fallback?: string): void {
  toast.error(title, { description: errorMessage(error, fallback) });
}

/**
 * Puts the server's per-field messages of a refused call on the form's own fields (those it has values for) and
 * returns the rest, which the form may show elsewhere.
 */
export function showFieldErrors<Values extends FieldValues>(
  error: unknown,
  form: { setError: UseFormSetError<Values>; getValues: UseFormGetValues<Values> },
  { shouldFocus = false }: { shouldFocus?: boolean } = {},
): Record<string, string> {
  const fields = error instanceof ApiClientError && error.code !== "http_error" ? (error.fields ?? {}) : {};
  const known = Object.keys(form.getValues());
  const rest: Record<string, string> = {};
  for (const [field, message] of Object.entries(fields)) {
    if (known.includes(field)) form.setError(field as Path<Values>, { type: "server", message }, { shouldFocus });
    else rest[field] = message;
  }
  return rest;
}
