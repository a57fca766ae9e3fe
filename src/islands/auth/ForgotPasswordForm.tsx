import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod/mini";
import type { forgotPasswordSchema } from "../../domain/auth.ts";
import { RESET_MESSAGES } from "../../domain/messages.ts";
import { lazyZodResolver } from "../ui/lazy-resolver.ts";
import { api } from "../../lib/api.ts";
import { showApiError } from "../ui/api-errors.ts";
import { FormControl } from "../ui/FormControl.tsx";
import { IslandForm } from "../ui/IslandForm.tsx";
import { takeTypedEmail } from "./SignInForm.tsx";

type ForgotPassword = z.infer<typeof forgotPasswordSchema>;

/** "Forgot password?": asks for the address; the answer is the same whether or not it has an account. */
export function ForgotPasswordForm() {
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
      showApiError(error, "Error");
    }
  }

  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-center text-4xl font-bold">Reset your password</h1>
      <div className="card mt-6">
        {sent ? (
          <p role="status" className="text-stone-700">
            {RESET_MESSAGES.requested}
          </p>
        ) : (
          <IslandForm
            form={form}
            className="space-y-5"
            onSubmit={handleSubmit(submit)}
            noValidate
            aria-label="Reset your password"
          >
            <p className="text-stone-700">Enter the e-mail address of your account and we will send you a link.</p>
            <FormControl name="email" id="forgot-email" label="Email">
              <input type="email" autoComplete="email" />
            </FormControl>
            <button type="submit" className="btn-primary w-full" disabled={isSubmitting}>
              {isSubmitting ? "Sending..." : "Send Reset Link"}
            </button>
          </IslandForm>
        )}
        <p className="mt-6 text-center text-sm">
          <a href="/auth" className="font-medium text-rose underline">
            Back to Sign In
          </a>
        </p>
      </div>
    </section>
  );
}
