import { draftPath } from "../../lib/message-draft.ts";
import { useState } from "react";
import { toast } from "../../lib/toasts.ts";
import type { z } from "zod/mini";
import type { signUpFormSchema } from "../../domain/auth.ts";
import { AUTH_MESSAGES } from "../../domain/messages.ts";
import type { UserType } from "../../domain/options.ts";
import { api, ApiClientError } from "../../lib/api.ts";
import { renderHeader } from "../../lib/account/header.ts";
import { fetchSession } from "../../lib/account/session.ts";
import { InputControl, SubmitButton } from "../ui/FormControl.tsx";
import { useApiForm } from "../ui/useApiForm.ts";
import { applicationClaim, forgetApplicationClaim } from "./link.ts";
import { REDIRECT_DELAY_MS } from "./SignInForm.tsx";
import { IslandForm } from "../ui/IslandForm.tsx";
import { localizedPath } from "../../i18n/paths.ts";
import { formatNodes, useLocale, useMessages } from "../../i18n/react.tsx";

type SignUpForm = z.infer<typeof signUpFormSchema>;

interface Props {
  handle: string | null;
  userType: UserType;
  /** Called after a sign-up that carried an application handle. */
  onLinkedSignUp: (result: { linked: boolean; linkError?: string; signedIn: boolean }) => void;
}

export function SignUpForm({ handle, userType, onLinkedSignUp }: Props) {
  const { signUp } = useMessages().auth;
  const locale = useLocale();
  const [redirecting, setRedirecting] = useState(false);
  const { form, onSubmit, sending } = useApiForm({
    rules: () => import("../../domain/auth.ts").then((rules) => rules.signUpFormSchema),
    defaultValues: { email: "", password: "", confirmPassword: "" },
    send: submit,
    fallback: AUTH_MESSAGES.signUpFailed,
    refused: (error) => {
      if (!(error instanceof ApiClientError && error.code === "already_registered")) return false;
      toast.error(AUTH_MESSAGES.accountExists.title, { description: AUTH_MESSAGES.accountExists.description });
      return true;
    },
  });

  async function submit(values: SignUpForm) {
    const body = {
      email: values.email,
      password: values.password,
      confirm_password: values.confirmPassword,
      user_type: userType,
      ...(handle ? { handle, claim_token: applicationClaim(handle) } : {}),
    };
    const result = await api<{ linked: boolean; link_error?: string }>("/api/auth/signup", {
      method: "POST",
      json: body,
    });
    if (!handle) {
      setRedirecting(true);
      toast.success(AUTH_MESSAGES.signUpDone);
      // The sign-up signs in: to the message she was writing when one waits, else where an account without an
      // application learns what it is for.
      const next = draftPath(locale) ?? localizedPath(locale, "/welcome");
      window.setTimeout(() => window.location.assign(next), REDIRECT_DELAY_MS);
      return;
    }
    if (result.linked) forgetApplicationClaim(handle);
    toast.success(result.linked ? AUTH_MESSAGES.signUpLinked : AUTH_MESSAGES.signUpDone);
    const session = await fetchSession();
    renderHeader(session);
    onLinkedSignUp({ linked: result.linked, linkError: result.link_error, signedIn: Boolean(session.user) });
  }

  return (
    <IslandForm form={form} className="space-y-5" onSubmit={onSubmit} aria-label={signUp.label}>
      {handle && (
        <p className="rounded-xl bg-blush px-4 py-3 text-sm text-rose-dark">
          {formatNodes(signUp.linkNote, { handle: <strong>{handle}</strong> })}
        </p>
      )}
      <InputControl name="email" id="signup-email" label={signUp.email} autoComplete="email" />
      <InputControl
        name="password"
        id="signup-password"
        label={signUp.password}
        hint={signUp.passwordHint}
        autoComplete="new-password"
      />
      <InputControl
        name="confirmPassword"
        id="signup-confirm"
        label={signUp.confirmPassword}
        autoComplete="new-password"
      />
      <SubmitButton className="btn-primary w-full" busy={signUp.submitting} sending={sending} disabled={redirecting}>
        {signUp.submit}
      </SubmitButton>
    </IslandForm>
  );
}
