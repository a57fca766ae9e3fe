import type { Messages } from "../en/index.ts";

export const city: Messages["city"] = {
  breadcrumb: "Ścieżka nawigacji",
  title: "Fetysz stóp {inCity}",
  eyebrow: "{country} · {tagline}",
  browse: "Przeglądaj Muzy {inCity}",
  becomeMuse: "Zostań Muzą {inCity}",
  promise: "Obietnica {brand} {inCity}",
  promisesLabel: "Nasze obietnice",
  muses: {
    title: "Muzy {inCity}",
    seeAll: "Zobacz wszystkie Muzy {inCity}",
    none: "Nie ma jeszcze żadnej Muzy {inCity}.",
  },
  faq: "Najczęściej zadawane pytania",
  callToAction: {
    title: "Poznaj zweryfikowane Muzy {inCity}",
    text: "Przeglądaj ręcznie zweryfikowane Muzy {inCity} albo zgłoś się, by zostać jedną z nich. {payments}",
    explore: "Odkryj Muzy {inCity}",
  },
  /** The page's meta title, the spec's pattern as the language says it. */
  metaTitle: "Fetysz stóp {inCity} - zweryfikowane Muzy | {brand}",
  /** Each city's country. */
  countries: {
    Zurich: "Szwajcaria",
    Geneva: "Szwajcaria",
    Basel: "Szwajcaria",
    Lausanne: "Szwajcaria",
    Frankfurt: "Niemcy",
    Berlin: "Niemcy",
    Hamburg: "Niemcy",
    Warsaw: "Polska",
    Vienna: "Austria",
    Amsterdam: "Holandia",
  },
  moreCities: "Inne miasta",
  visitingSoon: {
    title: "Wkrótce z wizytą",
    intro: "Muzy z innych miast, które są tu teraz albo przyjadą w ciągu najbliższych {days} dni.",
    from: "Przyjeżdża z: {city}",
    now: "Tutaj do {date}",
    viewProfile: "Zobacz profil",
    viewProfileOf: " – {handle}",
  },
  popularSearches: "Popularne wyszukiwania:",
  // The links keep their names as the footer gives them (nominative): after a colon, Polish needs no other case.
  agreement: "Korzystając z {brand}, akceptujesz nasze dokumenty: {terms} i {privacy}. Tylko dla osób pełnoletnich.",
};
