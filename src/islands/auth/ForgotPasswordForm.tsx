import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod/mini";
import type { forgotPasswordSchema } from "../../domain/auth.ts";
import { RESET_MESSAGES } from "../../domain/messages.ts";
import { say } from "../../lib/say.ts";
import { lazyZodResolver } from "../ui/lazy-resolver.ts";
import { api } from "../../lib/api.ts";
import { showApiError } from "../ui/api-errors.ts";
import { FormControl } from "../ui/FormControl.tsx";
import { IslandForm } from "../ui/IslandForm.tsx";
import { takeTypedEmail } from "./SignInForm.tsx";
import { TextsProvider, useLocale, useMessages, type IslandTexts } from "../../i18n/react.tsx";
import { localizedPath } from "../../i18n/paths.ts";

type ForgotPassword = z.infer<typeof forgotPasswordSchema>;

/** "Forgot password?": asks for the address; the answer is the same whether or not it has an account. */
export function ForgotPasswordForm({ texts }: { texts: IslandTexts<"auth"> }) {
  return (
    <TextsProvider texts={texts}>
      <ForgotPassword />
    </TextsProvider>
  );
}

function ForgotPassword() {
  const { forgot } = useMessages().auth;
  const locale = useLocale();
  const [sent, setSent] = useState(false);
  const form = useForm<ForgotPassword>({
    resolver: lazyZodResolver(() => import("../../domain/auth.ts").then((rules) => rules.forgotPasswordSchema)),
    defaultValues: { email: "" },
  });
  const {
    handleSubmit,
    setValue,
    formState: { isSubmitting },
  } = form;

  // The address typed on the sign-in form before "Forgot password?" was followed.
  useEffect(() => {
    const typed = takeTypedEmail();
    if (typed) setValue("email", typed);
  }, [setValue]);

  async function submit(values: ForgotPassword) {
    try {
      await api("/api/auth/forgot-password", { method: "POST", json: values });
      setSent(true);
    } catch (error) {
      console.error("Password reset request failed", error);
      showApiError(error, forgot.error);
    }
  }

  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-center text-4xl font-bold">{forgot.title}</h1>
      <div className="card mt-6">
        {sent ? (
          <p role="status" className="text-stone-700">
            {say(RESET_MESSAGES.requested)}
          </p>
        ) : (
          <IslandForm
            form={form}
            className="space-y-5"
            onSubmit={handleSubmit(submit)}
            noValidate
            aria-label={forgot.title}
          >
            <p className="text-stone-700">{forgot.intro}</p>
            <FormControl name="email" id="forgot-email" label={forgot.email}>
              <input type="email" autoComplete="email" />
            </FormControl>
            <button type="submit" className="btn-primary w-full" disabled={isSubmitting}>
              {isSubmitting ? forgot.submitting : forgot.submit}
            </button>
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
