import type { Messages } from "../en/index.ts";

export const account: Messages["account"] = {
  metaTitle: "Accountinstellingen | {brand}",
  metaDescription: "Je SoleMuse-wachtwoord, sessies en gegevens: download of verwijder alles wat we over je bewaren.",
  title: "Accountinstellingen",
  intro: "Je e-mailadres, wachtwoord en sessies, en alles wat SoleMuse over je bewaart: download het of verwijder het.",
  deleted: {
    title: "Account verwijderd",
    home: "Terug naar de homepage",
  },
  email: {
    title: "E-mail",
    confirmed: "(bevestigd)",
    notConfirmed: "(nog niet bevestigd: onze link staat in je inbox)",
    resend: "Bevestigingsmail opnieuw sturen",
    sending: "Bezig met versturen...",
    pending: "Wacht op bevestiging: {email}",
    pendingHint: "Open de link die we naar dat adres hebben gestuurd; tot die tijd blijft je e-mailadres {email}.",
    cancelChange: "Wijziging annuleren",
    cancelling: "Bezig met annuleren...",
  },
  changeEmail: {
    title: "E-mailadres wijzigen",
    newEmail: "Nieuw e-mailadres",
    password: "Je wachtwoord",
    submit: "Bevestigingslink sturen",
    submitting: "Bezig met versturen...",
  },
  password: {
    title: "Wachtwoord wijzigen",
    label: "Wachtwoord wijzigen",
    current: "Huidig wachtwoord",
    new: "Nieuw wachtwoord",
    confirm: "Bevestig nieuw wachtwoord",
    submit: "Wachtwoord wijzigen",
    submitting: "Bezig met opslaan...",
  },
  sessions: {
    title: "Sessies",
    thisDeviceOnly: "Je bent alleen op dit apparaat ingelogd.",
    otherDevice: "Je bent ook ingelogd op {count} ander apparaat of andere browser.",
    otherDevices: "Je bent ook ingelogd op {count} andere apparaten of browsers.",
    signOutOthers: "Overal elders uitloggen",
    signingOut: "Bezig met uitloggen...",
  },
  data: {
    title: "Mijn gegevens",
    exportText:
      "Download alles wat we over je bewaren (je account, rollen, profiel, galerij en inlogmomenten) als één JSON-bestand.",
    download: "Mijn gegevens downloaden",
    deleteTitle: "Mijn account verwijderen",
    deleteText:
      "Hiermee worden je account, je profiel, je galerij en elke foto die je hebt geüpload direct en definitief verwijderd.",
    password: "Wachtwoord",
    understand: "Ik begrijp dat dit niet ongedaan kan worden gemaakt.",
    submit: "Mijn account verwijderen",
    submitting: "Bezig met verwijderen...",
  },
};
