import type { Messages } from "../en/index.ts";
import { api } from "./api.ts";

export const profile: Messages["profile"] = {
  metaTitle: "{handle} {inCity} - geverifieerde Muze | {brand}",
  notFound: {
    metaTitle: "Profiel niet gevonden | {brand}",
    title: "Profiel niet gevonden",
    text: "Dit profiel van een Muze bestaat niet of is niet meer beschikbaar.",
    browse: "Naar de Muzengids",
  },
  back: "Terug naar de gids",
  verified: "Geverifieerd",
  photoVerified: {
    badge: "Foto geverifieerd · {date}",
    explanation:
      "Foto geverifieerd: ons team heeft een recente foto van haar, met een eenmalige code in de hand en een gebaar dat wij kozen, vergeleken met haar profielfoto's. Dit wordt elke 12 maanden opnieuw gecontroleerd.",
    howWeVerify: "Zo verifiëren we",
  },
  sections: {
    services: "Aangeboden diensten",
    contact: "Contactmogelijkheden",
    about: "In het kort",
    languages: "Talen",
    description: "Persoonlijke beschrijving",
    gallery: "Galerij",
  },
  contact: {
    telegram: "Telegram",
    whatsapp: "WhatsApp",
    call: "Bellen",
    email: "E-mail",
  },
  newTab: " (opent in een nieuw tabblad)",
  facts: {
    birthYear: "Geboortejaar",
    nationality: "Nationaliteit",
    ethnicity: "Afkomst",
    hairColor: "Haarkleur",
    tattoos: "Tatoeages",
    smoker: "Rookt",
    yes: "Ja",
    no: "Nee",
  },
  exclusive: "Exclusieve content beschikbaar",
  visits: {
    label: "Haar bezoeken aan andere steden",
    visit: "Op bezoek in {city}: {dates}",
    now: "Op bezoek in {city} tot {date}",
  },
  pictures: {
    none: "{handle}: nog geen foto",
    open: "{name} schermvullend openen",
    galleryPicture: "{handle}, galerijfoto {position}",
  },
  overlay: {
    close: "Sluiten",
    previous: "Vorige foto",
    next: "Volgende foto",
    counter: "{position} van {count}",
    report: "Deze foto melden",
  },
  report: {
    open: "Dit profiel melden",
    profileTitle: "Dit profiel melden",
    pictureTitle: "Deze foto melden",
    namesPicture: api.report.namesPicture,
    close: "Sluiten",
    description:
      "Vertel ons wat er mis is. Alleen ons team leest je melding, en {handle} komt nooit te weten wie hem heeft gestuurd.",
    reason: "Reden",
    reasons: {
      fake_photos: "Nep- of gestolen foto's",
      under_18: "Jonger dan 18",
      forced: "Dwang of mensenhandel",
      scam: "Oplichting of spam",
      offensive: "Aanstootgevende inhoud",
      other: "Andere reden",
    },
    urgent: "Dringend",
    detailsOptional: "Toelichting (optioneel)",
    detailsRequired: "Toelichting (verplicht)",
    email: "Je e-mailadres voor updates (optioneel)",
    emailHint:
      "We gebruiken het alleen om je een ontvangstbevestiging en de uitkomst te sturen. De Muze ziet het nooit, en het wordt samen met je melding {months} maanden na ons besluit verwijderd.",
    goodFaith: api.report.goodFaith,
    cancel: "Annuleren",
    submit: "Versturen",
    sending: "Bezig met versturen…",
    sent: {
      title: "Melding verstuurd",
      description: "Bedankt. Ons team bekijkt elke melding, meestal binnen 24 uur.",
    },
    reference: "Je referentie is {reference}.",
    receipt: "Er is een ontvangstbevestiging met deze referentie onderweg naar je e-mail.",
    failed: "De melding kon niet worden verstuurd. Probeer het opnieuw.",
  },
};
