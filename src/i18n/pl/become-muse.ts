import type { Messages } from "../en/index.ts";

export const becomeMuse: Messages["becomeMuse"] = {
  metaTitle: "Zostań Muzą w {brand} - zgłoszenie w kilka minut",
  metaDescription:
    "Zgłoś się do SoleMuse jako zweryfikowana Muza. Zachowaj kontrolę nad swoim profilem, przyjmuj kontakt bezpośrednio, a wszystkie ustalenia zostaw w prywatności. Zgłoszenia sprawdzamy w ciągu 48 godzin.",
  hero: {
    eyebrow: "Dla Muz",
    title: "Zostań Muzą",
    lead: "Dziel się swoją pasją z wielbicielami, którzy cenią dyskrecję i szacunek. Stwórz zweryfikowany profil, zdecyduj, jak można się z Tobą skontaktować, i zachowaj kontrolę nad każdą rozmową.",
    start: "Rozpocznij zgłoszenie",
    seeMuses: "Zobacz obecne Muzy",
  },
  benefits: {
    eyebrow: "Korzyści",
    title: "Dlaczego Muzy wybierają SoleMuse",
    lead: "Spokojna platforma pełna szacunku, która stawia Cię na pierwszym miejscu – w każdym dużym europejskim mieście, w którym działamy.",
    community: {
      title: "Zweryfikowana społeczność",
      text: "Każdą Muzę sprawdzamy ręcznie, więc dzielisz katalog wyłącznie z prawdziwymi, zatwierdzonymi osobami.",
    },
    control: {
      title: "Masz pełną kontrolę",
      text: "Zmieniaj opis, miasto i dostępność, kiedy tylko chcesz, a gdy potrzebujesz przerwy, ustaw status „{busy}” lub „{onVacation}”.",
    },
    contact: {
      title: "Bezpośredni kontakt",
      text: "Wielbiciele kontaktują się z Tobą przez kanały, które zdecydujesz się udostępnić, na przykład Telegram lub WhatsApp. Bez pośredniczącej skrzynki odbiorczej.",
    },
    commission: {
      title: "Bez prowizji",
      text: "SoleMuse nie pobiera prowizji. {payments}",
    },
    discretion: {
      title: "Dyskrecja w standardzie",
      text: "Z każdego przesłanego zdjęcia usuwamy dane o lokalizacji i aparacie, a prywatne informacje nigdy nie są pokazywane publicznie.",
    },
    gallery: {
      title: "Galeria, która pokazuje Cię z najlepszej strony",
      text: "Zaprezentuj się pięknie dzięki zdjęciu profilowemu i galerii, którą po zatwierdzeniu zarządzasz samodzielnie.",
    },
  },
  how: {
    eyebrow: "Trzy kroki",
    title: "Jak to działa",
    apply: {
      title: "Zgłoszenie",
      text: "Wypełnij krótkie zgłoszenie: nazwa profilu, miasto, usługi, opis i dwa zdjęcia. Zajmie Ci to około dziesięciu minut.",
    },
    verification: {
      title: "Weryfikacja",
      text: "Nasz zespół ręcznie sprawdza każde zgłoszenie. {reviewTime} O wyniku poinformujemy Cię e-mailem.",
    },
    live: {
      title: "Publikacja",
      text: "Po zatwierdzeniu Twój profil pojawia się w katalogu, a swoimi danymi i galerią zarządzasz w swoim panelu.",
    },
  },
  requirements: {
    title: "Wymagania dotyczące zgłoszenia",
    intro: "Przygotuj to przed rozpoczęciem. {adultsOnly}",
    basic: {
      title: "Podstawowe wymagania",
      items: [
        "Ukończone 18 lat",
        "Pobyt w jednym z obsługiwanych miast Europy",
        "Profesjonalne podejście",
        "Zobowiązanie do dyskrecji",
      ],
    },
    materials: {
      title: "Materiały",
      items: [
        "Zdjęcie profilowe",
        "Szczegółowy opis",
        "Dane kontaktowe (najlepiej Telegram lub WhatsApp)",
        "Opcjonalnie dodatkowe zdjęcia do galerii",
      ],
    },
  },
  cta: {
    title: "Chcesz zostać Muzą?",
    text: "Rozpocznij zgłoszenie już dziś. {reviewTime}",
    start: "Rozpocznij zgłoszenie",
    ask: "Zadaj nam pytanie",
  },
};
