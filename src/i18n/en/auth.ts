/** Sign-in, sign-up, "Forgot password?" and the reset page. */
export const auth = {
  metaTitle: "Sign In or Join | {brand}",
  metaDescription: "Sign in to SoleMuse or create your account.",
  welcome: "Welcome to SoleMuse",
  tagline: "Discreet, verified and respectful, for adults 18+.",
  tabsLabel: "Sign in or sign up",
  signInTab: "Sign In",
  signUpTab: "Sign Up",
  /** The landing of the e-mail confirmation link. */
  verified: {
    title: "E-mail confirmation",
    continue: "Continue",
    confirmed: "Your e-mail address is confirmed.",
    invalid: "This confirmation link is invalid or has expired.",
    later: "We can't confirm your e-mail address right now. Please open the link again in a minute.",
  },
  /** Linking an earlier application to the account: `{handle}` is the application's handle. */
  claim: {
    couldNotLink: "We could not link your application",
    openLink: "Open the link we e-mailed you",
    expired: "Application {handle} could not be linked to this account: its link has expired or was already used.",
    linkedByMail: "Application {handle} is linked to an account with the link we e-mailed when it was sent.",
    help: "To link application {handle} to an account, open the link we e-mailed when it was sent.",
    lostIt: "Lost it? We can send a new one to the address given with the application.",
    contactSupport: "Contact Support",
    linked: "Application linked to your account.",
    linkFailed: "Failed to link your application.",
  },
  /** "Send the link again": a new claim link for an application. */
  claimLink: {
    label: "Send the link again",
    email: "E-mail given with the application",
    hint: "We send a new link there; the old one stops working.",
    submit: "Send the Link Again",
    submitting: "Sending...",
  },
  signIn: {
    label: "Sign in",
    submit: "Sign In",
    submitting: "Signing in...",
  },
  signUp: {
    label: "Sign up",
    linkNote: "Your application {handle} will be linked to this account.",
    email: "Email",
    password: "Password",
    passwordHint: "At least 8 characters.",
    confirmPassword: "Confirm Password",
    submit: "Create Account",
    submitting: "Creating account...",
  },
  /** After a sign-up with an application handle. `{reason}` is the server's, in the page's language. */
  success: {
    title: "Welcome to SoleMuse!",
    linked:
      "Your account is ready and application {handle} is linked to it. We review every application within 24-48 hours and will e-mail you once a decision is made.",
    notLinked: "Your account is ready, but application {handle} could not be linked to it.",
    notLinkedBecause: "Your account is ready, but application {handle} could not be linked to it: {reason}",
    goToDashboard: "Go to Dashboard",
    goToSignIn: "Go to Sign In",
    home: "Return to Homepage",
  },
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
  /** /reset-password, opened from the mailed link. */
  reset: {
    metaTitle: "Choose a new password | {brand}",
    metaDescription: "Set a new password for your SoleMuse account.",
    title: "Choose a new password",
    newPassword: "New Password",
    confirmPassword: "Confirm New Password",
    submit: "Set New Password",
    submitting: "Saving...",
    goToSignIn: "Go to Sign In",
    askNewLink: "Ask for a New Link",
  },
} as const;
