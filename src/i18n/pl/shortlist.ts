import type { Messages } from "../en/index.ts";

export const shortlist: Messages["shortlist"] = {
  link: "Ulubione",
  linkCount: "Ulubione: {count}",
  add: "Dodaj do ulubionych",
  remove: "Usuń z ulubionych",
  addMuse: "Dodaj {handle} do ulubionych",
  removeMuse: "Usuń {handle} z ulubionych",
  full: "Twoja lista ulubionych jest pełna: mieści do {max} Muz. Usuń jedną, aby zapisać kolejną.",
  blocked:
    "Nie udało się zapisać ulubionych: Twoja przeglądarka nie pozwala tej stronie przechowywać danych na tym urządzeniu.",
  metaTitle: "Twoje ulubione | {brand}",
  metaDescription: "Muzy zapisane serduszkiem, przechowywane tylko w tej przeglądarce.",
  title: "Twoje ulubione",
  intro:
    "Muzy, które zapisujesz serduszkiem. Twoja lista ulubionych zostaje w tej przeglądarce i nigdy nie trafia na nasze serwery. Aby ją wyświetlić, ta strona pobiera wyłącznie publiczne profile zapisanych Muz.",
  loading: "Wczytywanie ulubionych",
  listLabel: "Zapisane Muzy",
  empty: {
    title: "Nie masz jeszcze ulubionych",
    hint: "Zapisz Muzę serduszkiem na jej karcie w katalogu albo na jej profilu, a pojawi się tutaj.",
    browse: "Przeglądaj katalog",
  },
  unavailable: {
    title: "Już niedostępna",
    text: "{handle} nie jest już widoczna w katalogu.",
    remove: "Usuń",
    removeMuse: "Usuń {handle} z ulubionych",
  },
  failed: "Nie udało się wczytać ulubionych. Spróbuj ponownie.",
  retry: "Spróbuj ponownie",
};
