import type { Messages } from "../en/index.ts";

export const auth: Messages["auth"] = {
  forgot: {
    metaTitle: "Passwort zurücksetzen | {brand}",
    metaDescription: "Fordern Sie einen Link an, um Ihr SoleMuse-Passwort zurückzusetzen.",
    title: "Passwort zurücksetzen",
    intro: "Geben Sie die E-Mail-Adresse Ihres Kontos ein, und wir schicken Ihnen einen Link.",
    email: "E-Mail",
    submit: "Link zum Zurücksetzen senden",
    submitting: "Wird gesendet...",
    backToSignIn: "Zurück zur Anmeldung",
    error: "Fehler",
  },
};
