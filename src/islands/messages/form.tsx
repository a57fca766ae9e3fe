import { useId, type ChangeEvent } from "react";
import { toast } from "../../lib/toasts.ts";
import { api, ApiClientError } from "../../lib/api.ts";
import { DISPLAY_NAME_LENGTH, MESSAGE_LENGTH } from "../../domain/limits.ts";
import { showApiError } from "../ui/api-errors.ts";
import { Field, inputClass } from "../ui/FormField.tsx";

// The parts every messages form shares (/messages, the dashboard's Messages, the account's settings), in a module of
// their own so /account loads them without the conversations' views.

/**
 * Sends one of the messages forms (POST): its answer's message as a toast, and the answer; or, refused, the server's
 * field messages for the form (`onFields`), else the error toast; then null.
 */
export async function sendForm<Answer extends { message: string }>(
  path: string,
  json: unknown,
  /** The error toast's title (the `ui` area's). */
  title: string,
  onFields: (fields: Record<string, string>) => void = () => undefined,
  method: "POST" | "PATCH" | "DELETE" = "POST",
): Promise<Answer | null> {
  try {
    const answer = await api<Answer>(path, { method, json });
    toast.success(answer.message);
    return answer;
  } catch (failure) {
    const fields = failure instanceof ApiClientError ? failure.fields : undefined;
    if (fields) onFields(fields);
    else showApiError(failure, title);
    return null;
  }
}

/**
 * A labelled text of the messages forms, its value and setter in `state`: a message (`rows` of them, up to 2,000
 * characters) or a display name (one line, up to 40), with its hint and its refusal under it.
 */
export function TextField({ label, hint, error, state: [value, onChange], rows }: TextFieldProps) {
  const id = useId();
  const control = {
    id,
    className: inputClass,
    maxLength: rows ? MESSAGE_LENGTH.max : DISPLAY_NAME_LENGTH.max,
    value,
    "aria-invalid": error ? true : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  };
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {rows ? <textarea rows={rows} {...control} /> : <input {...control} />}
    </Field>
  );
}

interface TextFieldProps {
  label: string;
  hint?: string;
  error?: string;
  state: [string, (value: string) => void];
  rows?: number;
}
