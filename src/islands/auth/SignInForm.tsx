import type { UseFormReturn } from "react-hook-form";
import { toast } from "../../lib/toasts.ts";
import type { SignInInput } from "../../domain/auth.ts";
import { AUTH_MESSAGES } from "../../domain/messages.ts";
import { ApiClientError } from "../../lib/api.ts";
import type { AccountSession } from "../../lib/account/session.ts";
import { showApiError } from "../ui/api-errors.ts";
import { inputClass } from "../ui/FormField.tsx";
import { FormControl } from "../ui/FormControl.tsx";
import { linkApplication } from "./link.ts";
import { useSignIn } from "./useSignIn.tsx";
import { IslandForm } from "../ui/IslandForm.tsx";
import type { Locale } from "../../domain/locales.ts";
import { localizedPath } from "../../i18n/paths.ts";
import { draftPath } from "../../lib/message-draft.ts";
import { useLocale, useMessages, useUiLocale, useUiTexts } from "../../i18n/react.tsx";

/** Long enough for the welcome toast to be read before the page changes. */
export const REDIRECT_DELAY_MS = 1200;

/**
 * Where a signed-in user belongs: an admin in the admin panel (English only); others their dashboard when they have a
 * profile, else the directory (SPEC §2), in the language she signed in with.
 */
export const homeFor = ({ roles, profile }: AccountSession, locale: Locale) =>
  roles?.includes("admin")
    ? "/admin"
    : // A message she began to a Muse before signing in waits for her on its form (src/lib/message-draft.ts).
      (draftPath(locale) ?? localizedPath(locale, profile ? "/muse-dashboard" : "/directory"));

export function SignInForm({ handle }: { handle: string | null }) {
  const { signIn, claim } = useMessages().auth;
  const ui = useUiTexts();
  const locale = useLocale();
  const { form, redirecting, onSubmit } = useSignIn({
    onFailed: (error) => {
      if (error instanceof ApiClientError && error.code === "invalid_credentials") {
        toast.error(AUTH_MESSAGES.invalidCredentials.title, {
          description: AUTH_MESSAGES.invalidCredentials.description,
        });
      } else {
        showApiError(error, ui.error, AUTH_MESSAGES.signInFailed);
      }
    },
    onSignedIn: async (session) => {
      toast.success(AUTH_MESSAGES.signedIn);
      // Someone who applied and already had an account links the application on sign-in.
      const linked =
        handle && !session.profile
          ? await linkApplication(handle, { linked: claim.linked, failed: claim.linkFailed, error: ui.error })
          : false;
      return {
        to: linked ? localizedPath(locale, "/muse-dashboard") : homeFor(session, locale),
        delayMs: REDIRECT_DELAY_MS,
      };
    },
  });
  const { isSubmitting } = form.formState;

  return (
    <IslandForm form={form} className="space-y-5" onSubmit={onSubmit} noValidate aria-label={signIn.label}>
      <SignInFields idPrefix="signin" inputClassName={inputClass} emailAutoComplete="email" />
      <button type="submit" className="btn-primary w-full" disabled={isSubmitting || redirecting}>
        {isSubmitting ? signIn.submitting : signIn.submit}
      </button>
      <ForgotPasswordLink form={form} />
    </IslandForm>
  );
}

interface FieldsProps {
  /** Prefix of the inputs' ids: `signin` on the auth page, `admin` on /admin. */
  idPrefix: string;
  inputClassName: string;
  emailAutoComplete: "email" | "username";
}

/**
 * The two inputs of a sign-in form (inside `<IslandForm form={form}>`), with their labels and messages: in the
 * page's language on /auth, in English on /admin.
 */
export function SignInFields({ idPrefix, inputClassName, emailAutoComplete }: FieldsProps) {
  const { signInFields } = useUiTexts();
  return (
    <>
      <FormControl name="email" id={`${idPrefix}-email`} label={signInFields.email}>
        <input type="email" autoComplete={emailAutoComplete} className={inputClassName} />
      </FormControl>
      <FormControl name="password" id={`${idPrefix}-password`} label={signInFields.password}>
        <input type="password" autoComplete="current-password" className={inputClassName} />
      </FormControl>
    </>
  );
}

/** The e-mail typed on a sign-in form, handed to "Forgot password?" in the tab's storage (never in the address). */
const TYPED_EMAIL_KEY = "forgot-password-email";

/** The address the sign-in form held when "Forgot password?" was followed, once; empty when there was none. */
export function takeTypedEmail(): string {
  try {
    const email = sessionStorage.getItem(TYPED_EMAIL_KEY) ?? "";
    sessionStorage.removeItem(TYPED_EMAIL_KEY);
    return email;
  } catch {
    return "";
  }
}

/** "Forgot password?" under a sign-in form: the e-mail already typed goes along, so it need not be typed again. */
export function ForgotPasswordLink({ form }: { form: UseFormReturn<SignInInput> }) {
  const { signInFields } = useUiTexts();
  const locale = useUiLocale();
  function keepTypedEmail() {
    const email = form.getValues("email").trim();
    try {
      if (email) sessionStorage.setItem(TYPED_EMAIL_KEY, email);
    } catch {
      // Storage can be unavailable (private mode); the page then asks for the address as before.
    }
  }
  return (
    <p className="text-center text-sm">
      <a
        href={localizedPath(locale, "/forgot-password")}
        className="font-medium text-rose underline"
        onClick={keepTypedEmail}
      >
        {signInFields.forgotPassword}
      </a>
    </p>
  );
}
