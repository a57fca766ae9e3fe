import { useEffect, useState } from "react";
import { RESET_MESSAGES } from "../../domain/messages.ts";
import { api, ApiClientError } from "../../lib/api.ts";
import { InputControl, SubmitButton } from "../ui/FormControl.tsx";
import { IslandForm } from "../ui/IslandForm.tsx";
import { useApiForm } from "../ui/useApiForm.ts";
import { say } from "../../lib/say.ts";
import { localizedPath } from "../../i18n/paths.ts";
import { useLocale, useMessages, withTexts } from "../../i18n/react.tsx";

/** The mailed link's token arrives in the fragment; it is taken out of the address bar at once. */
function takeTokenFromFragment(): string | null {
  const token = new URLSearchParams(window.location.hash.slice(1)).get("token");
  if (window.location.hash) window.history.replaceState(window.history.state, "", window.location.pathname);
  return token;
}

function ResetPassword() {
  const { reset } = useMessages().auth;
  const locale = useLocale();
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [done, setDone] = useState(false);
  const { form, onSubmit } = useApiForm({
    rules: () => import("../../domain/auth.ts").then((rules) => rules.resetPasswordFormSchema),
    defaultValues: { password: "", confirmPassword: "" },
    send: async (values) => {
      await api("/api/auth/reset-password", { method: "POST", json: { token, password: values.password } });
      setDone(true);
    },
  });

  // The link is checked as the page opens: a used or expired one says so before any password is typed.
  useEffect(() => {
    const taken = takeTokenFromFragment();
    if (!taken) {
      setToken(null);
      return;
    }
    api("/api/auth/reset-link", { method: "POST", json: { token: taken } }).then(
      () => setToken(taken),
      (error: unknown) => {
        if (error instanceof ApiClientError && error.code === "invalid_reset_link") setToken(null);
        else setToken(taken); // Unreachable now: the form stays, and sending it says what is wrong.
      },
    );
  }, []);

  const invalidLink = token === null;
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-center text-4xl font-bold">{reset.title}</h1>
      <div className="card mt-6">
        {done || invalidLink ? (
          <>
            <p role="status" className="text-stone-700">
              {say(done ? RESET_MESSAGES.done : RESET_MESSAGES.invalidLink)}
            </p>
            <a href={localizedPath(locale, done ? "/auth" : "/forgot-password")} className="btn-primary mt-6 w-full">
              {done ? reset.goToSignIn : reset.askNewLink}
            </a>
          </>
        ) : (
          <IslandForm form={form} className="space-y-5" onSubmit={onSubmit} aria-label={reset.title}>
            <InputControl name="password" id="reset-password" label={reset.newPassword} autoComplete="new-password" />
            <InputControl
              name="confirmPassword"
              id="reset-confirm"
              label={reset.confirmPassword}
              autoComplete="new-password"
            />
            <SubmitButton className="btn-primary w-full" busy={reset.submitting} disabled={token === undefined}>
              {reset.submit}
            </SubmitButton>
          </IslandForm>
        )}
      </div>
    </section>
  );
}

/** Sets a new password with the link from the reset mail; success signs the user out everywhere. */
export const ResetPasswordForm = withTexts<"auth" | "ui">(ResetPassword);
