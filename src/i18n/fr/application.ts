import type { Messages } from "../en/index.ts";

export const application: Messages["application"] = {
  metaTitle: "Candidature Muse | {brand}",
  metaDescription:
    "Posez votre candidature pour rejoindre SoleMuse en tant que Muse vérifiée. Chaque candidature est examinée à la main sous 48 heures.",
  back: "Retour à « Devenir Muse »",
  title: "Candidature Muse",
  intro:
    "Parlez-nous de vous. Chaque candidature est vérifiée à la main et examinée sous 48 heures. Vos photos restent privées jusqu’à l’approbation de votre candidature ; seule notre équipe voit votre numéro de téléphone.",
  rejected: {
    next: "Mettez à jour vos informations ci-dessous et envoyez-la à nouveau. Vos photos actuelles sont conservées, sauf si vous en choisissez de nouvelles.",
  },
  formLabel: "Candidature Muse",
  handle: {
    label: "Pseudo",
    hint: "Votre nom public ; il apparaît dans l’adresse de votre profil.",
  },
  city: {
    label: "Ville",
    placeholder: "Choisissez votre ville",
  },
  bio: {
    label: "Présentation",
    count: "{count}/{max} caractères",
    placeholder: "Présentez-vous : votre style, ce que vous aimez, ce qui rend une rencontre avec vous unique.",
  },
  phone: {
    label: "Numéro de téléphone",
    hint: "Uniquement pour la vérification : seule notre équipe le voit, il n’apparaît jamais sur votre profil. Une fois approuvée, vous choisissez dans votre tableau de bord si un bouton Appeler s’affiche, et avec quel numéro.",
    placeholder: "+41 79 123 45 67",
  },
  email: {
    label: "E-mail",
    hint: "Nous vous envoyons par e-mail le lien pour créer votre compte et y rattacher cette candidature. Votre adresse n’apparaît jamais sur votre profil.",
  },
  foundUs: {
    label: "Comment nous avez-vous connus ?",
    placeholder: "Choisissez une option",
  },
  pictures: {
    profile: {
      label: "Photo de profil",
      preview: "Aperçu de la photo de profil",
      current: "Photo de profil actuelle",
    },
    feet: {
      label: "Photo des pieds",
      preview: "Aperçu de la photo des pieds",
      current: "Photo des pieds actuelle",
    },
    none: "Pas encore de photo",
    replaces: "Cette nouvelle photo remplace l’actuelle.",
    kept: "Votre photo actuelle est conservée, sauf si vous en choisissez une nouvelle.",
    keepCurrent: "Garder la photo actuelle",
    notAnImage: "Veuillez choisir un fichier image.",
  },
  ageConfirmed: "Je confirme avoir 18 ans ou plus",
  termsAccepted: "J’accepte les {terms} et la {privacy}",
  termsLink: "Conditions d’utilisation",
  privacyLink: "Politique de confidentialité",
  submit: "Envoyer ma candidature",
  submitting: "Envoi...",
  error: "Erreur",
  submitted: {
    title: "Candidature envoyée !",
    thanks: "Merci, {handle}. Notre équipe examine chaque candidature à la main sous 48 heures.",
    createAccount:
      "Créez maintenant votre compte pour pouvoir gérer votre profil une fois votre candidature approuvée.",
    mailed: "Nous vous avons aussi envoyé ce lien à {email}, au cas où vous fermeriez cette page.",
    createAccountButton: "Créer votre compte",
    thanksLinked:
      "Merci, {handle}. {status} Notre équipe examine chaque candidature à la main sous 48 heures et vous prévient par e-mail dès qu’une décision est prise.",
    backInReview: "Votre candidature est de nouveau en cours d’examen.",
    linked: "Votre candidature est liée à votre compte.",
    dashboardShows: "Votre tableau de bord indique où en est votre candidature.",
    goToDashboard: "Accéder au tableau de bord",
  },
};
