import type { Messages } from "../en/index.ts";

export const ui: Messages["ui"] = {
  close: "Schließen",
  cancel: "Abbrechen",
  loading: "Wird geladen",
  error: "Fehler",
  signInFields: {
    email: "E-Mail",
    password: "Passwort",
    forgotPassword: "Passwort vergessen?",
  },
  rejectedNote: {
    title: "Ihre Bewerbung wurde nicht angenommen.",
    reason: "Begründung: {reason}",
  },
  services: {
    legend: "Angebote",
    hint: "Wählen Sie alles aus, was Sie anbieten.",
  },
};
