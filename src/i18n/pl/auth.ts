import type { Messages } from "../en/index.ts";

export const auth: Messages["auth"] = {
  forgot: {
    metaTitle: "Zresetuj hasło | {brand}",
    metaDescription: "Poproś o link do zresetowania hasła w SoleMuse.",
    title: "Zresetuj hasło",
    intro: "Podaj adres e-mail swojego konta, a wyślemy Ci link.",
    email: "E-mail",
    submit: "Wyślij link",
    submitting: "Wysyłanie...",
    backToSignIn: "Wróć do logowania",
    error: "Błąd",
  },
};
