import type { Messages } from "../en/index.ts";

export const ui: Messages["ui"] = {
  close: "Zamknij",
  cancel: "Anuluj",
  loading: "Ładowanie",
  error: "Błąd",
  signInFields: {
    email: "E-mail",
    password: "Hasło",
    forgotPassword: "Nie pamiętasz hasła?",
  },
  rejectedNote: {
    title: "Twoje zgłoszenie nie zostało zaakceptowane.",
    reason: "Powód: {reason}",
  },
  services: {
    legend: "Usługi",
    hint: "Zaznacz wszystkie usługi, które oferujesz.",
  },
};
