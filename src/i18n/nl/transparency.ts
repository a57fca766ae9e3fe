import type { Messages } from "../en/index.ts";
import { api } from "./api.ts";

export const transparency: Messages["transparency"] = {
  title: "Transparantieverslag",
  metaTitle: "Transparantieverslag: meldingen, besluiten en bezwaren",
  description:
    "Hoe SoleMuse modereert: ontvangen meldingen per reden, genomen maatregelen, mediane tijd tot een besluit, bezwaren en hun uitkomst, en hoe autoriteiten en gebruikers ons bereiken.",
  lastYear: "Afgelopen 12 maanden",
  sinceLaunch: "Sinds de lancering",
  notices: "Ontvangen meldingen, per reden",
  noticesTotal: "Alle meldingen",
  timing: "Tijd tot een besluit",
  decided: "Afgehandelde meldingen",
  medianHours: "Mediaan aantal uren van melding tot besluit",
  urgentReceived: "Ontvangen dringende meldingen",
  urgentDecided: "Afgehandelde dringende meldingen",
  urgentMedianHours: "Mediaan aantal uren bij dringende meldingen",
  actions: "Genomen maatregelen, per soort",
  actionsTotal: "Alle maatregelen",
  afterNotice: "Genomen na een melding",
  ownInitiative: "Genomen op eigen initiatief",
  appeals: "Bezwaren",
  appealsReceived: "Ontvangen bezwaren",
  appealsUpheld: "Besluit gehandhaafd",
  appealsReversed: "Besluit teruggedraaid",
  appealsOpen: "Nog in behandeling",
  warnings: "Waarschuwingen",
  noMedian: "Nog geen",
  unavailable: "De cijfers kunnen nu niet worden getoond. Probeer het over een paar minuten opnieuw.",
  eyebrow: "Digitaledienstenverordening",
  lead: "Hoe {brand} omgaat met meldingen over profielen: wat we ontvingen, wat we besloten, hoe snel, en wat er na bezwaar veranderde. De cijfers komen rechtstreeks uit onze administratie en bevatten geen persoonsgegevens.",
  figuresTitle: "De cijfers",
  period:
    "{lastYear}: van {since} tot vandaag. Een melding telt vanaf de ontvangst, een maatregel vanaf het moment dat die is genomen en een bezwaar vanaf het moment dat het is ingediend; uitkomsten zijn zoals ze er vandaag voor staan. De pagina wordt om de paar minuten bijgewerkt.",
  atAGlance: "{lastYear} in één oogopslag",
  noticesReceived: "Ontvangen meldingen",
  actionsTaken: "Genomen maatregelen",
  reversedOnAppeal: "Na bezwaar teruggedraaide besluiten",
  figure: "Kengetal",
  urgent: "dringend",
  reasons: {
    fake_photos: "Nep- of gestolen foto's",
    under_18: "Jonger dan 18",
    forced: "Dwang of mensenhandel",
    scam: "Oplichting of spam",
    offensive: "Aanstootgevende inhoud",
    other: "Overig",
  },
  decisions: api.decisions.titles,
  moderation: {
    title: "Zo werkt moderatie",
    notices:
      "Iedereen kan ons op een profiel wijzen met ‘Dit profiel melden’ op de profielpagina, ingelogd of niet. Iemand van ons team leest elke melding. Meldingen dat iemand jonger dan 18 kan zijn, onder dwang staat of slachtoffer is van mensenhandel, worden als dringend gemarkeerd en als eerste gelezen.",
    statements:
      "Telkens wanneer we het profiel van een Muze beperken (we schorsen het, verwijderen een foto, wijzen een fotoverificatie af of keuren een aanmelding niet goed) of haar een waarschuwing geven, ontvangt ze een motivering: wat we hebben gedaan, vanaf wanneer en tot wanneer, de feiten, de bepaling uit onze {terms} waarop we ons baseren, en hoe ze bezwaar kan maken. Ze kan binnen {appealMonths} maanden bezwaar maken vanuit haar dashboard; iemand van ons team beoordeelt het bezwaar, handhaaft of herroept het besluit en legt haar uit waarom.",
    terms: "Gebruiksvoorwaarden",
    automation:
      "Geen enkel besluit wordt automatisch genomen. Onze controle op gestolen foto's vergelijkt digitale vingerafdrukken van afbeeldingen, en het enige wat die controle doet, is een foto voorleggen aan iemand van ons team, die ernaar kijkt en beslist.",
    retention:
      "Een melding wordt, samen met het e-mailadres van de melder, {noticeMonths} maanden na het besluit verwijderd. Een verwijderde foto wordt, voor niemand zichtbaar, {pictureMonths} maanden bewaard voor het geval er bezwaar wordt gemaakt tegen de verwijdering, en daarna gewist. De cijfers blijven meetellen wat is verwijderd: daarvoor blijft alleen een anonieme regel over (de dag, de reden of het soort maatregel, de uitkomst), zonder profiel, naam, tekst of adres.",
  },
  contact: {
    title: "Contactpunten",
    authorities: "Voor autoriteiten",
    authoritiesText:
      "Autoriteiten van de EU-lidstaten, de Europese Commissie en de Europese Raad voor digitale diensten bereiken ons centrale contactpunt via {email}. Vermeld in het onderwerp dat het om een autoriteit gaat. We lezen en antwoorden in het {languages}.",
    users: "Voor gebruikers",
    usersText:
      "Muzen, bezoekers en iedereen die een profiel heeft gemeld, bereiken ons via {email} of via ons {contactForm}. Er antwoordt altijd iemand van ons team, nooit een geautomatiseerd systeem, in het {languages}. {contactReply}",
    contactForm: "contactformulier",
    report:
      "Wil je een profiel melden? Gebruik dan ‘Dit profiel melden’ op de profielpagina. Is iemand in acuut gevaar? Bel dan 112.",
    languages: "Engels en Duits",
  },
};
