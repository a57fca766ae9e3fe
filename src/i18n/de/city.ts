import type { Messages } from "../en/index.ts";

export const city: Messages["city"] = {
  breadcrumb: "Pfadnavigation",
  title: "Fußfetisch-Begegnungen {inCity}",
  eyebrow: "{country} · {tagline}",
  browse: "Musen {inCity} entdecken",
  becomeMuse: "Muse {inCity} werden",
  promise: "Das {brand}-Versprechen {inCity}",
  promisesLabel: "Unsere Versprechen",
  faq: "Häufige Fragen",
  callToAction: {
    title: "Verifizierte Musen {inCity} kennenlernen",
    text: "Entdecken Sie manuell verifizierte Musen {inCity} oder bewerben Sie sich selbst als Muse. {payments}",
    explore: "Musen {inCity} ansehen",
  },
  moreCities: "Weitere Städte",
  visitingSoon: {
    title: "Bald zu Besuch",
    intro: "Musen aus anderen Städten, die jetzt hier sind oder in den nächsten {days} Tagen ankommen.",
    from: "Aus {city}",
    now: "Hier bis {date}",
    viewProfile: "Profil ansehen",
    viewProfileOf: " – {handle}",
  },
  popularSearches: "Beliebte Suchbegriffe:",
  agreement:
    "Mit der Nutzung von {brand} akzeptieren Sie unsere {terms} und unsere {privacy}. Nur für Erwachsene ab 18 Jahren.",
};
