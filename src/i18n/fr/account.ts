import type { Messages } from "../en/index.ts";

export const account: Messages["account"] = {
  metaTitle: "Paramètres du compte | {brand}",
  metaDescription:
    "Votre mot de passe SoleMuse, vos sessions et vos données : téléchargez ou supprimez tout ce que nous conservons à votre sujet.",
  title: "Paramètres du compte",
  intro:
    "Votre adresse e-mail, votre mot de passe, vos sessions et tout ce que SoleMuse conserve à votre sujet : téléchargez-le ou supprimez-le.",
  deleted: {
    title: "Compte supprimé",
    home: "Retour à l’accueil",
  },
  email: {
    title: "E-mail",
    confirmed: "(confirmée)",
    notConfirmed: "(pas encore confirmée : notre lien vous attend dans votre boîte de réception)",
    resend: "Renvoyer l’e-mail de confirmation",
    sending: "Envoi...",
    pending: "En attente de confirmation : {email}",
    pendingHint: "Ouvrez le lien envoyé à cette adresse ; d’ici là, votre adresse e-mail reste {email}.",
    cancelChange: "Annuler le changement",
    cancelling: "Annulation...",
  },
  changeEmail: {
    title: "Changer d’adresse e-mail",
    newEmail: "Nouvelle adresse e-mail",
    password: "Votre mot de passe",
    submit: "Envoyer le lien de confirmation",
    submitting: "Envoi...",
  },
  password: {
    title: "Changer le mot de passe",
    label: "Changer le mot de passe",
    current: "Mot de passe actuel",
    new: "Nouveau mot de passe",
    confirm: "Confirmer le nouveau mot de passe",
    submit: "Changer le mot de passe",
    submitting: "Enregistrement...",
  },
  sessions: {
    title: "Sessions",
    thisDeviceOnly: "Votre compte n’est connecté que sur cet appareil.",
    otherDevice: "Votre compte est aussi connecté sur {count} autre appareil ou navigateur.",
    otherDevices: "Votre compte est aussi connecté sur {count} autres appareils ou navigateurs.",
    signOutOthers: "Se déconnecter partout ailleurs",
    signingOut: "Déconnexion...",
  },
  data: {
    title: "Mes données",
    exportText:
      "Téléchargez en un seul fichier JSON tout ce que nous conservons à votre sujet (votre compte, vos rôles, votre profil, votre galerie et vos dates de connexion).",
    download: "Télécharger mes données",
    deleteTitle: "Supprimer mon compte",
    deleteText:
      "Cette action supprime votre compte, votre profil, votre galerie et toutes les photos que vous avez envoyées, immédiatement et définitivement.",
    password: "Mot de passe",
    understand: "Je comprends que cette action est irréversible.",
    submit: "Supprimer mon compte",
    submitting: "Suppression...",
  },
};
