import type { Messages } from "../en/index.ts";

export const directory: Messages["directory"] = {
  metaTitle: "Muzengids | {brand}",
  metaDescription:
    "Bekijk geverifieerde, met de hand gecontroleerde Muzen {place}. Discrete profielen met beschikbaarheid, diensten en directe contactmogelijkheden.",
  acrossEurope: "in heel Europa",
  title: "Muzengids",
  intro:
    "Elke Muze wordt met de hand geverifieerd voordat haar profiel online gaat. Je neemt rechtstreeks contact op, en alle afspraken blijven tussen jullie.",
  filters: {
    label: "Muzen filteren",
    city: "Stad",
    allCities: "Alle steden",
    category: "Categorie",
    allCategories: "Alle categorieën",
    verification: "Verificatie",
    allVerified: "Alle geverifieerde Muzen",
    photoVerified: "Alleen met geverifieerde foto",
    apply: "Filters toepassen",
  },
  count: {
    one: "{shown} van {total} Muze getoond",
    other: "{shown} van {total} Muzen getoond",
  },
  loadingCount: "Muzen laden…",
  loading: "Muzen worden geladen",
  cardsLabel: "Muzen",
  empty: {
    title: "Geen Muzen gevonden",
    hint: "Pas je filters aan of kom later terug: er komen regelmatig nieuwe Muzen bij.",
    becomeFirst: "Word de eerste Muze in deze regio",
  },
  loadMore: "Meer laden",
  loadingMore: "Laden…",
  card: {
    viewProfile: "Bekijk profiel",
    viewProfileOf: " van {handle}",
    services: "Diensten",
    moreServices: "+{count} meer",
    visitingUntil: "Op bezoek tot {date}",
  },
};
