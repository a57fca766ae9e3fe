import type { Messages } from "../en/index.ts";

export const contact: Messages["contact"] = {
  metaTitle: "Contact met {brand} - antwoord binnen 24 uur",
  metaDescription:
    "Vragen over een profiel, je aanmelding of je privacy? Schrijf het SoleMuse-team. Elk bericht wordt door een mens gelezen en binnen 24 uur beantwoord.",
  hero: {
    eyebrow: "Contact",
    title: "Neem contact op",
    lead: "Vragen over een profiel, je aanmelding of je privacy? Schrijf ons. {contactReply}",
  },
  formTitle: "Stuur ons een bericht",
  byEmail: "Je kunt ons ook mailen via {email}.",
  cards: {
    label: "Over je bericht",
    responseTime: {
      title: "Reactietijd",
      text: "We reageren binnen 24 uur. Elk bericht wordt gelezen en beantwoord door iemand van ons team, nooit door een bot.",
    },
    privacy: {
      title: "Je privacy",
      text: "Je bericht wordt alleen gelezen door het SoleMuse-team. Het wordt nooit gedeeld met Muzen of derden, en we gebruiken je gegevens uitsluitend om je te antwoorden. Lees ons {privacyPolicy}.",
      privacyPolicy: "privacybeleid",
    },
  },
  form: {
    label: "Contactformulier",
    name: "Naam",
    email: "E-mail",
    subject: "Onderwerp",
    message: "Bericht",
    send: "Bericht versturen",
    sending: "Bezig met versturen...",
    missing: {
      name: "Vul je naam in.",
      email: "Vul je e-mailadres in.",
      message: "Schrijf je bericht.",
    },
    invalidEmail: "Vul een geldig e-mailadres in.",
  },
};
