import type { Messages } from "../en/index.ts";

export const directory: Messages["directory"] = {
  metaTitle: "Annuaire des Muses | {brand}",
  metaDescription:
    "Découvrez des Muses vérifiées et contrôlées à la main {place}. Des profils discrets avec disponibilités, services et coordonnées directes.",
  acrossEurope: "partout en Europe",
  title: "Annuaire des Muses",
  intro:
    "Chaque Muse est vérifiée à la main avant la mise en ligne de son profil. Vous la contactez directement, et tout arrangement reste entre vous.",
  filters: {
    label: "Filtrer les Muses",
    city: "Ville",
    allCities: "Toutes les villes",
    category: "Catégorie",
    allCategories: "Toutes les catégories",
    verification: "Vérification",
    allVerified: "Toutes les Muses vérifiées",
    photoVerified: "Photo vérifiée uniquement",
    apply: "Appliquer les filtres",
  },
  count: {
    one: "{shown} sur {total} Muse",
    other: "{shown} sur {total} Muses",
  },
  loadingCount: "Chargement des Muses…",
  loading: "Chargement des Muses",
  cardsLabel: "Muses",
  empty: {
    title: "Aucune Muse trouvée",
    hint: "Modifiez vos filtres ou revenez plus tard : de nouvelles Muses nous rejoignent régulièrement.",
    becomeFirst: "Devenez la première Muse de ce secteur",
  },
  loadMore: "Afficher plus",
  loadingMore: "Chargement…",
  card: {
    viewProfile: "Voir le profil",
    viewProfileOf: " de {handle}",
    services: "Services",
    moreServices: "+{count} autres",
    visitingUntil: "En visite jusqu’au {date}",
  },
};
