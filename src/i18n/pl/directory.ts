import type { Messages } from "../en/index.ts";

export const directory: Messages["directory"] = {
  metaTitle: "Katalog Muz | {brand}",
  metaDescription:
    "Przeglądaj zweryfikowane, ręcznie sprawdzone Muzy {place}. Dyskretne profile z dostępnością, usługami i bezpośrednimi danymi kontaktowymi.",
  acrossEurope: "w całej Europie",
  title: "Katalog Muz",
  intro:
    "Każdą Muzę weryfikujemy ręcznie, zanim jej profil pojawi się w serwisie. Kontaktujesz się z nią bezpośrednio, a wszystkie ustalenia zostają między wami.",
  filters: {
    label: "Filtruj Muzy",
    city: "Miasto",
    allCities: "Wszystkie miasta",
    category: "Kategoria",
    allCategories: "Wszystkie kategorie",
    verification: "Weryfikacja",
    allVerified: "Wszystkie zweryfikowane Muzy",
    photoVerified: "Tylko ze zweryfikowanym zdjęciem",
    apply: "Zastosuj filtry",
  },
  count: {
    one: "Pokazano {shown} z {total} Muzy",
    other: "Pokazano {shown} z {total} Muz",
  },
  loadingCount: "Wczytywanie Muz…",
  loading: "Wczytywanie Muz",
  cardsLabel: "Muzy",
  empty: {
    title: "Nie znaleziono Muz",
    hint: "Zmień filtry albo zajrzyj później – nowe Muzy dołączają regularnie.",
    becomeFirst: "Zostań pierwszą Muzą w tej okolicy",
  },
  loadMore: "Pokaż więcej",
  loadingMore: "Wczytywanie…",
  card: {
    viewProfile: "Zobacz profil",
    viewProfileOf: " – {handle}",
    services: "Usługi",
    moreServices: "+{count} więcej",
    visitingUntil: "Z wizytą do {date}",
  },
};
