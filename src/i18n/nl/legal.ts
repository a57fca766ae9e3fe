import type { Messages } from "../en/index.ts";

export const legal: Messages["legal"] = {
  metaTitle: "{title} | {brand}",
  eyebrow: "Juridisch",
  updated: "Laatst bijgewerkt: {date}",
  otherDocuments: "Andere juridische documenten",
  translationNotice: "Deze vertaling is alleen ter informatie. De Engelse versie is bindend.",
  translationLink: "Lees de Engelse versie",
  englishOnlyNotice: "Dit document is voorlopig alleen in het Engels beschikbaar.",
};
