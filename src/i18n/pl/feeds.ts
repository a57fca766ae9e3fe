import type { Messages } from "../en/index.ts";

export const feeds: Messages["feeds"] = {
  title: "Nowe Muzy {place} | {brand}",
  subtitle: "Nowo dodane, zweryfikowane Muzy {place} w serwisie {brand}, od najnowszych.",
};
