import type { Messages } from "../en/index.ts";

export const notFound: Messages["notFound"] = {
  metaTitle: "Seite nicht gefunden | {brand}",
  metaDescription:
    "Die gesuchte Seite gibt es nicht oder nicht mehr. Kehren Sie zur Startseite von SoleMuse zurück und stöbern Sie weiter.",
  title: "Hoppla! Seite nicht gefunden",
  text: "Die gesuchte Seite existiert nicht oder ist umgezogen.",
  home: "Zur Startseite",
  explore: "Musen entdecken",
};
