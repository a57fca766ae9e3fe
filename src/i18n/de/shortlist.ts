import type { Messages } from "../en/index.ts";

export const shortlist: Messages["shortlist"] = {
  link: "Merkliste",
  linkCount: "Merkliste: {count}",
  add: "Auf die Merkliste",
  remove: "Von der Merkliste entfernen",
  addMuse: "{handle} auf die Merkliste setzen",
  removeMuse: "{handle} von der Merkliste entfernen",
  full: "Ihre Merkliste ist voll: Sie fasst bis zu {max} Musen. Entfernen Sie eine, um eine weitere zu speichern.",
  blocked:
    "Ihre Merkliste konnte nicht gespeichert werden: Ihr Browser erlaubt dieser Website nicht, Daten auf diesem Gerät zu speichern.",
  metaTitle: "Ihre Merkliste | {brand}",
  metaDescription: "Die Musen, die Sie mit dem Herzsymbol gespeichert haben – nur in diesem Browser.",
  title: "Ihre Merkliste",
  intro:
    "Die Musen, die Sie mit dem Herzsymbol gespeichert haben. Ihre Merkliste bleibt in diesem Browser und wird nie auf unseren Servern gespeichert. Um sie anzuzeigen, ruft diese Seite nur die öffentlichen Profile der gespeicherten Musen ab.",
  loading: "Ihre Merkliste wird geladen",
  listLabel: "Gespeicherte Musen",
  empty: {
    title: "Ihre Merkliste ist leer",
    hint: "Speichern Sie eine Muse mit dem Herzsymbol auf ihrer Karte im Verzeichnis oder auf ihrem Profil, dann erscheint sie hier.",
    browse: "Zum Musen-Verzeichnis",
  },
  unavailable: {
    title: "Nicht mehr verfügbar",
    text: "{handle} ist nicht mehr im Verzeichnis zu finden.",
    remove: "Entfernen",
    removeMuse: "{handle} von der Merkliste entfernen",
  },
  failed: "Ihre Merkliste konnte nicht geladen werden. Bitte versuchen Sie es erneut.",
  retry: "Erneut versuchen",
};
