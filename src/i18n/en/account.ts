/** Account Settings (/account): e-mail, password, sessions, and the account's data. */
export const account = {
  metaTitle: "Account Settings | {brand}",
  metaDescription: "Your SoleMuse password, sessions and data: download or delete everything stored about you.",
  title: "Account Settings",
  intro:
    "Your e-mail address, password and sessions, and everything SoleMuse stores about you: download it or delete it.",
  deleted: {
    title: "Account deleted",
    home: "Return to Homepage",
  },
  /** `{email}` is an address. */
  email: {
    title: "E-mail",
    confirmed: "(confirmed)",
    notConfirmed: "(not confirmed yet: check your inbox for our link)",
    resend: "Resend Confirmation E-mail",
    sending: "Sending...",
    pending: "Waiting for confirmation: {email}",
    pendingHint: "Open the link we sent to that address; until then your e-mail stays {email}.",
    cancelChange: "Cancel Change",
    cancelling: "Cancelling...",
  },
  changeEmail: {
    title: "Change e-mail",
    newEmail: "New E-mail",
    password: "Your Password",
    submit: "Send Confirmation Link",
    submitting: "Sending...",
  },
  password: {
    title: "Change Password",
    label: "Change password",
    current: "Current Password",
    new: "New Password",
    confirm: "Confirm New Password",
    submit: "Change Password",
    submitting: "Saving...",
  },
  /** `{count}` is the number of the other sessions: one, or more. */
  sessions: {
    title: "Sessions",
    thisDeviceOnly: "You are signed in on this device only.",
    otherDevice: "You are also signed in on {count} other device or browser.",
    otherDevices: "You are also signed in on {count} other devices or browsers.",
    signOutOthers: "Sign Out Everywhere Else",
    signingOut: "Signing out...",
  },
  data: {
    title: "My Data",
    exportText:
      "Download everything we store about you (your account, roles, profile, gallery and sign-in dates) as one JSON file.",
    download: "Download My Data",
    deleteTitle: "Delete my account",
    deleteText:
      "This deletes your account, your profile, your gallery and every picture you uploaded, at once and for good.",
    password: "Password",
    understand: "I understand that this cannot be undone.",
    submit: "Delete My Account",
    submitting: "Deleting...",
  },
} as const;
