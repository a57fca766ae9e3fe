import type { Messages } from "../en/index.ts";

export const ui: Messages["ui"] = {
  close: "Sluiten",
  cancel: "Annuleren",
  loading: "Bezig met laden",
  error: "Fout",
  signInFields: {
    email: "E-mail",
    password: "Wachtwoord",
    forgotPassword: "Wachtwoord vergeten?",
  },
  rejectedNote: {
    title: "Je aanmelding is niet goedgekeurd.",
    reason: "Reden: {reason}",
  },
  services: {
    legend: "Diensten",
    hint: "Vink elke dienst aan die je aanbiedt.",
  },
};
