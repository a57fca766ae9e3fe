import type { Messages } from "../en/index.ts";

export const home: Messages["home"] = {
  metaTitle: "{brand} - {tagline} | Diskretes Fußfetisch-Verzeichnis in Europa",
  metaDescription:
    "Entdecken Sie manuell verifizierte Musen in den großen Städten Europas und nehmen Sie direkt Kontakt auf. Diskret, sicher und respektvoll: SoleMuse ist nur für Erwachsene ab 18 Jahren.",
  hero: {
    eyebrow: "{tagline} · Ab 18 Jahren",
    title: "Wo diskrete Begegnungen beginnen",
    lead: "SoleMuse ist ein kuratiertes Verzeichnis manuell verifizierter Musen für Erwachsene, die schöne Füße zu schätzen wissen. Stöbern Sie Stadt für Stadt, lesen Sie Profile ganz privat und nehmen Sie direkt Kontakt auf.",
    explore: "Musen entdecken",
    list: "Als Muse eintragen",
    promises: "Unsere Versprechen",
  },
  features: {
    eyebrow: "Warum {brand}",
    title: "Ein Verzeichnis, das auf Vertrauen baut",
    lead: "Bei SoleMuse ist alles darauf ausgelegt, dass Bewunderer und Musen einander mit Vertrauen begegnen können.",
    verified: {
      title: "Verifiziert & sicher",
      text: "Jede Muse wird von Hand geprüft, bevor ihr Profil online geht. Im Verzeichnis erscheinen nur freigegebene Profile, und wir reagieren schnell auf jede Meldung.",
    },
    premium: {
      title: "Erstklassige Qualität",
      text: "Sorgfältige Profile mit echten Fotos, ausführlichen Beschreibungen und klaren Kontaktmöglichkeiten, kuratiert für Menschen, denen Qualität wichtiger ist als Masse.",
    },
    discreet: {
      title: "Diskrete Plattform",
      text: "Keine Werbe-Tracker, keine öffentlich sichtbaren Aktivitäten und Fotos ohne Standortdaten. Was Sie sich ansehen, bleibt Ihre Sache.",
    },
    lifestyle: {
      title: "Lifestyle im Fokus",
      text: "Ein stilvolles Zuhause für den Fußfetisch-Lifestyle, mit Stadtporträts, Etikette und Geschichten in unserem Blog.",
    },
  },
  how: {
    eyebrow: "So funktioniert es",
    title: "Einfach, direkt und privat",
    steps: [
      {
        title: "Nach Stadt stöbern",
        text: "Erkunden Sie das Verzeichnis Stadt für Stadt und filtern Sie nach den Angeboten, die Sie interessieren.",
      },
      {
        title: "Ganz privat lesen",
        text: "Jedes Profil zeigt Fotos, Beschreibung, Sprachen und Verfügbarkeit einer verifizierten Muse.",
      },
      {
        title: "Direkt Kontakt aufnehmen",
        text: "Schreiben Sie einer Muse über die Kanäle, die sie angibt, etwa Telegram oder WhatsApp.",
      },
    ],
  },
  cities: {
    eyebrow: "Städte",
    title: "Musen nach Stadt entdecken",
    lead: "{coverage} Entdecken Sie in jeder dieser Städte lokale Stadtporträts und verifizierte Musen.",
  },
  cta: {
    title: "Bereit für eine besondere Begegnung?",
    text: "Werden Sie Teil einer Community, die auf Diskretion, Verifizierung, Sicherheit und gegenseitigem Respekt beruht.",
    directory: "Verzeichnis durchsuchen",
    becomeMuse: "Muse werden",
  },
};
