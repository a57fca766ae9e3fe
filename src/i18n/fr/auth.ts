import type { Messages } from "../en/index.ts";

export const auth: Messages["auth"] = {
  forgot: {
    metaTitle: "Réinitialiser votre mot de passe | {brand}",
    metaDescription: "Demandez un lien pour réinitialiser votre mot de passe SoleMuse.",
    title: "Réinitialiser votre mot de passe",
    intro: "Saisissez l’adresse e-mail de votre compte et nous vous enverrons un lien.",
    email: "E-mail",
    submit: "Envoyer le lien",
    submitting: "Envoi...",
    backToSignIn: "Retour à la connexion",
    error: "Erreur",
  },
};
