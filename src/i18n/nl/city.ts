import type { Messages } from "../en/index.ts";

export const city: Messages["city"] = {
  breadcrumb: "Kruimelpad",
  title: "Voetfetisj-ontmoetingen {inCity}",
  eyebrow: "{country} · {tagline}",
  browse: "Bekijk Muzen {inCity}",
  becomeMuse: "Word Muze {inCity}",
  promise: "De belofte van {brand} {inCity}",
  promisesLabel: "Onze beloften",
  muses: {
    title: "Muzen {inCity}",
    seeAll: "Bekijk alle Muzen {inCity}",
    none: "Er staat nog geen Muze {inCity} in de gids.",
  },
  faq: "Veelgestelde vragen",
  callToAction: {
    title: "Ontmoet geverifieerde Muzen {inCity}",
    text: "Bekijk met de hand geverifieerde Muzen {inCity}, of meld je aan om er zelf een te worden. {payments}",
    explore: "Ontdek Muzen {inCity}",
  },
  /** The page's meta title, the spec's pattern as the language says it. */
  metaTitle: "Voetfetisj-ontmoetingen {inCity} - geverifieerde Muzen | {brand}",
  /** Each city's country. */
  countries: {
    Zurich: "Zwitserland",
    Geneva: "Zwitserland",
    Basel: "Zwitserland",
    Lausanne: "Zwitserland",
    Frankfurt: "Duitsland",
    Berlin: "Duitsland",
    Hamburg: "Duitsland",
    Warsaw: "Polen",
    Vienna: "Oostenrijk",
    Amsterdam: "Nederland",
  },
  moreCities: "Meer steden",
  visitingSoon: {
    title: "Binnenkort op bezoek",
    intro: "Muzen uit andere steden die nu hier zijn of binnen {days} dagen aankomen.",
    from: "Uit {city}",
    now: "Hier tot {date}",
    viewProfile: "Bekijk profiel",
    viewProfileOf: " van {handle}",
  },
  popularSearches: "Populaire zoekopdrachten:",
  agreement:
    "Door {brand} te gebruiken, ga je akkoord met onze {terms} en ons {privacy}. Alleen voor volwassenen vanaf 18 jaar.",
};
