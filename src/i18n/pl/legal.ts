import type { Messages } from "../en/index.ts";

export const legal: Messages["legal"] = {
  metaTitle: "{title} | {brand}",
  eyebrow: "Informacje prawne",
  updated: "Ostatnia aktualizacja: {date}",
  otherDocuments: "Inne dokumenty prawne",
  translationNotice: "To tłumaczenie ma charakter wyłącznie informacyjny. Wiążąca jest wersja angielska.",
  translationLink: "Przeczytaj wersję angielską",
  englishOnlyNotice: "Ten dokument jest na razie dostępny tylko po angielsku.",
};
