import type { Messages } from "../en/index.ts";
import { api } from "./api.ts";

export const profile: Messages["profile"] = {
  metaTitle: "{handle} {inCity} - verifizierte Muse | {brand}",
  notFound: {
    metaTitle: "Profil nicht gefunden | {brand}",
    title: "Profil nicht gefunden",
    text: "Dieses Profil einer Muse existiert nicht oder ist nicht mehr verfügbar.",
    browse: "Zum Verzeichnis",
  },
  back: "Zurück zum Verzeichnis",
  verified: "Verifiziert",
  photoVerified: {
    badge: "Foto verifiziert · {date}",
    explanation:
      "Foto verifiziert: Unser Team hat ein aktuelles Foto von ihr, auf dem sie einen Einmalcode hält und eine von uns gewählte Geste macht, mit ihren Profilbildern verglichen. Die Prüfung wird alle 12 Monate wiederholt.",
    howWeVerify: "So verifizieren wir",
  },
  sections: {
    services: "Angebote",
    contact: "Kontaktmöglichkeiten",
    about: "Steckbrief",
    languages: "Sprachen",
    description: "Persönliche Beschreibung",
    gallery: "Galerie",
  },
  contact: {
    telegram: "Telegram",
    whatsapp: "WhatsApp",
    call: "Anrufen",
    email: "E-Mail",
  },
  newTab: " (öffnet in einem neuen Tab)",
  facts: {
    birthYear: "Geburtsjahr",
    nationality: "Nationalität",
    ethnicity: "Herkunft",
    hairColor: "Haarfarbe",
    tattoos: "Tattoos",
    smoker: "Raucherin",
    yes: "Ja",
    no: "Nein",
  },
  exclusive: "Exklusive Inhalte verfügbar",
  visits: {
    label: "Besuche in anderen Städten",
    visit: "Zu Besuch in {city}: {dates}",
    now: "Zu Besuch in {city} bis {date}",
  },
  pictures: {
    none: "{handle}: noch kein Bild",
    open: "{name} im Vollbild öffnen",
    galleryPicture: "{handle}, Galeriebild {position}",
  },
  overlay: {
    close: "Schließen",
    previous: "Vorheriges Bild",
    next: "Nächstes Bild",
    counter: "{position} von {count}",
    report: "Dieses Bild melden",
  },
  report: {
    open: "Dieses Profil melden",
    profileTitle: "Dieses Profil melden",
    pictureTitle: "Dieses Bild melden",
    namesPicture: api.report.namesPicture,
    close: "Schließen",
    description:
      "Sagen Sie uns, was nicht stimmt. Ihre Meldung liest nur unser Team, und {handle} erfährt nie, wer sie gesendet hat.",
    reason: "Grund",
    reasons: {
      fake_photos: "Gefälschte oder gestohlene Fotos",
      under_18: "Unter 18 Jahren",
      forced: "Zwang oder Menschenhandel",
      scam: "Betrug oder Spam",
      offensive: "Anstößige Inhalte",
      other: "Anderer Grund",
    },
    urgent: "Dringend",
    detailsOptional: "Details (optional)",
    detailsRequired: "Details (erforderlich)",
    email: "Ihre E-Mail-Adresse für Rückmeldungen (optional)",
    emailHint:
      "Wir verwenden sie nur, um Ihnen eine Eingangsbestätigung und das Ergebnis zu senden. Die Muse sieht sie nie, und sie wird {months} Monate nach unserer Entscheidung zusammen mit Ihrer Meldung gelöscht.",
    goodFaith: api.report.goodFaith,
    cancel: "Abbrechen",
    submit: "Senden",
    sending: "Wird gesendet …",
    sent: {
      title: "Meldung gesendet",
      description: "Vielen Dank. Unser Team prüft jede Meldung, in der Regel innerhalb von 24 Stunden.",
    },
    reference: "Ihre Referenznummer lautet {reference}.",
    receipt: "Eine Eingangsbestätigung mit dieser Referenznummer ist per E-Mail zu Ihnen unterwegs.",
    failed: api.report.failed,
  },
};
