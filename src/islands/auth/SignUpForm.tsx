import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "../../lib/toasts.ts";
import type { z } from "zod/mini";
import type { signUpFormSchema } from "../../domain/auth.ts";
import { AUTH_MESSAGES } from "../../domain/messages.ts";
import { lazyZodResolver } from "../ui/lazy-resolver.ts";
import type { UserType } from "../../domain/options.ts";
import { api, ApiClientError } from "../../lib/api.ts";
import { renderHeader } from "../../lib/account/header.ts";
import { fetchSession } from "../../lib/account/session.ts";
import { showApiError, showFieldErrors } from "../ui/api-errors.ts";
import { FormControl } from "../ui/FormControl.tsx";
import { applicationClaim, forgetApplicationClaim } from "./link.ts";
import { REDIRECT_DELAY_MS } from "./SignInForm.tsx";
import { IslandForm } from "../ui/IslandForm.tsx";
import { localizedPath } from "../../i18n/paths.ts";
import { formatNodes, useLocale, useMessages, useUiTexts } from "../../i18n/react.tsx";

type SignUpForm = z.infer<typeof signUpFormSchema>;

interface Props {
  handle: string | null;
  userType: UserType;
  /** Called after a sign-up that carried an application handle. */
  onLinkedSignUp: (result: { linked: boolean; linkError?: string; signedIn: boolean }) => void;
}

export function SignUpForm({ handle, userType, onLinkedSignUp }: Props) {
  const { signUp } = useMessages().auth;
  const ui = useUiTexts();
  const locale = useLocale();
  const [redirecting, setRedirecting] = useState(false);
  // Sent, not merely submitted: the first submit waits for the form's rules (fetched then), and checks nothing yet.
  const [sending, setSending] = useState(false);
  const form = useForm<SignUpForm>({
    resolver: lazyZodResolver(() => import("../../domain/auth.ts").then((rules) => rules.signUpFormSchema)),
    defaultValues: { email: "", password: "", confirmPassword: "" },
  });
  const {
    handleSubmit,
    setError,
    getValues,
    formState: { isSubmitting },
  } = form;

  async function send(values: SignUpForm) {
    setSending(true);
    try {
      await submit(values);
    } finally {
      setSending(false);
    }
  }

  async function submit(values: SignUpForm) {
    let result: { linked: boolean; link_error?: string };
    try {
      const body = {
        email: values.email,
        password: values.password,
        confirm_password: values.confirmPassword,
        user_type: userType,
        ...(handle ? { handle, claim_token: applicationClaim(handle) } : {}),
      };
      result = await api<{ linked: boolean; link_error?: string }>("/api/auth/signup", { method: "POST", json: body });
    } catch (error) {
      console.error("Sign-up failed", error);
      showError(error);
      return;
    }
    if (!handle) {
      setRedirecting(true);
      toast.success(AUTH_MESSAGES.signUpDone);
      // The sign-up signs in; a new account has no profile yet, so it belongs in the directory.
      window.setTimeout(() => window.location.assign(localizedPath(locale, "/directory")), REDIRECT_DELAY_MS);
      return;
    }
    if (result.linked) forgetApplicationClaim(handle);
    toast.success(result.linked ? AUTH_MESSAGES.signUpLinked : AUTH_MESSAGES.signUpDone);
    const session = await fetchSession();
    renderHeader(session);
    onLinkedSignUp({ linked: result.linked, linkError: result.link_error, signedIn: Boolean(session.user) });
  }

  function showError(error: unknown) {
    if (error instanceof ApiClientError && error.code === "already_registered") {
      toast.error(AUTH_MESSAGES.accountExists.title, { description: AUTH_MESSAGES.accountExists.description });
      return;
    }
    showFieldErrors(error, { setError, getValues });
    showApiError(error, ui.error, AUTH_MESSAGES.signUpFailed);
  }

  return (
    <IslandForm form={form} className="space-y-5" onSubmit={handleSubmit(send)} noValidate aria-label={signUp.label}>
      {handle && (
        <p className="rounded-xl bg-blush px-4 py-3 text-sm text-rose-dark">
          {formatNodes(signUp.linkNote, { handle: <strong>{handle}</strong> })}
        </p>
      )}
      <FormControl name="email" id="signup-email" label={signUp.email}>
        <input type="email" autoComplete="email" />
      </FormControl>
      <FormControl name="password" id="signup-password" label={signUp.password} hint={signUp.passwordHint}>
        <input type="password" autoComplete="new-password" />
      </FormControl>
      <FormControl name="confirmPassword" id="signup-confirm" label={signUp.confirmPassword}>
        <input type="password" autoComplete="new-password" />
      </FormControl>
      <button type="submit" className="btn-primary w-full" disabled={isSubmitting || redirecting}>
        {sending ? signUp.submitting : signUp.submit}
      </button>
    </IslandForm>
  );
}
