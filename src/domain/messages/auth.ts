export const AUTH_MESSAGES = {
  alreadyRegistered: "auth.alreadyRegistered",
  accountExists: {
    title: "auth.accountExists.title",
    description: "auth.accountExists.description",
  },
  signUpFailed: "auth.signUpFailed",
  signUpDone: "auth.signUpDone",
  signUpLinked: "auth.signUpLinked",
  invalidLogin: "auth.invalidLogin",
  invalidCredentials: {
    title: "auth.invalidCredentials.title",
    description: "auth.invalidCredentials.description",
  },
  signInFailed: "auth.signInFailed",
  signedIn: "auth.signedIn",
  noUser: "auth.noUser",
  sessionMissing: "auth.sessionMissing",
  accessDenied: "auth.accessDenied",
} as const;

export const RESET_MESSAGES = {
  requested: "reset.requested",
  invalidLink: "reset.invalidLink",
  done: "reset.done",
} as const;
