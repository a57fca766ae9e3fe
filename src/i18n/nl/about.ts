import type { Messages } from "../en/index.ts";

export const about: Messages["about"] = {
  metaTitle: "Over {brand} - Onze missie, waarden en ons verhaal",
  metaDescription:
    "SoleMuse is een discrete, handmatig geverifieerde gids van Muzen in de grote steden van Europa, gebouwd op discretie, verificatie, veiligheid en wederzijds respect.",
  hero: {
    eyebrow: "Over {brand}",
    title: "Een discreet thuis voor een elegante passie",
    lead: "SoleMuse brengt volwassenen die mooie voeten waarderen in contact met geverifieerde Muzen in heel Europa, zonder oordeel, zonder ruis en zonder tussenpersonen.",
  },
  mission: {
    eyebrow: "Onze missie",
    title: "Contact dat begint met vertrouwen",
    text: "Wij vinden dat een voorliefde voor voeten een plek verdient die elegant, veilig en vrij van oordeel is. Onze missie is bewonderaars en Muzen een plek te geven waar elk profiel echt is, elk gesprek respectvol verloopt en elke afspraak tussen de twee betrokkenen blijft. {payments}",
  },
  values: {
    eyebrow: "Onze waarden",
    title: "Waar we voor staan",
    lead: "Vier beloftes sturen elke beslissing die we nemen, van het ontwerp van een profiel tot de manier waarop we een e-mail beantwoorden.",
    discretion:
      "Jouw voorkeuren zijn jouw zaak. We verzamelen alleen wat we nodig hebben, verwijderen locatiegegevens uit elke foto en verkopen nooit persoonsgegevens.",
    verification:
      "Een echt mens beoordeelt elke aanmelding voordat een profiel online gaat, zodat de gids alleen echte, goedgekeurde Muzen toont.",
    safety:
      "Duidelijke regels, toegang alleen voor volwassenen en snel ingrijpen bij elke melding. We raden aan om eerst op een openbare plek af te spreken en op je gevoel te vertrouwen.",
    respect:
      "Muzen bepalen zelf met wie ze praten en op welke voorwaarden. Een beleefd nee is een antwoord, en wie dat vergeet, hoort hier niet thuis.",
  },
  story: {
    eyebrow: "Ons verhaal",
    title: "Van Zürich naar de rest van Europa",
    beginning:
      "SoleMuse begon in Zürich, waar een klein team genoeg had van anonieme advertenties, gestolen foto's en platforms die een persoonlijke voorliefde behandelden als iets om te verbergen. We wilden het tegenovergestelde bouwen: een rustige, zorgvuldig ontworpen gids waarin elke Muze door een echt mens wordt gecontroleerd.",
    conversations:
      "Gesprekken met Muzen en bewonderaars in Berlijn, Wenen, München, Hamburg, Frankfurt, Amsterdam en Brussel hebben al onze regels gevormd: met de hand verifiëren, nooit tussen twee volwassenen in gaan staan, nooit hun betalingen verwerken en hun privacy beschermen alsof het onze eigen privacy is.",
    today:
      "{coverage} We zijn nog steeds een klein, onafhankelijk team, en we lezen nog altijd elke aanmelding en elk bericht zelf.",
  },
  facts: {
    reviewTime: "48 uur",
    contactReply: "24 uur",
    adultsOnly: "18+",
    payments: "0",
    paymentsLabel: "Betalingen verwerkt door SoleMuse: afspraken worden rechtstreeks tussen gebruikers gemaakt.",
  },
  photoVerification: {
    eyebrow: "Geverifieerd, en hoe",
    title: "Wat “Foto geverifieerd” betekent",
    verified: "geverifieerd",
    photoVerified: "Foto geverifieerd",
    verifiedText:
      "Elke Muze in de gids is {verified}: iemand van ons team heeft de aanmelding gelezen en de foto's en het telefoonnummer met de hand gecontroleerd voordat het profiel online ging.",
    photoVerifiedText:
      "Een Muze kan ook de badge {photoVerified} krijgen. Ze vraagt ons om een eenmalige code en een gebaar, en stuurt daarna één nieuwe foto van zichzelf waarop ze een papier met haar profielnaam en die code vasthoudt en het gebaar maakt. Een beheerder vergelijkt die met haar profielfoto's; de badge toont de maand en het jaar van die controle (“Foto geverifieerd · nov 2026”). De badge blijft 12 maanden geldig en vervalt direct als ze haar profielfoto vervangt, tot ze zich opnieuw laat verifiëren.",
    pictureText:
      "De verificatiefoto wordt nooit aan bezoekers getoond: alleen ons team ziet hem, en hij wordt 30 dagen na ons besluit verwijderd. We vergelijken ook elke geüploade foto met de foto's van andere profielen, zodat een foto die van iemand anders is overgenomen, wordt opgemerkt voordat hij online gaat.",
  },
  cta: {
    title: "Word deel van het verhaal van SoleMuse",
    text: "Ontdek geverifieerde Muzen bij jou in de buurt, of meld je aan om er zelf een te worden. Elk profiel wordt met de hand beoordeeld.",
    explore: "Ontdek Muzen",
    becomeMuse: "Word een Muze",
  },
};
