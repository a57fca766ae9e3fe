import type { Messages } from "../en/index.ts";

export const home: Messages["home"] = {
  metaTitle: "{brand} - {tagline} | Discrete voetfetisjgids in Europa",
  metaDescription:
    "Bekijk handmatig geverifieerde Muzen in de grote steden van Europa en neem rechtstreeks contact op. Discreet, veilig en respectvol: SoleMuse is alleen voor volwassenen (18+).",
  hero: {
    eyebrow: "{tagline} · Alleen 18+",
    title: "Waar discrete ontmoetingen beginnen",
    lead: "SoleMuse is een zorgvuldig samengestelde gids van handmatig geverifieerde Muzen voor volwassenen die mooie voeten waarderen. Kijk stad voor stad rond, lees profielen in alle rust en neem rechtstreeks contact op.",
    explore: "Ontdek Muzen",
    list: "Schrijf je in als Muze",
    promises: "Onze beloftes",
  },
  features: {
    eyebrow: "Waarom {brand}",
    title: "Een gids gebouwd op vertrouwen",
    lead: "Alles aan SoleMuse is erop gericht dat bewonderaars en Muzen elkaar met vertrouwen kunnen ontmoeten.",
    verified: {
      title: "Geverifieerd & veilig",
      text: "Elke Muze wordt met de hand beoordeeld voordat een profiel online gaat. Alleen goedgekeurde profielen verschijnen in de gids, en we reageren snel op elke melding.",
    },
    premium: {
      title: "Topkwaliteit",
      text: "Verzorgde profielen met echte foto's, uitgebreide beschrijvingen en duidelijke contactmogelijkheden, samengesteld voor wie kwaliteit belangrijker vindt dan kwantiteit.",
    },
    discreet: {
      title: "Discreet platform",
      text: "Geen advertentietrackers, geen openbare activiteit en foto's zonder locatiegegevens. Wat je bekijkt, blijft jouw zaak.",
    },
    lifestyle: {
      title: "Gericht op lifestyle",
      text: "Een stijlvol thuis voor de voetfetisj-lifestyle, met stadsgidsen, etiquette en verhalen op onze blog.",
    },
  },
  how: {
    eyebrow: "Zo werkt het",
    title: "Eenvoudig, direct en privé",
    steps: [
      {
        title: "Zoek per stad",
        text: "Verken de gids stad voor stad en filter op de diensten die jou interesseren.",
      },
      {
        title: "Lees in alle rust",
        text: "Elk profiel toont de foto's, beschrijving, talen en beschikbaarheid van een geverifieerde Muze.",
      },
      {
        title: "Neem direct contact op",
        text: "Bereik een Muze via de kanalen die de Muze zelf deelt, zoals Telegram of WhatsApp.",
      },
    ],
  },
  cities: {
    eyebrow: "Steden",
    title: "Ontdek Muzen per stad",
    lead: "{coverage} Ontdek in elke stad lokale gidsen en geverifieerde Muzen.",
  },
  cta: {
    title: "Klaar voor een bijzondere ontmoeting?",
    text: "Word deel van een community die draait om discretie, verificatie, veiligheid en wederzijds respect.",
    directory: "Bekijk de gids",
    becomeMuse: "Word een Muze",
  },
};
