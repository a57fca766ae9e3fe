import type { Messages } from "../en/index.ts";

export const city: Messages["city"] = {
  breadcrumb: "Pfadnavigation",
  title: "Fußfetisch-Begegnungen {inCity}",
  eyebrow: "{country} · {tagline}",
  browse: "Musen {inCity} entdecken",
  becomeMuse: "Muse {inCity} werden",
  promise: "Das {brand}-Versprechen {inCity}",
  promisesLabel: "Unsere Versprechen",
  muses: {
    title: "Musen {inCity}",
    seeAll: "Alle Musen {inCity} ansehen",
    none: "Noch ist keine Muse {inCity} eingetragen.",
  },
  faq: "Häufige Fragen",
  callToAction: {
    title: "Verifizierte Musen {inCity} kennenlernen",
    text: "Entdecken Sie manuell verifizierte Musen {inCity} oder bewerben Sie sich selbst als Muse. {payments}",
    explore: "Musen {inCity} ansehen",
  },
  /** The page's meta title, the spec's pattern as the language says it. */
  metaTitle: "Fußfetisch-Begegnungen {inCity} - verifizierte Musen | {brand}",
  /** Each city's country. */
  countries: {
    Zurich: "Schweiz",
    Geneva: "Schweiz",
    Basel: "Schweiz",
    Lausanne: "Schweiz",
    Frankfurt: "Deutschland",
    Berlin: "Deutschland",
    Hamburg: "Deutschland",
    Warsaw: "Polen",
    Vienna: "Österreich",
    Amsterdam: "Niederlande",
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
