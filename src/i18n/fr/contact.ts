import type { Messages } from "../en/index.ts";

export const contact: Messages["contact"] = {
  metaTitle: "Contacter {brand} - Réponse sous 24 heures",
  metaDescription:
    "Une question sur un profil, votre candidature ou votre vie privée ? Écrivez à l’équipe SoleMuse. Chaque message est lu par une personne et reçoit une réponse sous 24 heures.",
  hero: {
    eyebrow: "Contact",
    title: "Nous contacter",
    lead: "Une question sur un profil, votre candidature ou votre vie privée ? Écrivez-nous. {contactReply}",
  },
  formTitle: "Envoyez-nous un message",
  byEmail: "Vous pouvez aussi nous écrire par e-mail à {email}.",
  cards: {
    label: "À propos de votre message",
    responseTime: {
      title: "Délai de réponse",
      text: "Nous vous répondons sous 24 heures. Chaque message est lu et traité par un membre de notre équipe, jamais par un robot.",
    },
    privacy: {
      title: "Votre vie privée",
      text: "Votre message n’est lu que par l’équipe SoleMuse. Il n’est jamais transmis aux Muses ni à des tiers, et nous utilisons vos coordonnées uniquement pour vous répondre. Consultez notre {privacyPolicy}.",
      privacyPolicy: "Politique de confidentialité",
    },
  },
  form: {
    label: "Formulaire de contact",
    name: "Nom",
    email: "E-mail",
    subject: "Objet",
    message: "Message",
    send: "Envoyer le message",
    sending: "Envoi...",
    missing: {
      name: "Veuillez indiquer votre nom.",
      email: "Veuillez indiquer votre adresse e-mail.",
      message: "Veuillez écrire votre message.",
    },
    invalidEmail: "Veuillez saisir une adresse e-mail valide.",
  },
};
