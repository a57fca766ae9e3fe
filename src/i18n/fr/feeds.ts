import type { Messages } from "../en/index.ts";

export const feeds: Messages["feeds"] = {
  title: "Nouvelles Muses {place} | {brand}",
  subtitle: "Les Muses vérifiées récemment arrivées {place} sur {brand}, les plus récentes d’abord.",
};
