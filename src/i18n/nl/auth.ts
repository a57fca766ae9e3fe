import type { Messages } from "../en/index.ts";

export const auth: Messages["auth"] = {
  forgot: {
    metaTitle: "Wachtwoord opnieuw instellen | {brand}",
    metaDescription: "Vraag een link aan om je SoleMuse-wachtwoord opnieuw in te stellen.",
    title: "Wachtwoord opnieuw instellen",
    intro: "Vul het e-mailadres van je account in, dan sturen we je een link.",
    email: "E-mail",
    submit: "Link versturen",
    submitting: "Bezig met versturen...",
    backToSignIn: "Terug naar inloggen",
    error: "Fout",
  },
};
