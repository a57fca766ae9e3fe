import type { Messages } from "../en/index.ts";

export const feeds: Messages["feeds"] = {
  title: "Nieuwe Muzen {place} | {brand}",
  subtitle: "Nieuw vermelde, geverifieerde Muzen {place} op {brand}, de nieuwste eerst.",
};
