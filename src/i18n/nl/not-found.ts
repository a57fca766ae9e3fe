import type { Messages } from "../en/index.ts";

export const notFound: Messages["notFound"] = {
  metaTitle: "Pagina niet gevonden | {brand}",
  metaDescription:
    "De pagina die je zoekt bestaat niet of is niet meer beschikbaar. Ga terug naar de homepage van SoleMuse en blijf rondkijken.",
  title: "Oeps! Pagina niet gevonden",
  text: "De pagina die je zoekt bestaat niet of is verplaatst.",
  home: "Terug naar home",
  explore: "Ontdek Muzen",
};
