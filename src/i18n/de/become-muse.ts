import type { Messages } from "../en/index.ts";

export const becomeMuse: Messages["becomeMuse"] = {
  metaTitle: "Muse werden bei {brand} - in wenigen Minuten bewerben",
  metaDescription:
    "Bewerben Sie sich als verifizierte Muse bei SoleMuse. Behalten Sie die Kontrolle über Ihr Profil, werden Sie direkt kontaktiert und halten Sie jede Absprache privat. Prüfung innerhalb von 48 Stunden.",
  hero: {
    eyebrow: "Für Musen",
    title: "Muse werden",
    lead: "Teilen Sie Ihre Leidenschaft mit Bewunderern, die Diskretion und Respekt schätzen. Erstellen Sie ein verifiziertes Profil, bestimmen Sie selbst, wie man Sie erreicht, und behalten Sie in jedem Gespräch die Kontrolle.",
    start: "Bewerbung starten",
    seeMuses: "Aktuelle Musen ansehen",
  },
  benefits: {
    eyebrow: "Vorteile",
    title: "Warum Musen sich für SoleMuse entscheiden",
    lead: "Eine ruhige, respektvolle Plattform, auf der Sie im Mittelpunkt stehen, in jeder europäischen Großstadt, in der wir vertreten sind.",
    community: {
      title: "Eine verifizierte Community",
      text: "Jede Muse wird von Hand geprüft, Sie teilen das Verzeichnis also nur mit echten, freigegebenen Menschen.",
    },
    control: {
      title: "Sie behalten die Kontrolle",
      text: "Ändern Sie Ihre Beschreibung, Ihre Stadt und Ihre Verfügbarkeit, wann immer Sie möchten, und stellen Sie sich auf „{busy}“ oder „{onVacation}“, wenn Sie eine Pause brauchen.",
    },
    contact: {
      title: "Direkter Kontakt",
      text: "Bewunderer erreichen Sie über die Kanäle, die Sie selbst angeben, etwa Telegram oder WhatsApp. Kein Postfach dazwischen.",
    },
    commission: {
      title: "Keine Provision",
      text: "SoleMuse nimmt keine Provision. {payments}",
    },
    discretion: {
      title: "Diskretion von Anfang an",
      text: "Standort- und Kameradaten werden aus jedem Foto entfernt, das Sie hochladen, und private Angaben werden nie öffentlich gezeigt.",
    },
    gallery: {
      title: "Eine Galerie, die Sie von Ihrer besten Seite zeigt",
      text: "Präsentieren Sie sich mit einem Profilbild und einer Galerie, die Sie nach der Freigabe selbst verwalten.",
    },
  },
  how: {
    eyebrow: "Drei Schritte",
    title: "So funktioniert es",
    apply: {
      title: "Bewerben",
      text: "Füllen Sie die kurze Bewerbung aus: Ihr Profilname, Ihre Stadt, Ihre Angebote, eine Beschreibung und zwei Fotos. Das dauert etwa zehn Minuten.",
    },
    verification: {
      title: "Verifizierung",
      text: "Unser Team prüft jede Bewerbung von Hand. {reviewTime} Das Ergebnis teilen wir Ihnen per E-Mail mit.",
    },
    live: {
      title: "Online gehen",
      text: "Nach der Freigabe erscheint Ihr Profil im Verzeichnis, und Sie verwalten Ihre Angaben und Ihre Galerie in Ihrem Dashboard.",
    },
  },
  requirements: {
    title: "Voraussetzungen für die Bewerbung",
    intro: "Halten Sie Folgendes bereit, bevor Sie beginnen. {adultsOnly}",
    basic: {
      title: "Grundvoraussetzungen",
      items: [
        "Mindestens 18 Jahre alt",
        "Wohnort in einer unserer europäischen Städte",
        "Ein professionelles Auftreten",
        "Verpflichtung zur Diskretion",
      ],
    },
    materials: {
      title: "Unterlagen",
      items: [
        "Profilfoto",
        "Ausführliche Beschreibung",
        "Kontaktdaten (am liebsten Telegram oder WhatsApp)",
        "Optional weitere Fotos für die Galerie",
      ],
    },
  },
  cta: {
    title: "Bereit, Muse zu werden?",
    text: "Starten Sie noch heute Ihre Bewerbung. {reviewTime}",
    start: "Jetzt bewerben",
    ask: "Stellen Sie uns eine Frage",
  },
};
