import type { Messages } from "../en/index.ts";

export const becomeMuse: Messages["becomeMuse"] = {
  metaTitle: "Word een Muze op {brand} - in een paar minuten aangemeld",
  metaDescription:
    "Meld je aan als geverifieerde Muze bij SoleMuse. Houd de regie over je profiel, word rechtstreeks benaderd en houd elke afspraak privé. Binnen 48 uur beoordeeld.",
  hero: {
    eyebrow: "Voor Muzen",
    title: "Word een Muze",
    lead: "Deel je passie met bewonderaars die discretie en respect waarderen. Maak een geverifieerd profiel, kies zelf hoe mensen je bereiken en houd de regie over elk gesprek.",
    start: "Start je aanmelding",
    seeMuses: "Bekijk de huidige Muzen",
  },
  benefits: {
    eyebrow: "Voordelen",
    title: "Waarom Muzen voor SoleMuse kiezen",
    lead: "Een rustig, respectvol platform dat jou op de eerste plaats zet, in elke grote Europese stad waar we actief zijn.",
    community: {
      title: "Een geverifieerde community",
      text: "Elke Muze wordt met de hand beoordeeld, dus je deelt de gids alleen met echte, goedgekeurde mensen.",
    },
    control: {
      title: "Jij houdt de regie",
      text: "Pas je beschrijving, stad en beschikbaarheid aan wanneer je wilt, en zet jezelf op ‘{busy}’ of ‘{onVacation}’ als je even pauze nodig hebt.",
    },
    contact: {
      title: "Direct contact",
      text: "Bewonderaars bereiken je via de kanalen die je zelf kiest om te delen, zoals Telegram of WhatsApp. Geen inbox ertussen.",
    },
    commission: {
      title: "Geen commissie",
      text: "SoleMuse rekent geen commissie. {payments}",
    },
    discretion: {
      title: "Discretie ingebouwd",
      text: "Locatie- en cameragegevens worden verwijderd uit elke foto die je uploadt, en privégegevens worden nooit openbaar getoond.",
    },
    gallery: {
      title: "Een galerij die je op je mooist laat zien",
      text: "Presenteer jezelf op je best met een profielfoto en een galerij die je na goedkeuring zelf beheert.",
    },
  },
  how: {
    eyebrow: "Drie stappen",
    title: "Zo werkt het",
    apply: {
      title: "Aanmelden",
      text: "Vul de korte aanmelding in: je profielnaam, stad, diensten, een beschrijving en twee foto's. Dat duurt ongeveer tien minuten.",
    },
    verification: {
      title: "Verificatie",
      text: "Ons team controleert elke aanmelding met de hand. {reviewTime} We laten je de uitkomst per e-mail weten.",
    },
    live: {
      title: "Online gaan",
      text: "Na goedkeuring verschijnt je profiel in de gids en beheer je je gegevens en galerij vanuit je dashboard.",
    },
  },
  requirements: {
    title: "Voorwaarden voor je aanmelding",
    intro: "Zorg dat je dit klaar hebt voordat je begint. {adultsOnly}",
    basic: {
      title: "Basisvoorwaarden",
      items: [
        "18 jaar of ouder",
        "Gevestigd in een van onze Europese steden",
        "Een professionele houding",
        "Toewijding aan discretie",
      ],
    },
    materials: {
      title: "Materiaal",
      items: [
        "Profielfoto",
        "Uitgebreide beschrijving",
        "Contactgegevens (bij voorkeur Telegram of WhatsApp)",
        "Optioneel extra foto's voor je galerij",
      ],
    },
  },
  cta: {
    title: "Klaar om een Muze te worden?",
    text: "Start vandaag nog je aanmelding. {reviewTime}",
    start: "Start je aanmelding",
    ask: "Stel ons een vraag",
  },
};
