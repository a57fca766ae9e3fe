import type { Messages } from "../en/index.ts";
import { api } from "./api.ts";

export const transparency: Messages["transparency"] = {
  title: "Rapport de transparence",
  metaTitle: "Rapport de transparence : signalements, décisions et recours",
  description:
    "Comment SoleMuse modère : signalements reçus par motif, mesures prises, délai médian de décision, recours et leur issue, et comment les autorités et les utilisateurs peuvent nous joindre.",
  lastYear: "12 derniers mois",
  sinceLaunch: "Depuis le lancement",
  notices: "Signalements reçus, par motif",
  noticesTotal: "Tous les signalements",
  timing: "Délai de décision",
  decided: "Signalements traités",
  medianHours: "Délai médian entre signalement et décision (heures)",
  urgentReceived: "Signalements urgents reçus",
  urgentDecided: "Signalements urgents traités",
  urgentMedianHours: "Délai médian des signalements urgents (heures)",
  actions: "Mesures prises, par type",
  actionsTotal: "Toutes les mesures",
  afterNotice: "Prises après un signalement",
  ownInitiative: "Prises de notre propre initiative",
  appeals: "Recours",
  appealsReceived: "Recours reçus",
  appealsUpheld: "Décision maintenue",
  appealsReversed: "Décision annulée",
  appealsOpen: "En cours d’examen",
  warnings: "Avertissements",
  noMedian: "Aucun pour l’instant",
  unavailable: "Les chiffres ne peuvent pas être affichés pour le moment. Veuillez réessayer dans quelques minutes.",
  eyebrow: "Règlement sur les services numériques",
  lead: "Comment {brand} traite les signalements concernant des profils : ce que nous avons reçu, ce que nous avons décidé, en combien de temps, et ce qui a changé après un recours. Les chiffres proviennent directement de nos registres et ne contiennent aucune donnée personnelle.",
  figuresTitle: "Les chiffres",
  period:
    "{lastYear} : du {since} à aujourd’hui. Un signalement est compté à sa réception, une mesure à la date où elle a été prise et un recours à son envoi ; les issues sont indiquées telles qu’elles sont aujourd’hui. La page est actualisée à quelques minutes d’intervalle.",
  atAGlance: "{lastYear} en un coup d’œil",
  noticesReceived: "Signalements reçus",
  actionsTaken: "Mesures prises",
  reversedOnAppeal: "Décisions annulées après recours",
  figure: "Indicateur",
  urgent: "urgent",
  reasons: api.report.reasons,
  decisions: {
    suspension: "Profil suspendu",
    picture_removal: "Photo retirée",
    verification_declined: "Vérification photo refusée",
    rejection: "Candidature non approuvée",
    warning: "Avertissement",
  },
  moderation: {
    title: "Comment fonctionne la modération",
    notices:
      "Chacun peut nous signaler un profil avec « Signaler ce profil » sur sa page, connecté ou non. Une personne de notre équipe lit chaque signalement. Les signalements indiquant qu’une personne pourrait avoir moins de 18 ans, ou subir une contrainte ou la traite, sont marqués urgents et lus en priorité.",
    statements:
      "Chaque fois que nous restreignons le profil d’une Muse (en le suspendant, en retirant une photo, en refusant une vérification photo ou en n’approuvant pas une candidature) ou que nous lui adressons un avertissement, elle reçoit un exposé des motifs : ce que nous avons fait, depuis quand et jusqu’à quand, les faits, la clause de nos {terms} sur laquelle nous nous appuyons, et comment former un recours. Elle peut former un recours dans un délai de {appealMonths} mois depuis son tableau de bord ; un membre de notre équipe l’examine, maintient ou annule la décision, et lui explique pourquoi.",
    terms: "Conditions d’utilisation",
    automation:
      "Aucune décision n’est automatisée. Notre contrôle des photos volées compare les empreintes numériques des images, et il se contente de signaler une photo à une personne de notre équipe, qui l’examine et décide.",
    retention:
      "Un signalement est supprimé, avec l’adresse e-mail de son auteur, {noticeMonths} mois après la décision. Une photo retirée est conservée, sans être visible, pendant {pictureMonths} mois au cas où son retrait ferait l’objet d’un recours, puis supprimée. Les chiffres continuent de compter ce qui a été supprimé : seule une ligne anonyme subsiste pour eux (le jour, le motif ou le type de mesure, l’issue), sans profil, nom, texte ni adresse.",
  },
  contact: {
    title: "Points de contact",
    authorities: "Pour les autorités",
    authoritiesText:
      "Les autorités des États membres de l’UE, la Commission européenne et le Comité européen des services numériques joignent notre point de contact unique à {email}. Merci d’indiquer dans l’objet que vous écrivez en tant qu’autorité. Nous lisons et répondons en {languages}.",
    users: "Pour les utilisateurs",
    usersText:
      "Les Muses, les visiteurs et toute personne ayant signalé un profil nous joignent à {email} ou via notre {contactForm}. C’est toujours une personne de notre équipe qui répond, jamais un système automatisé, en {languages}. {contactReply}",
    contactForm: "formulaire de contact",
    report:
      "Pour signaler un profil, utilisez « Signaler ce profil » sur sa page. Si quelqu’un est en danger immédiat, appelez le 112.",
    languages: "anglais et en allemand",
  },
};
