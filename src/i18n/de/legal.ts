import type { Messages } from "../en/index.ts";

export const legal: Messages["legal"] = {
  metaTitle: "{title} | {brand}",
  eyebrow: "Rechtliches",
  updated: "Zuletzt aktualisiert: {date}",
  otherDocuments: "Weitere rechtliche Dokumente",
  translationNotice: "Diese Übersetzung dient Ihrer Information. Maßgeblich ist die englische Fassung.",
  translationLink: "Englische Fassung lesen",
  englishOnlyNotice: "Dieses Dokument ist derzeit nur auf Englisch verfügbar.",
};
