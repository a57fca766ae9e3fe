import type { Messages } from "../en/index.ts";

export const mail: Messages["mail"] = {
  signature: "Discretie, verificatie, veiligheid en respect,\nHet {brand}-team\n{supportEmail}",
  verification: {
    subject: "Bevestig je e-mailadres bij {brand}",
    text: "Welkom bij {brand}.\n\nBevestig je e-mailadres door binnen 48 uur deze link te openen:\n{link}\n\nHeb je geen account aangemaakt? Dan kun je dit bericht negeren.",
  },
  passwordReset: {
    subject: "Stel je {brand}-wachtwoord opnieuw in",
    text: "Hallo,\n\nIemand (hopelijk jij) heeft gevraagd om het wachtwoord van je {brand}-account opnieuw in te stellen. Open binnen een uur deze link om een nieuw wachtwoord te kiezen:\n{link}\n\nDe link werkt één keer. Met een nieuw wachtwoord word je overal uitgelogd. Heb je hier niet om gevraagd? Negeer dan deze e-mail: je wachtwoord blijft zoals het is.",
  },
  emailChange: {
    subject: "Bevestig je nieuwe e-mailadres bij {brand}",
    text: "Hallo,\n\nBevestig dat dit het nieuwe e-mailadres van je {brand}-account is door binnen 24 uur deze link te openen:\n{link}\n\nTot die tijd houdt je account het huidige adres. Heb je hier niet om gevraagd? Negeer dan deze e-mail.",
  },
  passwordChanged: {
    subject: "Je {brand}-wachtwoord is gewijzigd",
    text: "Hallo,\n\nHet wachtwoord van je {brand}-account is zojuist gewijzigd, en je bent op alle andere apparaten uitgelogd.\n\nWas jij dit niet? Kies dan nu een nieuw wachtwoord: {forgotPasswordLink}\nSchrijf ons daarna op {supportEmail}.",
  },
  emailChangeRequested: {
    subject: "Er is een nieuw e-mailadres aangevraagd voor je {brand}-account",
    text: "Hallo,\n\nIemand die in je {brand}-account is ingelogd, heeft gevraagd het over te zetten naar {newEmail}. Er verandert niets zolang de link die we daarheen stuurden niet binnen 24 uur wordt geopend.\n\nWas jij dit niet? Kies dan nu een nieuw wachtwoord (daarmee wordt de wijziging ook geannuleerd): {forgotPasswordLink}",
  },
  emailChanged: {
    subject: "Het e-mailadres van je {brand}-account is gewijzigd",
    text: "Hallo,\n\nJe {brand}-account gebruikt nu het adres {newEmail}; met dit adres kun je niet meer inloggen.\n\nWas jij dit niet? Schrijf ons dan meteen vanaf dit adres op {supportEmail}, dan geven we je het account terug.",
  },
  applicationReceived: {
    subject: "We hebben je aanmelding bij {brand} ontvangen",
    text: "Hallo {handle},\n\nBedankt voor je aanmelding als Muze. Elke aanmelding wordt binnen 48 uur met de hand beoordeeld, en we mailen je zodra er een besluit is.\n\nMaak met dit adres je account aan om je aanmelding op je dashboard te volgen: {authLink}",
  },
  applicationClaim: {
    subject: "Je aanmelding bij {brand}: de link naar je account",
    text: "Hallo {handle},\n\nBedankt voor je aanmelding als Muze. Elke aanmelding wordt binnen 48 uur met de hand beoordeeld.\n\nOpen deze link om je account aan te maken (of in te loggen) en je aanmelding eraan te koppelen, zodat je de beoordeling op je dashboard kunt volgen. De link werkt {days} dagen; houd hem voor jezelf:\n{claimLink}\n\nIs hij verlopen? Vraag dan een nieuwe aan op {authLink}",
  },
  approval: {
    subject: "Je {brand}-profiel staat online",
    text: "Hallo {handle},\n\nGoed nieuws: je aanmelding is goedgekeurd en je profiel staat nu in het overzicht:\n{profileLink}\n\nLog in op je dashboard om je profiel, beschikbaarheid en galerij te bewerken: {dashboardLink}",
  },
  reinstatement: {
    subject: "Je {brand}-profiel staat weer online",
    text: "Hallo {handle},\n\nJe profiel is weer vrijgegeven en staat opnieuw in het overzicht:\n{profileLink}",
  },
  photoVerified: {
    subject: "Je {brand}-profiel heeft een geverifieerde foto",
    text: "Hallo {handle},\n\nEen beheerder heeft je verificatiefoto vergeleken met je profiel, en je profiel toont nu ‘Foto geverifieerd’ met de datum van deze maand. Dat blijft 12 maanden geldig; we herinneren je er twee weken voor het einde aan. Als je je profielfoto vervangt, vervalt het eerder, en je kunt je op elk moment opnieuw laten verifiëren.\n\nJe verificatiefoto wordt nooit aan bezoekers getoond en binnen 30 dagen verwijderd.",
  },
  photoVerificationEnding: {
    subject: "Je fotoverificatie bij {brand} loopt af op {date}",
    text: "Hallo {handle},\n\nDe badge ‘Foto geverifieerd’ van je profiel loopt af op {date}, 12 maanden nadat je foto’s zijn gecontroleerd. Wil je hem houden? Vraag dan op je dashboard een nieuwe code aan en stuur een recente foto: {dashboardLink}",
  },
  statement: {
    subjects: {
      suspension: "Je {brand}-profiel is geschorst",
      picture_removal: "Er is een foto van je {brand}-profiel verwijderd",
      verification_declined: "Je fotoverificatie bij {brand} is afgewezen",
      rejection: "Over je aanmelding bij {brand}",
      warning: "Een waarschuwing over je {brand}-profiel",
    },
    intros: {
      suspension: "Je profiel is geschorst en wordt niet meer in het overzicht getoond.",
      picture_removal: "Ons team heeft een foto van je profiel verwijderd. De rest van je profiel is ongewijzigd.",
      verification_declined: "Een beheerder kon je verificatiefoto niet bevestigen.",
      rejection:
        "Bedankt voor je interesse in {brand}. Na beoordeling konden we je aanmelding deze keer helaas niet goedkeuren.",
      warning: "Ons team heeft je profiel bekeken en geeft je een waarschuwing. Er is niets aan je profiel beperkt.",
    },
    pictureRemoved: "Ons team heeft {picture} van je profiel verwijderd. De rest van je profiel is ongewijzigd.",
    pictures: {
      gallery_image: "een galerijfoto",
      profile_picture: "je profielfoto",
      feet_picture: "je voetenfoto",
    },
    text: "Hallo {handle},\n\n{intro}\n\nMotivering van het besluit\n\n{statement}\n\nJe kunt deze motivering lezen, en bezwaar maken tegen het besluit, op je dashboard onder ‘Besluiten over je profiel’: {dashboardLink}",
    fields: {
      restricted: "Wat is beperkt: {restriction}",
      since: "Sinds: {date}",
      until: "Tot: {duration}",
      facts: "Feiten: {facts}",
      ground: "Grond: {clause} ({link})",
      source: "Hoe we het te weten kwamen: {source}",
      automated: "Geautomatiseerde middelen: {automated}",
      appeal: "Bezwaar maken: {appeal}",
    },
  },
  appealDecided: {
    subject: "Je bezwaar bij {brand}: {outcome}",
    text: "Hallo {handle},\n\nWe hebben je bezwaar tegen het besluit ‘{decision}’ beoordeeld.\n\n{outcome}. De reden:\n\n{reason}{effect}\n\nJe kunt het nalezen op je dashboard: {dashboardLink}\nBen je het er niet mee eens? Dan kun je je wenden tot een gecertificeerde instantie voor buitengerechtelijke geschillenbeslechting of tot de rechter.",
    effects: {
      reinstated: "Je profiel is weer vrijgegeven en staat opnieuw in het overzicht.",
      pictureBack: "De foto staat weer op je profiel.",
      pictureReplaced: "De foto kon niet worden teruggezet, omdat je er al een andere voor in de plaats hebt geüpload.",
      verified: "Je profiel toont nu ‘Foto geverifieerd’.",
      reopened: "Je aanmelding wordt opnieuw beoordeeld; we mailen je ons besluit.",
      warningWithdrawn: "De waarschuwing is ingetrokken.",
    },
  },
  noticeReceipt: {
    subject: "We hebben je melding {reference} ontvangen",
    text: "Hallo,\n\nBedankt dat je het profiel {handle} op {brand} hebt gemeld. De referentie van je melding is {reference}.\n\nEen lid van ons team bekijkt elke melding met de hand, en meldingen over minderjarigen of over mensen die gedwongen worden of slachtoffer zijn van mensenhandel als eerste. We mailen je de uitkomst op dit adres.\n\nWe bewaren dit adres bij je melding tot {months} maanden na het besluit en verwijderen daarna allebei. Heb je deze melding niet verstuurd? Dan kun je deze e-mail negeren.",
  },
  noticeOutcome: {
    subject: "De uitkomst van je melding {reference}",
    text: "Hallo,\n\nOns team heeft een besluit genomen over je melding {reference} over het profiel {handle}.\n\n{outcome}\n\nEr zijn geen geautomatiseerde middelen gebruikt: een lid van ons team heeft de melding bekeken en besloten. Ben je het niet eens met dit besluit? Beantwoord dan deze e-mail of schrijf binnen 6 maanden naar {supportEmail} en vermeld daarbij {reference}; je kunt je ook wenden tot een gecertificeerde instantie voor buitengerechtelijke geschillenbeslechting of tot de rechter.",
    noAction:
      "We hebben het profiel bekeken en geen schending van onze voorwaarden gevonden, dus er is niets ondernomen.",
    action: "We hebben maatregelen genomen: {decision}. De grond: {clause} ({link}).",
    someAction: "We hebben maatregelen genomen tegen het profiel.",
  },
  contactConfirmation: {
    subject: "We hebben je bericht ontvangen",
    text: "Hallo,\n\nBedankt voor je bericht aan {brand}. We reageren binnen 24 uur.\n\nHeb je ons niet geschreven? Dan kun je deze e-mail negeren.",
  },
  contactResponse: {
    reply: "Re: {subject}",
    subject: "Je bericht aan {brand}",
    text: "Hallo {name},\n\n{response}",
  },
};
