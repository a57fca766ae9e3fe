import type { Messages } from "../en/index.ts";

export const notFound: Messages["notFound"] = {
  metaTitle: "Nie znaleziono strony | {brand}",
  metaDescription:
    "Strona, której szukasz, nie istnieje lub nie jest już dostępna. Wróć na stronę główną SoleMuse i przeglądaj dalej.",
  title: "Ups! Nie znaleziono strony",
  text: "Strona, której szukasz, nie istnieje albo została przeniesiona.",
  home: "Wróć na stronę główną",
  explore: "Poznaj Muzy",
};
