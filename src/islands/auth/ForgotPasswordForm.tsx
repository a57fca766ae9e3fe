import { useEffect, useState } from "react";
import { RESET_MESSAGES } from "../../domain/messages.ts";
import { say } from "../../lib/say.ts";
import { api } from "../../lib/api.ts";
import { InputControl, SubmitButton } from "../ui/FormControl.tsx";
import { IslandForm } from "../ui/IslandForm.tsx";
import { useApiForm } from "../ui/useApiForm.ts";
import { takeTypedEmail } from "./SignInForm.tsx";
import { useLocale, useMessages, withTexts } from "../../i18n/react.tsx";
import { localizedPath } from "../../i18n/paths.ts";

function ForgotPassword() {
  const { forgot } = useMessages().auth;
  const locale = useLocale();
  const [sent, setSent] = useState(false);
  const { form, onSubmit } = useApiForm({
    rules: () => import("../../domain/auth.ts").then((rules) => rules.forgotPasswordSchema),
    defaultValues: { email: "" },
    send: async (values) => {
      await api("/api/auth/forgot-password", { method: "POST", json: values });
      setSent(true);
    },
    errorTitle: forgot.error,
  });
  const { setValue } = form;

  // The address typed on the sign-in form before "Forgot password?" was followed.
  useEffect(() => {
    const typed = takeTypedEmail();
    if (typed) setValue("email", typed);
  }, [setValue]);

  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-center text-4xl font-bold">{forgot.title}</h1>
      <div className="card mt-6">
        {sent ? (
          <p role="status" className="text-stone-700">
            {say(RESET_MESSAGES.requested)}
          </p>
        ) : (
          <IslandForm form={form} className="space-y-5" onSubmit={onSubmit} aria-label={forgot.title}>
            <p className="text-stone-700">{forgot.intro}</p>
            <InputControl name="email" id="forgot-email" label={forgot.email} autoComplete="email" />
            <SubmitButton className="btn-primary w-full" busy={forgot.submitting}>
              {forgot.submit}
            </SubmitButton>
          </IslandForm>
        )}
        <p className="mt-6 text-center text-sm">
          <a href={localizedPath(locale, "/auth")} className="font-medium text-rose underline">
            {forgot.backToSignIn}
          </a>
        </p>
      </div>
    </section>
  );
}

/** "Forgot password?": asks for the address; the answer is the same whether or not it has an account. */
export const ForgotPasswordForm = withTexts<"auth">(ForgotPassword);
