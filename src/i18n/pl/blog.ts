import type { Messages } from "../en/index.ts";

export const blog: Messages["blog"] = {
  list: {
    metaTitle: "Blog | {brand}",
    metaDescription:
      "Historie, savoir-vivre i przewodniki po miastach od zespołu SoleMuse: dyskrecja, weryfikacja, bezpieczeństwo i wzajemny szacunek.",
    feedTitle: "Blog {brand}",
    title: "Blog {brand}",
    lead: "Savoir-vivre, bezpieczeństwo, przewodniki po miastach i styl życia naszej społeczności zweryfikowanych Muz.",
    articles: "Artykuły",
    loading: "Ładowanie artykułów",
    empty: {
      title: "Nie ma jeszcze artykułów",
      hint: "Nasze pierwsze historie są już w drodze. Zajrzyj do nas wkrótce.",
      home: "Wróć na stronę główną",
    },
    cta: {
      title: "Masz historię lub pytanie?",
      text: "Napisz nam, o czym chcesz przeczytać następnym razem. {contactReply}",
      contact: "Bądźmy w kontakcie",
    },
  },
  article: {
    back: "← Wróć do bloga",
    byline: "Autor: {author}",
    descriptionFallback: "{title} – na blogu {brand}.",
    versions: { label: "Ten artykuł w innych językach", alsoIn: "Inne wersje językowe:" },
    share: {
      label: "Udostępnij ten artykuł:",
      copy: "Kopiuj link",
      newTab: "(otwiera się w nowej karcie)",
    },
    cta: {
      title: "Chcesz poznać zweryfikowaną Muzę?",
      text: "Przeglądaj ręcznie sprawdzone Muzy w największych miastach Europy albo zgłoś się, by do nich dołączyć. Dyskrecja, weryfikacja, bezpieczeństwo i wzajemny szacunek – zawsze.",
      explore: "Poznaj Muzy",
      becomeMuse: "Zostań Muzą",
    },
  },
  notFound: {
    metaTitle: "Nie znaleziono artykułu | {brand}",
    title: "Nie znaleziono artykułu",
    text: "Ten artykuł nie istnieje lub nie jest już dostępny.",
    blog: "Wróć do bloga",
    home: "Przejdź na stronę główną",
  },
};
