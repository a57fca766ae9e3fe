import type { Messages } from "../en/index.ts";

export const home: Messages["home"] = {
  metaTitle: "{brand} - {tagline} | Annuaire discret du fétichisme des pieds en Europe",
  metaDescription:
    "Découvrez des Muses vérifiées à la main dans les grandes villes d’Europe et contactez-les directement. Discret, sûr et respectueux : SoleMuse est réservé aux adultes de 18 ans et plus.",
  hero: {
    eyebrow: "{tagline} · Réservé aux adultes",
    title: "Là où naissent les rencontres discrètes",
    lead: "SoleMuse est un annuaire soigneusement tenu de Muses vérifiées à la main, pour les adultes qui apprécient les beaux pieds. Parcourez-le ville par ville, lisez les profils en toute discrétion et prenez contact directement.",
    explore: "Découvrir les Muses",
    list: "S’inscrire comme Muse",
    promises: "Nos engagements",
  },
  features: {
    eyebrow: "Pourquoi {brand}",
    title: "Un annuaire fondé sur la confiance",
    lead: "Chez SoleMuse, tout est pensé pour que les admirateurs et les Muses puissent se rencontrer en toute confiance.",
    verified: {
      title: "Vérifié et sûr",
      text: "Chaque Muse est contrôlée à la main avant sa mise en ligne. Seuls les profils approuvés apparaissent dans l’annuaire, et nous traitons rapidement chaque signalement.",
    },
    premium: {
      title: "Qualité premium",
      text: "Des profils soignés avec de vraies photos, des présentations détaillées et des moyens de contact clairs, pour celles et ceux qui préfèrent la qualité à la quantité.",
    },
    discreet: {
      title: "Plateforme discrète",
      text: "Aucun traceur publicitaire, aucune activité publique et des photos débarrassées de leurs données de localisation. Ce que vous consultez ne regarde que vous.",
    },
    lifestyle: {
      title: "Un art de vivre",
      text: "Un lieu raffiné pour l’univers du fétichisme des pieds, avec des guides de villes, des règles de savoir-vivre et des récits sur notre blog.",
    },
  },
  how: {
    eyebrow: "Comment ça marche",
    title: "Simple, direct et confidentiel",
    steps: [
      {
        title: "Parcourir par ville",
        text: "Explorez l’annuaire ville par ville et filtrez selon les services qui vous intéressent.",
      },
      {
        title: "Lire en toute discrétion",
        text: "Chaque profil présente les photos, la présentation, les langues et la disponibilité d’une Muse vérifiée.",
      },
      {
        title: "Prendre contact directement",
        text: "Contactez une Muse via les canaux qu’elle partage, comme Telegram ou WhatsApp.",
      },
    ],
  },
  cities: {
    eyebrow: "Villes",
    title: "Découvrir les Muses par ville",
    lead: "{coverage} Découvrez dans chacune d’elles des guides locaux et des Muses vérifiées.",
  },
  cta: {
    title: "Envie d’une rencontre remarquable ?",
    text: "Rejoignez une communauté fondée sur la discrétion, la vérification, la sécurité et le respect mutuel.",
    directory: "Parcourir l’annuaire",
    becomeMuse: "Devenir Muse",
  },
};
