import type { Messages } from "../en/index.ts";

export const application: Messages["application"] = {
  metaTitle: "Bewerbung als Muse | {brand}",
  metaDescription:
    "Bewerben Sie sich bei SoleMuse als verifizierte Muse. Jede Bewerbung wird innerhalb von 48 Stunden von Hand geprüft.",
  back: "Zurück zu „Muse werden“",
  title: "Bewerbung als Muse",
  intro:
    "Erzählen Sie uns von sich. Jede Bewerbung wird von Hand verifiziert und innerhalb von 48 Stunden geprüft. Ihre Bilder bleiben privat, bis Ihre Bewerbung freigegeben ist; Ihre Telefonnummer sieht ausschließlich unser Team.",
  rejected: {
    next: "Aktualisieren Sie unten Ihre Angaben und reichen Sie die Bewerbung erneut ein. Ihre bisherigen Bilder bleiben erhalten, sofern Sie keine neuen auswählen.",
  },
  formLabel: "Bewerbung als Muse",
  handle: {
    label: "Profilname",
    hint: "Ihr öffentlicher Name; er erscheint in der Adresse Ihres Profils.",
  },
  city: {
    label: "Stadt",
    placeholder: "Wählen Sie Ihre Stadt",
  },
  bio: {
    label: "Über mich",
    count: "{count}/{max} Zeichen",
    placeholder:
      "Stellen Sie sich vor: Ihr Stil, was Ihnen Freude bereitet, was ein Treffen mit Ihnen besonders macht.",
  },
  phone: {
    label: "Telefonnummer",
    hint: "Nur zur Verifizierung: Sie ist ausschließlich für unser Team sichtbar und erscheint nie auf Ihrem Profil. Nach der Freigabe entscheiden Sie in Ihrem Dashboard, ob ein Anruf-Button erscheint und mit welcher Nummer.",
    placeholder: "+41 79 123 45 67",
  },
  email: {
    label: "E-Mail",
    hint: "Wir schicken Ihnen per E-Mail den Link, mit dem Sie Ihr Konto erstellen und diese Bewerbung übernehmen. Die Adresse erscheint nie auf Ihrem Profil.",
  },
  foundUs: {
    label: "Wie haben Sie von uns erfahren?",
    placeholder: "Bitte auswählen",
  },
  pictures: {
    profile: {
      label: "Profilbild",
      preview: "Vorschau des Profilbilds",
      current: "Aktuelles Profilbild",
    },
    feet: {
      label: "Fußbild",
      preview: "Vorschau des Fußbilds",
      current: "Aktuelles Fußbild",
    },
    none: "Noch kein Bild",
    replaces: "Dieses neue Bild ersetzt Ihr aktuelles.",
    kept: "Ihr aktuelles Bild bleibt erhalten, sofern Sie kein neues auswählen.",
    keepCurrent: "Aktuelles Bild behalten",
    notAnImage: "Bitte wählen Sie eine Bilddatei aus.",
  },
  ageConfirmed: "Ich bestätige, dass ich mindestens 18 Jahre alt bin",
  termsAccepted: "Ich akzeptiere die {terms} und die {privacy}",
  termsLink: "Nutzungsbedingungen",
  privacyLink: "Datenschutzerklärung",
  submit: "Bewerbung absenden",
  submitting: "Wird gesendet...",
  error: "Fehler",
  submitted: {
    title: "Bewerbung eingereicht!",
    thanks: "Vielen Dank, {handle}. Unser Team prüft jede Bewerbung innerhalb von 48 Stunden von Hand.",
    createAccount: "Erstellen Sie jetzt Ihr Konto, damit Sie Ihr Profil nach der Freigabe verwalten können.",
    mailed: "Wir haben Ihnen diesen Link außerdem an {email} geschickt, falls Sie diese Seite schließen.",
    createAccountButton: "Konto erstellen",
    thanksLinked:
      "Vielen Dank, {handle}. {status} Unser Team prüft jede Bewerbung innerhalb von 48 Stunden von Hand und benachrichtigt Sie per E-Mail, sobald eine Entscheidung gefallen ist.",
    backInReview: "Ihre Bewerbung wird erneut geprüft.",
    linked: "Ihre Bewerbung ist mit Ihrem Konto verknüpft.",
    dashboardShows: "In Ihrem Dashboard sehen Sie jederzeit, wie es um Ihre Bewerbung steht.",
    goToDashboard: "Zum Dashboard",
  },
};
