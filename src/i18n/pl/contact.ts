import type { Messages } from "../en/index.ts";

export const contact: Messages["contact"] = {
  metaTitle: "Kontakt z {brand} - odpowiadamy w ciągu 24 godzin",
  metaDescription:
    "Masz pytanie o profil, swoje zgłoszenie lub prywatność? Napisz do zespołu SoleMuse. Każdą wiadomość czyta człowiek i odpowiada na nią w ciągu 24 godzin.",
  hero: {
    eyebrow: "Kontakt",
    title: "Skontaktuj się z nami",
    lead: "Masz pytanie o profil, swoje zgłoszenie lub prywatność? Napisz do nas. {contactReply}",
  },
  formTitle: "Wyślij nam wiadomość",
  byEmail: "Możesz też napisać do nas e-mailem na adres {email}.",
  cards: {
    label: "O Twojej wiadomości",
    responseTime: {
      title: "Czas odpowiedzi",
      text: "Odpowiemy Ci w ciągu 24 godzin. Każdą wiadomość czyta i odpowiada na nią członek naszego zespołu, nigdy bot.",
    },
    privacy: {
      title: "Twoja prywatność",
      text: "Twoją wiadomość czyta wyłącznie zespół SoleMuse. Nigdy nie przekazujemy jej Muzom ani osobom trzecim, a Twoich danych używamy tylko po to, by Ci odpowiedzieć. Przeczytaj naszą {privacyPolicy}.",
      privacyPolicy: "Politykę prywatności",
    },
  },
  form: {
    label: "Formularz kontaktowy",
    name: "Imię",
    email: "E-mail",
    subject: "Temat",
    message: "Wiadomość",
    send: "Wyślij wiadomość",
    sending: "Wysyłanie...",
    missing: {
      name: "Podaj swoje imię.",
      email: "Podaj swój adres e-mail.",
      message: "Napisz swoją wiadomość.",
    },
    invalidEmail: "Podaj prawidłowy adres e-mail.",
  },
};
