import type { Messages } from "../en/index.ts";

export const application: Messages["application"] = {
  metaTitle: "Aanmelding als Muze | {brand}",
  metaDescription:
    "Meld je aan bij SoleMuse als geverifieerde Muze. Elke aanmelding wordt binnen 48 uur met de hand beoordeeld.",
  back: "Terug naar ‘Word een Muze’",
  title: "Aanmelding als Muze",
  intro:
    "Vertel ons over jezelf. Elke aanmelding wordt met de hand geverifieerd en binnen 48 uur beoordeeld. Je foto’s blijven privé tot je bent goedgekeurd; je telefoonnummer is alleen zichtbaar voor ons team.",
  rejected: {
    next: "Werk hieronder je gegevens bij en verstuur je aanmelding opnieuw. Je huidige foto’s blijven behouden, tenzij je nieuwe kiest.",
  },
  formLabel: "Aanmelding als Muze",
  handle: {
    label: "Gebruikersnaam",
    hint: "Je openbare naam; die staat in het adres van je profiel.",
  },
  city: {
    label: "Stad",
    placeholder: "Kies je stad",
  },
  bio: {
    label: "Over mij",
    count: "{count}/{max} tekens",
    placeholder: "Stel jezelf voor: je stijl, waar je van geniet, wat een ontmoeting met jou bijzonder maakt.",
  },
  phone: {
    label: "Telefoonnummer",
    hint: "Alleen voor verificatie: alleen ons team ziet het, het staat nooit op je profiel. Na goedkeuring kies je in je dashboard of er een Bellen-knop verschijnt en met welk nummer.",
    placeholder: "+41 79 123 45 67",
  },
  email: {
    label: "E-mail",
    hint: "We mailen je de link om je account aan te maken en deze aanmelding eraan te koppelen. Je adres staat nooit op je profiel.",
  },
  foundUs: {
    label: "Hoe heb je ons gevonden?",
    placeholder: "Kies een optie",
  },
  pictures: {
    profile: {
      label: "Profielfoto",
      preview: "Voorbeeld van de profielfoto",
      current: "Huidige profielfoto",
    },
    feet: {
      label: "Voetenfoto",
      preview: "Voorbeeld van de voetenfoto",
      current: "Huidige voetenfoto",
    },
    none: "Nog geen foto",
    replaces: "Deze nieuwe foto vervangt je huidige foto.",
    kept: "Je huidige foto blijft behouden, tenzij je een nieuwe kiest.",
    keepCurrent: "Huidige foto behouden",
    notAnImage: "Kies een afbeeldingsbestand.",
  },
  ageConfirmed: "Ik bevestig dat ik 18 jaar of ouder ben",
  termsAccepted: "Ik ga akkoord met de {terms} en het {privacy}",
  termsLink: "Gebruiksvoorwaarden",
  privacyLink: "Privacybeleid",
  submit: "Aanmelding versturen",
  submitting: "Bezig met versturen...",
  error: "Fout",
  submitted: {
    title: "Aanmelding verstuurd!",
    thanks: "Bedankt, {handle}. Ons team beoordeelt elke aanmelding binnen 48 uur met de hand.",
    createAccount: "Maak nu je account aan, zodat je je profiel kunt beheren zodra je bent goedgekeurd.",
    mailed: "We hebben deze link ook naar {email} gemaild, voor het geval je deze pagina sluit.",
    createAccountButton: "Account aanmaken",
    thanksLinked:
      "Bedankt, {handle}. {status} Ons team beoordeelt elke aanmelding binnen 48 uur met de hand en mailt je zodra er een besluit is genomen.",
    backInReview: "Je aanmelding wordt opnieuw beoordeeld.",
    linked: "Je aanmelding is gekoppeld aan je account.",
    dashboardShows: "In je dashboard zie je hoe het met je aanmelding staat.",
    goToDashboard: "Naar het dashboard",
  },
};
