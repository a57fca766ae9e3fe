import type { Messages } from "../en/index.ts";

export const shortlist: Messages["shortlist"] = {
  link: "Favoris",
  linkCount: "Favoris : {count}",
  add: "Ajouter aux favoris",
  remove: "Retirer des favoris",
  addMuse: "Ajouter {handle} aux favoris",
  removeMuse: "Retirer {handle} des favoris",
  full: "Votre liste de favoris est pleine : elle peut contenir jusqu’à {max} Muses. Retirez-en une pour en ajouter une autre.",
  blocked:
    "Vos favoris n’ont pas pu être enregistrés : votre navigateur n’autorise pas ce site à conserver des données sur cet appareil.",
  metaTitle: "Vos favoris | {brand}",
  metaDescription: "Les Muses que vous avez enregistrées avec le cœur, conservées uniquement dans ce navigateur.",
  title: "Vos favoris",
  intro:
    "Les Muses que vous avez enregistrées avec le cœur. Vos favoris restent dans ce navigateur et ne sont jamais enregistrés sur nos serveurs. Pour les afficher, cette page demande uniquement les profils publics des Muses enregistrées.",
  loading: "Chargement de vos favoris",
  listLabel: "Muses enregistrées",
  empty: {
    title: "Aucun favori pour l’instant",
    hint: "Enregistrez une Muse avec le cœur sur sa carte dans l’annuaire ou sur son profil : elle apparaîtra ici.",
    browse: "Parcourir l’annuaire",
  },
  unavailable: {
    title: "Plus disponible",
    text: "{handle} ne figure plus dans l’annuaire.",
    remove: "Retirer",
    removeMuse: "Retirer {handle} des favoris",
  },
  failed: "Impossible de charger vos favoris. Veuillez réessayer.",
  retry: "Réessayer",
};
