export const AUTH_MESSAGES = {
  alreadyRegistered: "User already registered",
  accountExists: { title: "Account exists", description: "This email is already registered. Please sign in instead." },
  signUpFailed: "Failed to create account. Please try again.",
  signUpDone: "Account created! Please check your email to verify your account.",
  signUpLinked: "Success! Account created and application linked successfully!",
  invalidLogin: "Invalid login credentials",
  invalidCredentials: {
    title: "Invalid credentials",
    description: "Please check your email and password and try again.",
  },
  signInFailed: "Failed to sign in. Please try again.",
  signedIn: "Welcome back! Successfully signed in.",
  noUser: "No user logged in",
  sessionMissing: "Auth session missing!",
  accessDenied: "Access denied. Admin privileges required.",
} as const;

export const RESET_MESSAGES = {
  requested:
    "If an account exists for this e-mail, we have sent it a link to reset the password. The link is valid for one hour.",
  invalidLink: "This reset link is invalid or has expired. Please ask for a new one.",
  done: "Your password has been changed and every session signed out. Please sign in with your new password.",
} as const;
