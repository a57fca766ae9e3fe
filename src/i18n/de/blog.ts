import type { Messages } from "../en/index.ts";

export const blog: Messages["blog"] = {
  list: {
    metaTitle: "Blog | {brand}",
    metaDescription:
      "Geschichten, Etikette und Stadtporträts vom SoleMuse-Team: Diskretion, Verifizierung, Sicherheit und gegenseitiger Respekt.",
    feedTitle: "{brand}-Blog",
    title: "Der {brand}-Blog",
    lead: "Etikette, Sicherheit, Stadtporträts und der Lifestyle hinter unserer Community verifizierter Musen.",
    articles: "Artikel",
    loading: "Artikel werden geladen",
    empty: {
      title: "Noch keine Artikel",
      hint: "Unsere ersten Geschichten sind schon in Arbeit. Schauen Sie bald wieder vorbei.",
      home: "Zurück zur Startseite",
    },
    cta: {
      title: "Haben Sie eine Geschichte oder eine Frage?",
      text: "Sagen Sie uns, worüber Sie als Nächstes lesen möchten. {contactReply}",
      contact: "In Kontakt bleiben",
    },
  },
  article: {
    back: "← Zurück zum Blog",
    byline: "Von {author}",
    descriptionFallback: "{title}, im {brand}-Blog.",
    versions: { label: "Dieser Artikel in anderen Sprachen", alsoIn: "Auch auf:" },
    share: {
      label: "Diesen Artikel teilen:",
      copy: "Link kopieren",
      newTab: "(öffnet in einem neuen Tab)",
    },
    cta: {
      title: "Bereit, eine verifizierte Muse kennenzulernen?",
      text: "Entdecken Sie von Hand geprüfte Musen in den großen Städten Europas, oder bewerben Sie sich selbst. Diskretion, Verifizierung, Sicherheit und gegenseitiger Respekt, immer.",
      explore: "Musen entdecken",
      becomeMuse: "Muse werden",
    },
  },
  notFound: {
    metaTitle: "Artikel nicht gefunden | {brand}",
    title: "Artikel nicht gefunden",
    text: "Diesen Artikel gibt es nicht oder er ist nicht mehr verfügbar.",
    blog: "Zurück zum Blog",
    home: "Zur Startseite",
  },
};
