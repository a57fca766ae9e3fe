import type { Messages } from "../en/index.ts";
import { api } from "./api.ts";

export const transparency: Messages["transparency"] = {
  title: "Transparenzbericht",
  metaTitle: "Transparenzbericht: Meldungen, Entscheidungen und Widersprüche",
  description:
    "Wie SoleMuse moderiert: eingegangene Meldungen nach Grund, ergriffene Maßnahmen, mittlere Zeit bis zur Entscheidung, Widersprüche und ihr Ausgang, und wie Behörden und Nutzer uns erreichen.",
  lastYear: "Letzte 12 Monate",
  sinceLaunch: "Seit dem Start",
  notices: "Eingegangene Meldungen nach Grund",
  noticesTotal: "Alle Meldungen",
  timing: "Zeit bis zur Entscheidung",
  decided: "Entschiedene Meldungen",
  medianHours: "Median in Stunden von der Meldung bis zur Entscheidung",
  urgentReceived: "Eingegangene dringende Meldungen",
  urgentDecided: "Entschiedene dringende Meldungen",
  urgentMedianHours: "Median in Stunden bei dringenden Meldungen",
  actions: "Ergriffene Maßnahmen nach Art",
  actionsTotal: "Alle Maßnahmen",
  afterNotice: "Nach einer Meldung ergriffen",
  ownInitiative: "Aus eigener Initiative ergriffen",
  appeals: "Widersprüche",
  appealsReceived: "Eingegangene Widersprüche",
  appealsUpheld: "Entscheidung bestätigt",
  appealsReversed: "Entscheidung aufgehoben",
  appealsOpen: "Noch in Prüfung",
  warnings: "Verwarnungen",
  noMedian: "Noch keine",
  unavailable: "Die Zahlen können gerade nicht angezeigt werden. Bitte versuchen Sie es in ein paar Minuten erneut.",
  eyebrow: "Gesetz über digitale Dienste",
  lead: "Wie {brand} mit Meldungen zu Profilen umgeht: was bei uns einging, wie wir entschieden haben, wie schnell, und was sich nach einem Widerspruch geändert hat. Die Zahlen stammen direkt aus unseren Unterlagen und enthalten keine personenbezogenen Daten.",
  figuresTitle: "Die Zahlen",
  period:
    "{lastYear}: vom {since} bis heute. Eine Meldung zählt ab ihrem Eingang, eine Maßnahme ab dem Tag, an dem sie ergriffen wurde, und ein Widerspruch ab dem Tag, an dem er eingereicht wurde; Ergebnisse zeigen den heutigen Stand. Die Seite wird alle paar Minuten aktualisiert.",
  atAGlance: "{lastYear} auf einen Blick",
  noticesReceived: "Eingegangene Meldungen",
  actionsTaken: "Ergriffene Maßnahmen",
  reversedOnAppeal: "Nach Widerspruch aufgehobene Entscheidungen",
  figure: "Kennzahl",
  urgent: "dringend",
  reasons: api.report.reasons,
  decisions: {
    suspension: "Profil gesperrt",
    picture_removal: "Bild entfernt",
    verification_declined: "Foto-Verifizierung abgelehnt",
    rejection: "Bewerbung nicht angenommen",
    warning: "Verwarnung",
  },
  moderation: {
    title: "So funktioniert die Moderation",
    notices:
      "Jede und jeder kann uns mit „Dieses Profil melden“ auf der Profilseite auf ein Profil hinweisen, ob angemeldet oder nicht. Ein Mensch aus unserem Team liest jede Meldung. Meldungen, dass jemand unter 18 sein könnte oder zu etwas gezwungen oder Opfer von Menschenhandel wird, werden als dringend markiert und zuerst gelesen.",
    statements:
      "Wann immer wir das Profil einer Muse einschränken (es sperren, ein Bild entfernen, eine Foto-Verifizierung ablehnen oder eine Bewerbung nicht annehmen) oder sie verwarnen, erhält sie eine Begründung: was wir getan haben, ab wann und bis wann, die Fakten, die Klausel unserer {terms}, auf die wir uns stützen, und wie sie widersprechen kann. Sie kann innerhalb von {appealMonths} Monaten in ihrem Dashboard Widerspruch einlegen; ein Mitglied unseres Teams prüft ihn, bestätigt die Entscheidung oder hebt sie auf und erklärt ihr, warum.",
    terms: "Nutzungsbedingungen",
    automation:
      "Keine Entscheidung fällt automatisch. Unsere Prüfung auf gestohlene Fotos vergleicht digitale Fingerabdrücke von Bildern, und sie tut nichts weiter, als ein Bild einem Menschen aus unserem Team vorzulegen, der es sich ansieht und entscheidet.",
    retention:
      "Eine Meldung wird samt der E-Mail-Adresse der meldenden Person {noticeMonths} Monate nach ihrer Entscheidung gelöscht. Ein entferntes Bild wird, für niemanden sichtbar, {pictureMonths} Monate lang aufbewahrt, falls gegen die Entfernung Widerspruch eingelegt wird, und dann gelöscht. Die Zahlen zählen das Gelöschte weiterhin mit: Dafür bleibt nur eine anonyme Zeile (der Tag, der Grund oder die Art der Maßnahme, das Ergebnis), ohne Profil, Namen, Text oder Adresse.",
  },
  contact: {
    title: "Kontaktstellen",
    authorities: "Für Behörden",
    authoritiesText:
      "Behörden der EU-Mitgliedstaaten, die Europäische Kommission und das Europäische Gremium für digitale Dienste erreichen unsere zentrale Kontaktstelle unter {email}. Bitte geben Sie im Betreff an, dass Sie als Behörde schreiben. Wir lesen und antworten auf {languages}.",
    users: "Für Nutzerinnen und Nutzer",
    usersText:
      "Musen, Besucher und alle, die ein Profil gemeldet haben, erreichen uns unter {email} oder über unser {contactForm}. Es antwortet immer ein Mensch aus unserem Team, nie ein automatisiertes System, auf {languages}. {contactReply}",
    contactForm: "Kontaktformular",
    report:
      "Um ein Profil zu melden, nutzen Sie „Dieses Profil melden“ auf seiner Seite. Wenn jemand in unmittelbarer Gefahr ist, wählen Sie den Notruf 112.",
    languages: "Englisch und Deutsch",
  },
};
