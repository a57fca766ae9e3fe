import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { AUTH_MESSAGES, signInSchema, type SignInInput } from "../../domain/auth.ts";
import { api, ApiClientError } from "../../lib/api.ts";
import type { AccountSession } from "../../lib/account/session.ts";
import { showApiError } from "../ui/api-errors.ts";
import { describedBy, Field, inputClass } from "../ui/FormField.tsx";
import { linkApplication } from "./link.ts";

/** Long enough for the welcome toast to be read before the page changes. */
export const REDIRECT_DELAY_MS = 1200;

/** Where a signed-in user belongs: their dashboard when they have a profile, else the directory (SPEC §2). */
export const homeFor = (profile: AccountSession["profile"]) => (profile ? "/muse-dashboard" : "/directory");

export function SignInForm({ handle }: { handle: string | null }) {
  const [redirecting, setRedirecting] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput>({ resolver: zodResolver(signInSchema), defaultValues: { email: "", password: "" } });

  async function submit(values: SignInInput) {
    let session: AccountSession;
    try {
      session = await api<AccountSession>("/api/auth/signin", { method: "POST", json: values });
    } catch (error) {
      if (error instanceof ApiClientError && error.code === "invalid_credentials") {
        toast.error(AUTH_MESSAGES.invalidCredentials.title, {
          description: AUTH_MESSAGES.invalidCredentials.description,
        });
      } else {
        showApiError(error, "Error", AUTH_MESSAGES.signInFailed);
      }
      return;
    }
    setRedirecting(true);
    toast.success(AUTH_MESSAGES.signedIn);
    // Someone who applied and already had an account links the application on sign-in.
    const linked = handle && !session.profile ? await linkApplication(handle) : false;
    window.setTimeout(
      () => window.location.assign(linked ? "/muse-dashboard" : homeFor(session.profile)),
      REDIRECT_DELAY_MS,
    );
  }

  return (
    <form className="space-y-5" onSubmit={handleSubmit(submit)} noValidate aria-label="Sign in">
      <Field id="signin-email" label="Email" error={errors.email?.message}>
        <input
          id="signin-email"
          type="email"
          autoComplete="email"
          className={inputClass}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy("signin-email", errors.email?.message)}
          {...register("email")}
        />
      </Field>
      <Field id="signin-password" label="Password" error={errors.password?.message}>
        <input
          id="signin-password"
          type="password"
          autoComplete="current-password"
          className={inputClass}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={describedBy("signin-password", errors.password?.message)}
          {...register("password")}
        />
      </Field>
      <button type="submit" className="btn-primary w-full" disabled={isSubmitting || redirecting}>
        {isSubmitting ? "Signing in..." : "Sign In"}
      </button>
      <p className="text-center text-sm">
        <a href="/forgot-password" className="font-medium text-rose underline">
          Forgot password?
        </a>
      </p>
    </form>
  );
}
