import type { Messages } from "../en/index.ts";

export const feeds: Messages["feeds"] = {
  title: "Neue Musen {place} | {brand}",
  subtitle: "Neu gelistete, verifizierte Musen {place} auf {brand}, die neuesten zuerst.",
};
