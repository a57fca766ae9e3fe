import type { Messages } from "../en/index.ts";

export const becomeMuse: Messages["becomeMuse"] = {
  metaTitle: "Devenir Muse sur {brand} - Candidatez en quelques minutes",
  metaDescription:
    "Rejoignez SoleMuse en tant que Muse vérifiée. Gardez la maîtrise de votre profil, soyez contactée directement et gardez chaque arrangement privé. Candidature examinée sous 48 heures.",
  hero: {
    eyebrow: "Pour les Muses",
    title: "Devenir Muse",
    lead: "Partagez votre passion avec des admirateurs qui apprécient la discrétion et le respect. Créez un profil vérifié, choisissez comment l’on vous contacte et gardez la maîtrise de chaque échange.",
    start: "Commencer ma candidature",
    seeMuses: "Voir les Muses actuelles",
  },
  benefits: {
    eyebrow: "Avantages",
    title: "Pourquoi les Muses choisissent SoleMuse",
    lead: "Une plateforme calme et respectueuse qui vous place au premier plan, dans chaque grande ville européenne où nous sommes présents.",
    community: {
      title: "Une communauté vérifiée",
      text: "Chaque Muse est examinée à la main : vous partagez l’annuaire uniquement avec des personnes authentiques et approuvées.",
    },
    control: {
      title: "Vous gardez la main",
      text: "Modifiez votre présentation, votre ville et votre disponibilité quand vous le souhaitez, et passez en « {busy} » ou « {onVacation} » lorsque vous avez besoin d’une pause.",
    },
    contact: {
      title: "Un contact direct",
      text: "Vos admirateurs vous joignent via les canaux que vous choisissez de partager, comme Telegram ou WhatsApp. Aucune messagerie intermédiaire.",
    },
    commission: {
      title: "Aucune commission",
      text: "SoleMuse ne prend aucune commission. {payments}",
    },
    discretion: {
      title: "La discrétion intégrée",
      text: "Les données de localisation et d’appareil photo sont supprimées de chaque photo que vous envoyez, et vos informations privées ne sont jamais affichées publiquement.",
    },
    gallery: {
      title: "Une galerie qui vous met en valeur",
      text: "Présentez-vous sous votre meilleur jour avec une photo de profil et une galerie que vous gérez vous-même une fois votre candidature approuvée.",
    },
  },
  how: {
    eyebrow: "Trois étapes",
    title: "Comment ça marche",
    apply: {
      title: "Candidater",
      text: "Remplissez la courte candidature : votre pseudo, votre ville, vos services, une présentation et deux photos. Comptez environ dix minutes.",
    },
    verification: {
      title: "Vérification",
      text: "Notre équipe examine chaque candidature à la main. {reviewTime} Nous vous communiquons le résultat par e-mail.",
    },
    live: {
      title: "Mise en ligne",
      text: "Une fois votre candidature approuvée, votre profil apparaît dans l’annuaire et vous gérez vos informations et votre galerie depuis votre tableau de bord.",
    },
  },
  requirements: {
    title: "Conditions de candidature",
    intro: "Préparez ces éléments avant de commencer. {adultsOnly}",
    basic: {
      title: "Conditions de base",
      items: [
        "Avoir 18 ans ou plus",
        "Résider dans l’une des villes européennes couvertes",
        "Une approche professionnelle",
        "Un engagement de discrétion",
      ],
    },
    materials: {
      title: "Éléments à fournir",
      items: [
        "Photo de profil",
        "Présentation détaillée",
        "Coordonnées (Telegram ou WhatsApp de préférence)",
        "Photos de galerie supplémentaires (facultatif)",
      ],
    },
  },
  cta: {
    title: "Envie de devenir Muse ?",
    text: "Commencez votre candidature dès aujourd’hui. {reviewTime}",
    start: "Commencer ma candidature",
    ask: "Nous poser une question",
  },
};
