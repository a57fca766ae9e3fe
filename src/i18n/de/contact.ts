import type { Messages } from "../en/index.ts";

export const contact: Messages["contact"] = {
  metaTitle: "Kontakt zu {brand} - Antwort innerhalb von 24 Stunden",
  metaDescription:
    "Fragen zu einem Profil, Ihrer Bewerbung oder Ihrer Privatsphäre? Schreiben Sie dem SoleMuse-Team. Jede Nachricht wird von einem Menschen gelesen und innerhalb von 24 Stunden beantwortet.",
  hero: {
    eyebrow: "Kontakt",
    title: "Kontaktieren Sie uns",
    lead: "Fragen zu einem Profil, Ihrer Bewerbung oder Ihrer Privatsphäre? Schreiben Sie uns. {contactReply}",
  },
  formTitle: "Schreiben Sie uns eine Nachricht",
  byEmail: "Sie erreichen uns auch per E-Mail unter {email}.",
  cards: {
    label: "Zu Ihrer Nachricht",
    responseTime: {
      title: "Antwortzeit",
      text: "Wir melden uns innerhalb von 24 Stunden bei Ihnen. Jede Nachricht wird von einem Mitglied unseres Teams gelesen und beantwortet, niemals von einem Bot.",
    },
    privacy: {
      title: "Ihre Privatsphäre",
      text: "Ihre Nachricht liest nur das SoleMuse-Team. Sie wird nie an Musen oder Dritte weitergegeben, und wir verwenden Ihre Angaben ausschließlich, um Ihnen zu antworten. Lesen Sie unsere {privacyPolicy}.",
      privacyPolicy: "Datenschutzerklärung",
    },
  },
  form: {
    label: "Kontaktformular",
    name: "Name",
    email: "E-Mail",
    subject: "Betreff",
    message: "Nachricht",
    send: "Nachricht senden",
    sending: "Wird gesendet...",
    missing: {
      name: "Bitte geben Sie Ihren Namen ein.",
      email: "Bitte geben Sie Ihre E-Mail-Adresse ein.",
      message: "Bitte schreiben Sie Ihre Nachricht.",
    },
    invalidEmail: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
  },
};
