import type { Messages } from "../en/index.ts";

export const ui: Messages["ui"] = {
  close: "Fermer",
  cancel: "Annuler",
  loading: "Chargement",
  error: "Erreur",
  signInFields: {
    email: "E-mail",
    password: "Mot de passe",
    forgotPassword: "Mot de passe oublié ?",
  },
  rejectedNote: {
    title: "Votre candidature n’a pas été acceptée.",
    reason: "Motif : {reason}",
  },
  services: {
    legend: "Services",
    hint: "Cochez chaque service que vous proposez.",
  },
};
