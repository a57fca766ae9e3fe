/**
 * /welcome: where a sign-up without an application lands (issue 45 item 8): what to do first (confirm the e-mail
 * address) and what the account is for.
 */
export const welcome = {
  metaTitle: "Welcome | {brand}",
  metaDescription: "Your new account: confirm your e-mail address, then write to Muses through the site.",
  title: "Welcome to {brand}",
  intro: "Your account is ready. Here is what to do first, and what it is for.",
  confirm: {
    title: "Confirm your e-mail address",
    text: "We have sent you an e-mail with a link. Open it to confirm your address: you need a confirmed address to send a message to a Muse.",
  },
  purpose: {
    title: "What your account is for",
    messages:
      "Messages: write to a Muse from her profile and read her answers here on the site. She sees the name you choose, never your e-mail address.",
    shortlist:
      "Your shortlist stays on this device: the Muses you save with the heart are kept in this browser, not in your account.",
  },
  links: {
    label: "Where to go next",
    directory: "Browse the directory",
    shortlist: "Your shortlist",
    account: "Account Settings",
    messages: "Your messages",
  },
};
