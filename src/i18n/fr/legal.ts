import type { Messages } from "../en/index.ts";

export const legal: Messages["legal"] = {
  metaTitle: "{title} | {brand}",
  eyebrow: "Mentions légales",
  updated: "Dernière mise à jour : {date}",
  otherDocuments: "Autres documents juridiques",
  translationNotice: "Cette traduction vous est fournie à titre d’information. Seule la version anglaise fait foi.",
  translationLink: "Lire la version anglaise",
  englishOnlyNotice: "Ce document n’est disponible qu’en anglais pour le moment.",
};
