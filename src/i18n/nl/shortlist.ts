import type { Messages } from "../en/index.ts";

export const shortlist: Messages["shortlist"] = {
  link: "Favorieten",
  linkCount: "Favorieten: {count}",
  add: "Toevoegen aan favorieten",
  remove: "Verwijderen uit favorieten",
  addMuse: "{handle} toevoegen aan favorieten",
  removeMuse: "{handle} verwijderen uit favorieten",
  full: "Je favorietenlijst is vol: er passen maximaal {max} Muzen in. Verwijder er een om een andere te bewaren.",
  blocked:
    "Je favorieten konden niet worden bewaard: je browser staat niet toe dat deze site gegevens op dit apparaat bewaart.",
  metaTitle: "Je favorieten | {brand}",
  metaDescription: "De Muzen die je met het hartje hebt bewaard, alleen in deze browser.",
  title: "Je favorieten",
  intro:
    "De Muzen die je met het hartje hebt bewaard. Je favorieten blijven in deze browser en worden nooit op onze servers opgeslagen. Om ze te tonen, vraagt deze pagina alleen de openbare profielen van de bewaarde Muzen op.",
  loading: "Je favorieten worden geladen",
  listLabel: "Bewaarde Muzen",
  empty: {
    title: "Je hebt nog geen favorieten",
    hint: "Bewaar een Muze met het hartje op haar kaart in de gids of op haar profiel, dan verschijnt ze hier.",
    browse: "Naar de Muzengids",
  },
  unavailable: {
    title: "Niet meer beschikbaar",
    text: "{handle} staat niet meer in de gids.",
    remove: "Verwijderen",
    removeMuse: "{handle} verwijderen uit favorieten",
  },
  failed: "Je favorieten konden niet worden geladen. Probeer het opnieuw.",
  retry: "Opnieuw proberen",
};
