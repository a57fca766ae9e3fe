import type { Messages } from "../en/index.ts";

export const mail: Messages["mail"] = {
  signature: "Discrétion, vérification, sécurité et respect,\nL’équipe {brand}\n{supportEmail}",
  verification: {
    subject: "Confirmez votre adresse e-mail {brand}",
    text: "Bienvenue sur {brand}.\n\nVeuillez confirmer votre adresse e-mail en ouvrant ce lien dans les 48 heures :\n{link}\n\nSi vous n’avez pas créé de compte, ignorez ce message.",
  },
  passwordReset: {
    subject: "Réinitialisez votre mot de passe {brand}",
    text: "Bonjour,\n\nQuelqu’un (vous, nous l’espérons) a demandé à réinitialiser le mot de passe de votre compte {brand}. Ouvrez ce lien dans l’heure pour en choisir un nouveau :\n{link}\n\nLe lien ne fonctionne qu’une fois. Définir un nouveau mot de passe vous déconnecte partout. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.",
  },
  emailChange: {
    subject: "Confirmez votre nouvelle adresse e-mail {brand}",
    text: "Bonjour,\n\nVeuillez confirmer qu’il s’agit bien de la nouvelle adresse e-mail de votre compte {brand} en ouvrant ce lien dans les 24 heures :\n{link}\n\nD’ici là, votre compte conserve son adresse actuelle. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail.",
  },
  passwordChanged: {
    subject: "Le mot de passe de votre compte {brand} a été modifié",
    text: "Bonjour,\n\nLe mot de passe de votre compte {brand} vient d’être modifié, et toutes les autres sessions ont été fermées.\n\nSi ce n’était pas vous, choisissez dès maintenant un nouveau mot de passe : {forgotPasswordLink}\nÉcrivez-nous ensuite à {supportEmail}.",
  },
  emailChangeRequested: {
    subject: "Une nouvelle adresse e-mail a été demandée pour votre compte {brand}",
    text: "Bonjour,\n\nQuelqu’un connecté à votre compte {brand} a demandé à le transférer vers l’adresse {newEmail}. Rien ne change tant que le lien que nous y avons envoyé n’est pas ouvert dans les 24 heures.\n\nSi ce n’était pas vous, choisissez dès maintenant un nouveau mot de passe (cela annule aussi le changement) : {forgotPasswordLink}",
  },
  emailChanged: {
    subject: "L’adresse e-mail de votre compte {brand} a été modifiée",
    text: "Bonjour,\n\nVotre compte {brand} utilise désormais l’adresse {newEmail} ; cette adresse-ci ne permet plus de vous connecter.\n\nSi ce n’était pas vous, écrivez-nous immédiatement à {supportEmail} depuis cette adresse, et nous vous rendrons votre compte.",
  },
  applicationReceived: {
    subject: "Nous avons bien reçu votre candidature {brand}",
    text: "Bonjour {handle},\n\nMerci d’avoir posé votre candidature pour devenir Muse. Chaque candidature est examinée à la main sous 48 heures, et nous vous écrirons dès qu’une décision sera prise.\n\nCréez votre compte avec cette adresse pour suivre votre candidature depuis votre tableau de bord : {authLink}",
  },
  applicationClaim: {
    subject: "Votre candidature {brand} : le lien vers votre compte",
    text: "Bonjour {handle},\n\nMerci d’avoir posé votre candidature pour devenir Muse. Chaque candidature est examinée à la main sous 48 heures.\n\nOuvrez ce lien pour créer votre compte (ou vous connecter) et y lier votre candidature, afin de suivre son examen depuis votre tableau de bord. Il est valable {days} jours ; gardez-le pour vous :\n{claimLink}\n\nS’il a expiré, demandez-en un nouveau sur {authLink}",
  },
  approval: {
    subject: "Votre profil {brand} est en ligne",
    text: "Bonjour {handle},\n\nBonne nouvelle : votre candidature a été approuvée et votre profil est désormais en ligne dans l’annuaire :\n{profileLink}\n\nConnectez-vous à votre tableau de bord pour modifier votre profil, vos disponibilités et votre galerie : {dashboardLink}",
  },
  reinstatement: {
    subject: "Votre profil {brand} est de nouveau en ligne",
    text: "Bonjour {handle},\n\nVotre profil a été réactivé et apparaît de nouveau dans l’annuaire :\n{profileLink}",
  },
  photoVerified: {
    subject: "Votre profil {brand} est vérifié par photo",
    text: "Bonjour {handle},\n\nUn administrateur a comparé votre photo de vérification avec votre profil, et votre profil affiche désormais « Photo vérifiée » avec la date de ce mois-ci. La vérification est valable 12 mois ; nous vous le rappellerons deux semaines avant son expiration. Remplacer votre photo de profil y met fin plus tôt, et vous pouvez vous faire vérifier de nouveau à tout moment.\n\nVotre photo de vérification n’est jamais montrée aux visiteurs et elle est supprimée sous 30 jours.",
  },
  photoVerificationEnding: {
    subject: "Votre vérification par photo {brand} prend fin le {date}",
    text: "Bonjour {handle},\n\nLe badge « Photo vérifiée » de votre profil prend fin le {date}, 12 mois après la vérification de vos photos. Pour le conserver, demandez un nouveau code depuis votre tableau de bord et envoyez une photo récente : {dashboardLink}",
  },
  statement: {
    subjects: {
      suspension: "Votre profil {brand} a été suspendu",
      picture_removal: "Une photo a été retirée de votre profil {brand}",
      verification_declined: "Votre vérification par photo {brand} a été refusée",
      rejection: "À propos de votre candidature {brand}",
      warning: "Un avertissement concernant votre profil {brand}",
    },
    intros: {
      suspension: "Votre profil a été suspendu et n’apparaît plus dans l’annuaire.",
      picture_removal: "Notre équipe a retiré une photo de votre profil. Le reste de votre profil est inchangé.",
      verification_declined: "Un administrateur n’a pas pu confirmer votre photo de vérification.",
      rejection:
        "Merci de l’intérêt que vous portez à {brand}. Après examen, nous n’avons malheureusement pas pu approuver votre candidature cette fois-ci.",
      warning:
        "Notre équipe a examiné votre profil et vous adresse un avertissement. Rien n’a été restreint sur votre profil.",
    },
    pictureRemoved: "Notre équipe a retiré {picture} de votre profil. Le reste de votre profil est inchangé.",
    pictures: {
      gallery_image: "une photo de la galerie",
      profile_picture: "votre photo de profil",
      feet_picture: "votre photo des pieds",
    },
    text: "Bonjour {handle},\n\n{intro}\n\nExposé des motifs\n\n{statement}\n\nVous pouvez relire cet exposé des motifs, et former un recours, depuis votre tableau de bord, rubrique « Décisions concernant votre profil » : {dashboardLink}",
    fields: {
      restricted: "Ce qui a été restreint : {restriction}",
      since: "Depuis le : {date}",
      until: "Jusqu’à : {duration}",
      facts: "Faits : {facts}",
      ground: "Motif : {clause} ({link})",
      source: "Comment nous l’avons appris : {source}",
      automated: "Moyens automatisés : {automated}",
      appeal: "Comment former un recours : {appeal}",
    },
  },
  appealDecided: {
    subject: "Votre recours {brand} : {outcome}",
    text: "Bonjour {handle},\n\nNous avons examiné votre recours contre la décision « {decision} ».\n\n{outcome}. Motif :\n\n{reason}{effect}\n\nVous pouvez le consulter depuis votre tableau de bord : {dashboardLink}\nSi vous n’êtes pas d’accord, vous pouvez vous adresser à un organisme certifié de règlement extrajudiciaire des litiges ou aux tribunaux.",
    effects: {
      reinstated: "Votre profil est réactivé et apparaît de nouveau dans l’annuaire.",
      pictureBack: "La photo est de retour sur votre profil.",
      pictureReplaced: "La photo n’a pas pu être remise en place, car vous en avez déjà ajouté une autre à sa place.",
      verified: "Votre profil affiche désormais « Photo vérifiée ».",
      reopened:
        "Votre candidature est de nouveau en cours d’examen ; nous vous communiquerons notre décision par e-mail.",
      warningWithdrawn: "L’avertissement est retiré.",
    },
  },
  noticeReceipt: {
    subject: "Nous avons bien reçu votre signalement {reference}",
    text: "Bonjour,\n\nMerci d’avoir signalé le profil {handle} sur {brand}. La référence de votre signalement est {reference}.\n\nUn membre de notre équipe examine chaque signalement à la main, en commençant par ceux qui concernent des mineurs ou des personnes contraintes ou victimes de traite. Nous vous communiquerons la suite donnée à cette adresse.\n\nNous conservons cette adresse avec votre signalement pendant {months} mois après la décision, puis nous supprimons les deux. Si vous n’avez pas envoyé ce signalement, vous pouvez ignorer cet e-mail.",
  },
  noticeOutcome: {
    subject: "La suite donnée à votre signalement {reference}",
    text: "Bonjour,\n\nNotre équipe a statué sur votre signalement {reference} concernant le profil {handle}.\n\n{outcome}\n\nAucun moyen automatisé n’a été utilisé : un membre de notre équipe a examiné le signalement et a décidé. Si vous contestez cette décision, répondez à cet e-mail ou écrivez à {supportEmail} dans un délai de 6 mois en indiquant {reference} ; vous pouvez également vous adresser à un organisme certifié de règlement extrajudiciaire des litiges ou aux tribunaux.",
    noAction:
      "Nous avons examiné le profil et n’avons constaté aucun manquement à nos Conditions ; aucune mesure n’a donc été prise.",
    action: "Nous avons pris une mesure : {decision}. Motif : {clause} ({link}).",
    someAction: "Nous avons pris une mesure concernant le profil.",
  },
  contactConfirmation: {
    subject: "Nous avons bien reçu votre message",
    text: "Bonjour,\n\nMerci d’avoir contacté {brand}. Nous vous répondrons sous 24 heures.\n\nSi vous ne nous avez pas écrit, vous pouvez ignorer cet e-mail.",
  },
  contactResponse: {
    reply: "RE : {subject}",
    subject: "Votre message à {brand}",
    text: "Bonjour {name},\n\n{response}",
  },
};
