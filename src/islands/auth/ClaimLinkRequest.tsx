import { useState } from "react";
import { api } from "../../lib/api.ts";
import { useMessages } from "../../i18n/react.tsx";
import { Form, FormControl, SubmitButton } from "../ui/FormControl.tsx";
import { useApiForm } from "../ui/useApiForm.ts";

/**
 * "Send the link again": an applicant who lost the link that claims her application (it rides only in the success
 * panel and the mail sent with it) asks for a new one with the address she gave. The answer never tells whether such
 * an application exists.
 */
export function ClaimLinkRequest({ handle }: { handle: string }) {
  const { claimLink } = useMessages().auth;
  const [sent, setSent] = useState<string | null>(null);
  const { form, onSubmit } = useApiForm({
    rules: () => import("../../domain/application.ts").then((rules) => rules.claimLinkEmailSchema),
    defaultValues: { email: "" },
    send: async ({ email }) => {
      const { message } = await api<{ message: string }>("/api/applications/claim-link", {
        method: "POST",
        json: { handle, email },
      });
      setSent(message);
    },
  });

  if (sent) {
    return (
      <p role="status" className="mt-4 text-sm text-stone-700" data-claim-link-sent>
        {sent}
      </p>
    );
  }
  return (
    <Form form={form} className="mt-4 space-y-3 text-left" onSubmit={onSubmit} aria-label={claimLink.label}>
      <FormControl name="email" id="claim-email" label={claimLink.email} hint={claimLink.hint}>
        <input type="email" autoComplete="email" />
      </FormControl>
      <SubmitButton className="btn-secondary w-full" busy={claimLink.submitting}>
        {claimLink.submit}
      </SubmitButton>
    </Form>
  );
}
