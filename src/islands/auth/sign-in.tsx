import { useState } from "react";
import { useForm, type UseFormReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { signInSchema, type SignInInput } from "../../domain/auth.ts";
import { api } from "../../lib/api.ts";
import type { AccountSession } from "../../lib/account/session.ts";
import { FormControl } from "../ui/FormField.tsx";

/** What POST /api/auth/signin answers: the session, with the caller's roles. */
export type SignedIn = AccountSession;

/** Where to go once signed in, and after how long (so a toast can be read first). */
export interface Redirect {
  to: string;
  delayMs?: number;
}

interface Options {
  /** The values passed the form's rules and are about to be sent. */
  onSend?: () => void;
  /** The call failed: tell the user. */
  onFailed: (error: unknown) => void;
  /** The call succeeded: what follows, or null to stay on the page. */
  onSignedIn: (answer: SignedIn) => Promise<Redirect | null>;
}

/**
 * The e-mail and password sign-in of the site and of /admin: one form, one call, one way to redirect; each page says
 * what a failure shows and where a success leads.
 */
export function useSignIn({ onSend, onFailed, onSignedIn }: Options) {
  const [redirecting, setRedirecting] = useState(false);
  const form = useForm({ resolver: zodResolver(signInSchema), defaultValues: { email: "", password: "" } });

  async function signIn(values: SignInInput) {
    onSend?.();
    let answer: SignedIn;
    try {
      answer = await api<SignedIn>("/api/auth/signin", { method: "POST", json: values });
    } catch (error) {
      onFailed(error);
      return;
    }
    const next = await onSignedIn(answer);
    if (!next) return;
    setRedirecting(true);
    if (next.delayMs) window.setTimeout(() => window.location.assign(next.to), next.delayMs);
    else window.location.assign(next.to);
  }

  return { form, redirecting, onSubmit: form.handleSubmit(signIn) };
}

interface FieldsProps {
  /** Prefix of the inputs' ids: `signin` on the auth page, `admin` on /admin. */
  idPrefix: string;
  inputClassName: string;
  emailAutoComplete: "email" | "username";
}

/** The two inputs of a sign-in form (inside `<IslandForm form={form}>`), with their labels and messages. */
export function SignInFields({ idPrefix, inputClassName, emailAutoComplete }: FieldsProps) {
  return (
    <>
      <FormControl name="email" id={`${idPrefix}-email`} label="Email">
        <input type="email" autoComplete={emailAutoComplete} className={inputClassName} />
      </FormControl>
      <FormControl name="password" id={`${idPrefix}-password`} label="Password">
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
      <a href="/forgot-password" className="font-medium text-rose underline" onClick={keepTypedEmail}>
        Forgot password?
      </a>
    </p>
  );
}
