import type { Messages } from "../en/index.ts";

export const account: Messages["account"] = {
  metaTitle: "Kontoeinstellungen | {brand}",
  metaDescription:
    "Ihr SoleMuse-Passwort, Ihre Sitzungen und Daten: Laden Sie alles herunter, was über Sie gespeichert ist, oder löschen Sie es.",
  title: "Kontoeinstellungen",
  intro:
    "Ihre E-Mail-Adresse, Ihr Passwort, Ihre Sitzungen und alles, was SoleMuse über Sie speichert: zum Herunterladen oder Löschen.",
  deleted: {
    title: "Konto gelöscht",
    home: "Zur Startseite",
  },
  email: {
    title: "E-Mail",
    confirmed: "(bestätigt)",
    notConfirmed: "(noch nicht bestätigt: Den Link dazu finden Sie in Ihrem Posteingang)",
    resend: "Bestätigungs-E-Mail erneut senden",
    sending: "Wird gesendet...",
    pending: "Wartet auf Bestätigung: {email}",
    pendingHint:
      "Öffnen Sie den Link, den wir an diese Adresse geschickt haben; bis dahin bleibt Ihre E-Mail-Adresse {email}.",
    cancelChange: "Änderung abbrechen",
    cancelling: "Wird abgebrochen...",
  },
  changeEmail: {
    title: "E-Mail-Adresse ändern",
    newEmail: "Neue E-Mail-Adresse",
    password: "Ihr Passwort",
    submit: "Bestätigungslink senden",
    submitting: "Wird gesendet...",
  },
  password: {
    title: "Passwort ändern",
    label: "Passwort ändern",
    current: "Aktuelles Passwort",
    new: "Neues Passwort",
    confirm: "Neues Passwort bestätigen",
    submit: "Passwort ändern",
    submitting: "Wird gespeichert...",
  },
  sessions: {
    title: "Sitzungen",
    thisDeviceOnly: "Sie sind nur auf diesem Gerät angemeldet.",
    otherDevice: "Sie sind außerdem auf {count} weiteren Gerät oder Browser angemeldet.",
    otherDevices: "Sie sind außerdem auf {count} weiteren Geräten oder Browsern angemeldet.",
    signOutOthers: "Überall sonst abmelden",
    signingOut: "Wird abgemeldet...",
  },
  data: {
    title: "Meine Daten",
    exportText:
      "Laden Sie alles, was wir über Sie speichern (Ihr Konto, Ihre Rollen, Ihr Profil, Ihre Galerie und die Zeitpunkte Ihrer Anmeldungen), als eine JSON-Datei herunter.",
    download: "Meine Daten herunterladen",
    deleteTitle: "Mein Konto löschen",
    deleteText:
      "Damit werden Ihr Konto, Ihr Profil, Ihre Galerie und alle Bilder, die Sie hochgeladen haben, sofort und endgültig gelöscht.",
    password: "Passwort",
    understand: "Mir ist bewusst, dass sich das nicht rückgängig machen lässt.",
    submit: "Konto endgültig löschen",
    submitting: "Wird gelöscht...",
  },
};
