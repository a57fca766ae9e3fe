import type { Messages } from "../en/index.ts";

export const about: Messages["about"] = {
  metaTitle: "À propos de {brand} - Notre mission, nos valeurs et notre histoire",
  metaDescription:
    "SoleMuse est un annuaire discret de Muses vérifiées à la main dans les grandes villes d’Europe, fondé sur la discrétion, la vérification, la sécurité et le respect mutuel.",
  hero: {
    eyebrow: "À propos de {brand}",
    title: "Un écrin discret pour une passion élégante",
    lead: "SoleMuse met en relation les adultes qui apprécient les beaux pieds avec des Muses vérifiées partout en Europe, sans jugement, sans bruit et sans intermédiaire.",
  },
  mission: {
    eyebrow: "Notre mission",
    title: "Des rencontres qui commencent par la confiance",
    text: "Nous pensons que l’attirance pour les pieds mérite un espace élégant, sûr et libre de tout jugement. Notre mission est d’offrir aux admirateurs et aux Muses un lieu où chaque profil est authentique, chaque échange respectueux et où chaque arrangement reste entre les deux personnes concernées. {payments}",
  },
  values: {
    eyebrow: "Nos valeurs",
    title: "Ce qui nous engage",
    lead: "Quatre engagements guident chacune de nos décisions, de la conception d’un profil à la façon dont nous répondons à un e-mail.",
    discretion:
      "Vos préférences ne regardent que vous. Nous ne collectons que le strict nécessaire, supprimons les données de localisation de chaque photo et ne vendons jamais de données personnelles.",
    verification:
      "Une vraie personne examine chaque candidature avant la mise en ligne d’un profil : l’annuaire ne présente que des Muses authentiques et approuvées.",
    safety:
      "Des règles claires, un accès réservé aux adultes et une réaction rapide à chaque signalement. Nous vous conseillons de vous rencontrer d’abord dans un lieu public et de vous fier à votre instinct.",
    respect:
      "Les Muses choisissent avec qui elles échangent et à quelles conditions. Un non poli est une réponse, et quiconque l’oublie n’a pas sa place ici.",
  },
  story: {
    eyebrow: "Notre histoire",
    title: "De Zurich au reste de l’Europe",
    beginning:
      "SoleMuse est né à Zurich, où une petite équipe s’est lassée des petites annonces anonymes, des photos volées et des plateformes qui traitaient une préférence personnelle comme une chose à cacher. Nous avons voulu construire l’inverse : un annuaire calme, conçu avec soin, où chaque Muse est vérifiée par une vraie personne.",
    conversations:
      "Nos échanges avec des Muses et des admirateurs à Berlin, Vienne, Munich, Hambourg, Francfort, Amsterdam et Bruxelles ont façonné chacune de nos règles : vérifier à la main, ne jamais s’interposer entre deux adultes, ne jamais traiter leurs paiements et protéger leur vie privée comme si c’était la nôtre.",
    today:
      "{coverage} Nous sommes toujours une petite équipe indépendante, et nous lisons toujours nous-mêmes chaque candidature et chaque message.",
  },
  facts: {
    reviewTime: "48 h",
    contactReply: "24 h",
    adultsOnly: "18+",
    payments: "0",
    paymentsLabel:
      "Paiement traité par SoleMuse : les arrangements se font directement entre les personnes concernées.",
  },
  photoVerification: {
    eyebrow: "Vérifiée, et comment",
    title: "Ce que signifie « Photo vérifiée »",
    verified: "vérifiée",
    photoVerified: "Photo vérifiée",
    verifiedText:
      "Chaque Muse de l’annuaire est {verified} : un membre de notre équipe a lu sa candidature et contrôlé à la main ses photos et son numéro de téléphone avant la mise en ligne de son profil.",
    photoVerifiedText:
      "Une Muse peut aussi obtenir le badge {photoVerified}. Elle nous demande un code à usage unique et un geste, puis nous envoie une photo récente d’elle-même, tenant une feuille où sont écrits son pseudo et ce code, en faisant le geste. Un administrateur la compare à ses photos de profil ; le badge indique le mois et l’année de ce contrôle (« Photo vérifiée · nov. 2026 »). Il est valable 12 mois et prend fin aussitôt si elle remplace sa photo de profil, jusqu’à ce qu’elle se fasse vérifier à nouveau.",
    pictureText:
      "La photo de vérification n’est jamais montrée aux visiteurs : seule notre équipe la voit, et elle est supprimée 30 jours après notre décision. Nous comparons aussi chaque photo envoyée avec celles des autres profils, afin qu’une photo empruntée à quelqu’un d’autre soit repérée avant sa mise en ligne.",
  },
  cta: {
    title: "Faites partie de l’histoire de SoleMuse",
    text: "Découvrez des Muses vérifiées près de chez vous, ou posez votre candidature pour en devenir une. Chaque profil est examiné à la main.",
    explore: "Découvrir les Muses",
    becomeMuse: "Devenir Muse",
  },
};
