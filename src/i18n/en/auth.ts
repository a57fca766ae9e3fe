/** Sign-in, sign-up, "Forgot password?" and the reset page. */
export const auth = {
  forgot: {
    metaTitle: "Reset your password | {brand}",
    metaDescription: "Ask for a link to reset your SoleMuse password.",
    title: "Reset your password",
    intro: "Enter the e-mail address of your account and we will send you a link.",
    email: "Email",
    submit: "Send Reset Link",
    submitting: "Sending...",
    backToSignIn: "Back to Sign In",
    error: "Error",
  },
} as const;
