/**
 * The words of the shared components (src/islands/ui, the sign-in fields): dialogs, spinners, notes. The admin panel,
 * which stays English, has this file in its scripts (useUiTexts): keep it small, and nothing else in it.
 */
export const ui = {
  close: "Close",
  cancel: "Cancel",
  loading: "Loading",
  /** The title of an error toast (SPEC §8). */
  error: "Error",
  /** The e-mail and password of a sign-in form: /auth and /admin. */
  signInFields: {
    email: "Email",
    password: "Password",
    forgotPassword: "Forgot password?",
  },
  /** The note of a rejected application, on the application form and the dashboard. */
  rejectedNote: {
    title: "Your application was not approved.",
    reason: "Reason: {reason}",
  },
  /** The services checkboxes of the application and the profile edit. */
  services: {
    legend: "Services",
    hint: "Select every service you offer.",
  },
} as const;
