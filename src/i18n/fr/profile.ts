import type { Messages } from "../en/index.ts";
import { api } from "./api.ts";

export const profile: Messages["profile"] = {
  metaTitle: "{handle} {inCity} - Muse vérifiée | {brand}",
  notFound: {
    metaTitle: "Profil introuvable | {brand}",
    title: "Profil introuvable",
    text: "Ce profil de Muse n’existe pas ou n’est plus disponible.",
    browse: "Parcourir l’annuaire",
  },
  back: "Retour à l’annuaire",
  verified: "Vérifiée",
  photoVerified: {
    badge: "Photo vérifiée · {date}",
    explanation:
      "Photo vérifiée : notre équipe a comparé une photo récente d’elle, tenant un code à usage unique et faisant un geste choisi par nous, avec ses photos de profil. La vérification est renouvelée tous les 12 mois.",
    howWeVerify: "Comment nous vérifions",
  },
  sections: {
    services: "Services proposés",
    contact: "Pour la contacter",
    about: "En bref",
    languages: "Langues parlées",
    description: "Description personnelle",
    gallery: "Galerie",
  },
  contact: {
    telegram: "Telegram",
    whatsapp: "WhatsApp",
    call: "Appeler",
    email: "E-mail",
  },
  newTab: " (s’ouvre dans un nouvel onglet)",
  facts: {
    birthYear: "Année de naissance",
    nationality: "Nationalité",
    ethnicity: "Origine",
    hairColor: "Cheveux",
    tattoos: "Tatouages",
    smoker: "Fumeuse",
    yes: "Oui",
    no: "Non",
  },
  exclusive: "Contenu exclusif disponible",
  visits: {
    label: "Ses visites dans d’autres villes",
    visit: "En visite à {city} : {dates}",
    now: "En visite à {city} jusqu’au {date}",
  },
  pictures: {
    none: "{handle} : pas encore de photo",
    open: "Afficher {name} en plein écran",
    galleryPicture: "{handle}, photo {position} de la galerie",
  },
  overlay: {
    close: "Fermer",
    previous: "Photo précédente",
    next: "Photo suivante",
    counter: "{position} sur {count}",
    report: "Signaler cette photo",
  },
  report: {
    open: "Signaler ce profil",
    profileTitle: "Signaler ce profil",
    pictureTitle: "Signaler cette photo",
    namesPicture: api.report.namesPicture,
    close: "Fermer",
    description:
      "Dites-nous ce qui ne va pas. Seule notre équipe lit votre signalement, et {handle} ne saura jamais qui l’a envoyé.",
    reason: "Motif",
    reasons: {
      fake_photos: "Photos fausses ou volées",
      under_18: "Moins de 18 ans",
      forced: "Contrainte ou traite d’êtres humains",
      scam: "Arnaque ou spam",
      offensive: "Contenu choquant",
      other: "Autre motif",
    },
    urgent: "Urgent",
    detailsOptional: "Précisions (facultatif)",
    detailsRequired: "Précisions (obligatoire)",
    email: "Votre e-mail pour le suivi (facultatif)",
    emailHint:
      "Nous l’utilisons uniquement pour vous envoyer un accusé de réception puis la suite donnée. La Muse ne le voit jamais, et il est supprimé avec votre signalement {months} mois après notre décision.",
    goodFaith: api.report.goodFaith,
    cancel: "Annuler",
    submit: "Envoyer",
    sending: "Envoi…",
    sent: {
      title: "Signalement envoyé",
      description: "Merci. Notre équipe examine chaque signalement, généralement sous 24 heures.",
    },
    reference: "Votre référence : {reference}.",
    receipt: "Un accusé de réception portant cette référence arrive dans votre boîte e-mail.",
    failed: api.report.failed,
  },
};
