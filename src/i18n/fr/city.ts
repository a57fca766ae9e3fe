import type { Messages } from "../en/index.ts";

export const city: Messages["city"] = {
  breadcrumb: "Fil d’Ariane",
  title: "Rencontres fétichisme des pieds {inCity}",
  eyebrow: "{country} · {tagline}",
  browse: "Découvrir les Muses {inCity}",
  becomeMuse: "Devenir Muse {inCity}",
  promise: "La promesse {brand} {inCity}",
  promisesLabel: "Nos engagements",
  muses: {
    title: "Muses {inCity}",
    seeAll: "Voir toutes les Muses {inCity}",
    none: "Aucune Muse n’est encore inscrite {inCity}.",
  },
  faq: "Questions fréquentes",
  callToAction: {
    title: "Rencontrez des Muses vérifiées {inCity}",
    text: "Découvrez des Muses vérifiées à la main {inCity}, ou posez votre candidature pour en devenir une. {payments}",
    explore: "Explorer les Muses {inCity}",
  },
  /** The page's meta title, the spec's pattern as the language says it. */
  metaTitle: "Rencontres fétichisme des pieds {inCity} - Muses vérifiées | {brand}",
  /** Each city's country. */
  countries: {
    Zurich: "Suisse",
    Geneva: "Suisse",
    Basel: "Suisse",
    Lausanne: "Suisse",
    Frankfurt: "Allemagne",
    Berlin: "Allemagne",
    Hamburg: "Allemagne",
    Warsaw: "Pologne",
    Vienna: "Autriche",
    Amsterdam: "Pays-Bas",
  },
  moreCities: "Autres villes",
  visitingSoon: {
    title: "Bientôt en visite",
    intro: "Des Muses d’autres villes, présentes en ce moment ou qui arrivent dans les {days} prochains jours.",
    from: "Basée à {city}",
    now: "Ici jusqu’au {date}",
    viewProfile: "Voir le profil",
    viewProfileOf: " de {handle}",
  },
  popularSearches: "Recherches populaires :",
  agreement:
    "En utilisant {brand}, vous acceptez nos {terms} et notre {privacy}. Réservé aux adultes de 18 ans et plus.",
};
