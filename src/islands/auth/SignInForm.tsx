import { toast } from "../../lib/toasts.ts";
import { AUTH_MESSAGES } from "../../domain/auth.ts";
import { ApiClientError } from "../../lib/api.ts";
import type { AccountSession } from "../../lib/account/session.ts";
import { showApiError } from "../ui/api-errors.ts";
import { inputClass } from "../ui/FormField.tsx";
import { linkApplication } from "./link.ts";
import { ForgotPasswordLink, SignInFields, useSignIn } from "./sign-in.tsx";
import { IslandForm } from "../ui/IslandForm.tsx";

/** Long enough for the welcome toast to be read before the page changes. */
export const REDIRECT_DELAY_MS = 1200;

/** Where a signed-in user belongs: their dashboard when they have a profile, else the directory (SPEC §2). */
export const homeFor = (profile: AccountSession["profile"]) => (profile ? "/muse-dashboard" : "/directory");

export function SignInForm({ handle }: { handle: string | null }) {
  const { form, redirecting, onSubmit } = useSignIn({
    onFailed: (error) => {
      if (error instanceof ApiClientError && error.code === "invalid_credentials") {
        toast.error(AUTH_MESSAGES.invalidCredentials.title, {
          description: AUTH_MESSAGES.invalidCredentials.description,
        });
      } else {
        showApiError(error, "Error", AUTH_MESSAGES.signInFailed);
      }
    },
    onSignedIn: async (session) => {
      toast.success(AUTH_MESSAGES.signedIn);
      // Someone who applied and already had an account links the application on sign-in.
      const linked = handle && !session.profile ? await linkApplication(handle) : false;
      return { to: linked ? "/muse-dashboard" : homeFor(session.profile), delayMs: REDIRECT_DELAY_MS };
    },
  });
  const { isSubmitting } = form.formState;

  return (
    <IslandForm form={form} className="space-y-5" onSubmit={onSubmit} noValidate aria-label="Sign in">
      <SignInFields idPrefix="signin" inputClassName={inputClass} emailAutoComplete="email" />
      <button type="submit" className="btn-primary w-full" disabled={isSubmitting || redirecting}>
        {isSubmitting ? "Signing in..." : "Sign In"}
      </button>
      <ForgotPasswordLink form={form} />
    </IslandForm>
  );
}
