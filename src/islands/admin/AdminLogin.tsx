import { useEffect, useState } from "react";
import { ShieldAlert } from "../ui/icons/shield-alert.ts";
import { toast } from "../../lib/toasts.ts";
import { AUTH_MESSAGES, REVIEW_MESSAGES } from "../../domain/messages.ts";
import { showApiError } from "../ui/api-errors.ts";
import { say } from "../../lib/say.ts";
import { compactInputClass } from "../ui/FormField.tsx";
import { ForgotPasswordLink, SignInFields } from "../auth/SignInForm.tsx";
import { useSignIn } from "../auth/useSignIn.tsx";
import { flashToast } from "../ui/flash.ts";
import { endSession, isAdmin } from "./session.ts";
import { IslandForm } from "../ui/IslandForm.tsx";

/** /admin: the only admin page outside the guard. */
export function AdminLogin() {
  const [denied, setDenied] = useState(false);
  const { form, redirecting, onSubmit } = useSignIn({
    onSend: () => setDenied(false),
    onFailed: (error) =>
      showApiError(error, REVIEW_MESSAGES.loginFailed.title, REVIEW_MESSAGES.loginFailed.description),
    onSignedIn: async ({ roles }) => {
      const admin = roles ? roles.includes("admin") : await isAdmin();
      if (!admin) {
        // A valid account without the admin role must not stay signed in from this page (SPEC §6).
        await endSession();
        setDenied(true);
        toast.error(REVIEW_MESSAGES.loginFailed.title, { description: AUTH_MESSAGES.accessDenied });
        return null;
      }
      flashToast(REVIEW_MESSAGES.loginSuccess);
      return { to: "/admin/dashboard" };
    },
  });
  const { isSubmitting } = form.formState;
  const [email, password] = form.watch(["email", "password"]);

  // An admin who is already signed in goes straight to the dashboard.
  useEffect(() => {
    void isAdmin().then((admin) => admin && window.location.replace("/admin/dashboard"));
  }, []);

  const busy = isSubmitting || redirecting;
  return (
    <>
      <div className="mx-auto max-w-md px-4 py-16">
        <div className="card">
          <h1 className="text-center text-3xl font-bold">Admin Login</h1>
          <div className="mt-6 flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
            <ShieldAlert className="h-5 w-5 shrink-0" aria-hidden="true" />
            <p>
              <strong>Admin access required.</strong> This area is restricted to SoleMuse administrators. Sign in with
              an admin account to continue.
            </p>
          </div>
          {denied && (
            <p
              role="alert"
              className="mt-4 rounded-xl border border-red-200 bg-red-50 p-4 text-sm font-medium text-red-800"
            >
              {say(AUTH_MESSAGES.accessDenied)}
            </p>
          )}
          <IslandForm form={form} className="mt-6 space-y-4" noValidate onSubmit={(event) => void onSubmit(event)}>
            <SignInFields idPrefix="admin" inputClassName={`${compactInputClass} mt-1`} emailAutoComplete="username" />
            <button type="submit" className="btn-primary w-full" disabled={!email || !password || busy}>
              {busy ? "Authenticating..." : "Access Admin Panel"}
            </button>
            <ForgotPasswordLink form={form} />
          </IslandForm>
        </div>
      </div>
    </>
  );
}
