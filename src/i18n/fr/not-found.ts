import type { Messages } from "../en/index.ts";

export const notFound: Messages["notFound"] = {
  metaTitle: "Page introuvable | {brand}",
  metaDescription:
    "La page que vous cherchez n’existe pas ou n’est plus disponible. Revenez à l’accueil de SoleMuse pour continuer votre visite.",
  title: "Oups ! Page introuvable",
  text: "La page que vous cherchez n’existe pas ou a été déplacée.",
  home: "Retour à l’accueil",
  explore: "Découvrir les Muses",
};
