import { useState } from "react";
import { useForm } from "react-hook-form";
import type { SignInInput } from "../../domain/auth.ts";
import { lazyZodResolver } from "../ui/lazy-resolver.ts";
import { api } from "../../lib/api.ts";
import type { AccountSession } from "../../lib/account/session.ts";

const signInRules = lazyZodResolver(() => import("../../domain/auth.ts").then((module) => module.signInSchema));

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
  const form = useForm({ resolver: signInRules, defaultValues: { email: "", password: "" } });

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
