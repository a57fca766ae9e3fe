import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ShieldAlert } from "lucide-react";
import { toast } from "sonner";
import { api } from "../../lib/api.ts";
import { signInSchema, AUTH_MESSAGES, type SignInInput } from "../../domain/auth.ts";
import { REVIEW_MESSAGES } from "../../domain/review.ts";
import type { Role } from "../../domain/options.ts";
import { showApiError } from "../ui/api-errors.ts";
import { compactInputClass, describedBy, Field } from "../ui/FormField.tsx";
import { Toaster } from "../ui/Toaster.tsx";
import { flashToast } from "../ui/flash.ts";
import { endSession, isAdmin } from "./session.ts";

/** /admin: the only admin page outside the guard. */
export function AdminLogin() {
  const [denied, setDenied] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput>({ resolver: zodResolver(signInSchema), defaultValues: { email: "", password: "" } });
  const [email, password] = watch(["email", "password"]);

  // An admin who is already signed in goes straight to the dashboard.
  useEffect(() => {
    void isAdmin().then((admin) => admin && window.location.replace("/admin/dashboard"));
  }, []);

  async function signIn(values: SignInInput) {
    setDenied(false);
    let roles: Role[] | undefined;
    try {
      ({ roles } = await api<{ roles?: Role[] }>("/api/auth/signin", { method: "POST", json: values }));
    } catch (error) {
      showApiError(error, REVIEW_MESSAGES.loginFailed.title, REVIEW_MESSAGES.loginFailed.description);
      return;
    }
    const admin = roles ? roles.includes("admin") : await isAdmin();
    if (!admin) {
      // A valid account without the admin role must not stay signed in from this page (SPEC §6).
      await endSession();
      setDenied(true);
      toast.error(REVIEW_MESSAGES.loginFailed.title, { description: AUTH_MESSAGES.accessDenied });
      return;
    }
    setRedirecting(true);
    flashToast(REVIEW_MESSAGES.loginSuccess);
    window.location.assign("/admin/dashboard");
  }

  const busy = isSubmitting || redirecting;
  return (
    <>
      <Toaster />
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
              {AUTH_MESSAGES.accessDenied}
            </p>
          )}
          <form className="mt-6 space-y-4" noValidate onSubmit={(event) => void handleSubmit(signIn)(event)}>
            <Field id="admin-email" label="Email" error={errors.email?.message}>
              <input
                id="admin-email"
                type="email"
                autoComplete="username"
                className={`${compactInputClass} mt-1`}
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={describedBy("admin-email", errors.email?.message)}
                {...register("email")}
              />
            </Field>
            <Field id="admin-password" label="Password" error={errors.password?.message}>
              <input
                id="admin-password"
                type="password"
                autoComplete="current-password"
                className={`${compactInputClass} mt-1`}
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={describedBy("admin-password", errors.password?.message)}
                {...register("password")}
              />
            </Field>
            <button type="submit" className="btn-primary w-full" disabled={!email || !password || busy}>
              {busy ? "Authenticating..." : "Access Admin Panel"}
            </button>
            <p className="text-center text-sm">
              <a href="/forgot-password" className="font-medium text-rose underline">
                Forgot password?
              </a>
            </p>
          </form>
        </div>
      </div>
    </>
  );
}
