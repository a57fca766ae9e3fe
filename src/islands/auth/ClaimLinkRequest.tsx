import { useState } from "react";
import { useForm } from "react-hook-form";
import { lazyZodResolver } from "../ui/lazy-resolver.ts";
import { api } from "../../lib/api.ts";
import { useMessages, useUiTexts } from "../../i18n/react.tsx";
import { showApiError, showFieldErrors } from "../ui/api-errors.ts";
import { Form, FormControl } from "../ui/FormControl.tsx";

const addressOnly = lazyZodResolver(() =>
  import("../../domain/application.ts").then((rules) => rules.claimLinkEmailSchema),
);

/**
 * "Send the link again": an applicant who lost the link that claims her application (it rides only in the success
 * panel and the mail sent with it) asks for a new one with the address she gave. The answer never tells whether such
 * an application exists.
 */
export function ClaimLinkRequest({ handle }: { handle: string }) {
  const { claimLink } = useMessages().auth;
  const ui = useUiTexts();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm({ resolver: addressOnly, defaultValues: { email: "" } });
  const {
    handleSubmit,
    setError,
    getValues,
    formState: { isSubmitting },
  } = form;

  async function send({ email }: { email: string }) {
    try {
      const { message } = await api<{ message: string }>("/api/applications/claim-link", {
        method: "POST",
        json: { handle, email },
      });
      setSent(message);
    } catch (error) {
      showFieldErrors(error, { setError, getValues });
      showApiError(error, ui.error);
    }
  }

  if (sent) {
    return (
      <p role="status" className="mt-4 text-sm text-stone-700" data-claim-link-sent>
        {sent}
      </p>
    );
  }
  return (
    <Form
      form={form}
      className="mt-4 space-y-3 text-left"
      onSubmit={handleSubmit(send)}
      noValidate
      aria-label={claimLink.label}
    >
      <FormControl name="email" id="claim-email" label={claimLink.email} hint={claimLink.hint}>
        <input type="email" autoComplete="email" />
      </FormControl>
      <button type="submit" className="btn-secondary w-full" disabled={isSubmitting}>
        {isSubmitting ? claimLink.submitting : claimLink.submit}
      </button>
    </Form>
  );
}
