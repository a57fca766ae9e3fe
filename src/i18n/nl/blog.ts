import type { Messages } from "../en/index.ts";

export const blog: Messages["blog"] = {
  list: {
    metaTitle: "Blog | {brand}",
    metaDescription:
      "Verhalen, etiquette en stadsgidsen van het SoleMuse-team: discretie, verificatie, veiligheid en wederzijds respect.",
    feedTitle: "{brand}-blog",
    title: "De {brand}-blog",
    lead: "Etiquette, veiligheid, stadsgidsen en de lifestyle achter onze community van geverifieerde Muzen.",
    articles: "Artikelen",
    loading: "Artikelen worden geladen",
    empty: {
      title: "Nog geen artikelen",
      hint: "Onze eerste verhalen zijn onderweg. Kom snel nog eens kijken.",
      home: "Terug naar home",
    },
    cta: {
      title: "Heb je een verhaal of een vraag?",
      text: "Laat ons weten waarover je hierna wilt lezen. {contactReply}",
      contact: "Blijf in contact",
    },
  },
  article: {
    back: "← Terug naar de blog",
    byline: "Door {author}",
    descriptionFallback: "{title}, op de {brand}-blog.",
    versions: { label: "Dit artikel in andere talen", alsoIn: "Ook beschikbaar in:" },
    share: {
      label: "Deel dit artikel:",
      copy: "Link kopiëren",
      newTab: "(opent in een nieuw tabblad)",
    },
    cta: {
      title: "Klaar om een geverifieerde Muze te ontmoeten?",
      text: "Bekijk met de hand beoordeelde Muzen in de grote steden van Europa, of meld je aan om je bij hen te voegen. Discretie, verificatie, veiligheid en wederzijds respect, altijd.",
      explore: "Ontdek Muzen",
      becomeMuse: "Word een Muze",
    },
  },
  notFound: {
    metaTitle: "Artikel niet gevonden | {brand}",
    title: "Artikel niet gevonden",
    text: "Dit artikel bestaat niet of is niet meer beschikbaar.",
    blog: "Terug naar de blog",
    home: "Naar de homepage",
  },
};
