import { useState } from "react";
import { useForm, type DefaultValues, type FieldValues } from "react-hook-form";
import type { z } from "zod/mini";
import { useUiTexts } from "../../i18n/react.tsx";
import { showApiError, showFieldErrors } from "./api-errors.ts";
import { lazyZodResolver } from "./lazy-resolver.ts";

interface ApiFormOptions<Schema extends z.ZodMiniType<FieldValues, FieldValues>> {
  /** Imports the schema the server parses too: `() => import("../../domain/auth.ts").then((m) => m.signUpFormSchema)`. */
  rules: () => Promise<Schema>;
  defaultValues: DefaultValues<z.input<Schema>>;
  /** Sends the checked values; what it throws is shown on the fields and in SPEC §8's error toast. */
  send: (values: z.output<Schema>) => Promise<unknown>;
  /** The toast's title; the shared "Error" of the page's language by default. */
  errorTitle?: string;
  /** The toast's description when the server sent no message of its own. */
  fallback?: string;
  /** A refusal the form says in its own way instead; true when it did. */
  refused?: (error: unknown) => boolean;
}

/**
 * A react-hook-form form checked by its domain schema (fetched with the first submit) that sends to the API: the
 * server's per-field messages land on the fields, the rest in the error toast. Returns the form for `<Form>` or
 * `<IslandForm>`, its submit handler, and whether the checked values are being sent.
 */
export function useApiForm<Schema extends z.ZodMiniType<FieldValues, FieldValues>>({
  rules,
  defaultValues,
  send,
  errorTitle,
  fallback,
  refused,
}: ApiFormOptions<Schema>) {
  const ui = useUiTexts();
  const [resolver] = useState(() => lazyZodResolver(rules));
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({ resolver, defaultValues });
  // Sent, not merely submitted: the first submit waits for the form's rules (fetched then) and has checked nothing yet.
  const [sending, setSending] = useState(false);
  const onSubmit = form.handleSubmit(async (values) => {
    setSending(true);
    try {
      await send(values);
    } catch (error) {
      if (refused?.(error)) return;
      showFieldErrors(error, form);
      showApiError(error, errorTitle ?? ui.error, fallback);
    } finally {
      setSending(false);
    }
  });
  return { form, onSubmit, sending };
}
