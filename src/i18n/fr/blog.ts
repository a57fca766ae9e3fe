import type { Messages } from "../en/index.ts";

export const blog: Messages["blog"] = {
  list: {
    metaTitle: "Blog | {brand}",
    metaDescription:
      "Récits, savoir-vivre et guides de villes par l’équipe SoleMuse : discrétion, vérification, sécurité et respect mutuel.",
    feedTitle: "Blog {brand}",
    title: "Le blog {brand}",
    lead: "Savoir-vivre, sécurité, guides de villes et l’art de vivre de notre communauté de Muses vérifiées.",
    articles: "Articles",
    loading: "Chargement des articles",
    empty: {
      title: "Aucun article pour l’instant",
      hint: "Nos premiers récits arrivent bientôt. Revenez nous voir prochainement.",
      home: "Retour à l’accueil",
    },
    cta: {
      title: "Une histoire à raconter ou une question ?",
      text: "Dites-nous ce que vous aimeriez lire prochainement. {contactReply}",
      contact: "Restons en contact",
    },
  },
  article: {
    back: "← Retour au blog",
    byline: "Par {author}",
    descriptionFallback: "{title}, sur le blog {brand}.",
    versions: { label: "Cet article dans d’autres langues", alsoIn: "Aussi en :" },
    share: {
      label: "Partager cet article :",
      copy: "Copier le lien",
      newTab: "(s’ouvre dans un nouvel onglet)",
    },
    cta: {
      title: "Envie de rencontrer une Muse vérifiée ?",
      text: "Parcourez des Muses examinées à la main dans les grandes villes d’Europe, ou posez votre candidature pour les rejoindre. Discrétion, vérification, sécurité et respect mutuel, toujours.",
      explore: "Découvrir les Muses",
      becomeMuse: "Devenir Muse",
    },
  },
  notFound: {
    metaTitle: "Article introuvable | {brand}",
    title: "Article introuvable",
    text: "Cet article n’existe pas ou n’est plus disponible.",
    blog: "Retour au blog",
    home: "Aller à l’accueil",
  },
};
