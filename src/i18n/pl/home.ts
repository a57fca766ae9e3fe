import type { Messages } from "../en/index.ts";

export const home: Messages["home"] = {
  metaTitle: "{brand} - {tagline} | Dyskretny katalog fetyszu stóp w Europie",
  metaDescription:
    "Przeglądaj ręcznie zweryfikowane Muzy w największych miastach Europy i kontaktuj się z nimi bezpośrednio. Dyskretnie, bezpiecznie i z szacunkiem: SoleMuse jest wyłącznie dla osób pełnoletnich (18+).",
  hero: {
    eyebrow: "{tagline} · Tylko 18+",
    title: "Tu zaczynają się dyskretne znajomości",
    lead: "SoleMuse to starannie prowadzony katalog ręcznie zweryfikowanych Muz dla dorosłych, którzy doceniają piękne stopy. Przeglądaj miasto po mieście, czytaj profile w spokoju i kontaktuj się bezpośrednio.",
    explore: "Poznaj Muzy",
    list: "Dołącz jako Muza",
    promises: "Nasze obietnice",
  },
  features: {
    eyebrow: "Dlaczego {brand}",
    title: "Katalog oparty na zaufaniu",
    lead: "W SoleMuse wszystko jest pomyślane tak, aby wielbiciele i Muzy mogli poznawać się z pełnym zaufaniem.",
    verified: {
      title: "Zweryfikowane i bezpieczne",
      text: "Każdą Muzę sprawdzamy ręcznie, zanim jej profil trafi do serwisu. W katalogu pojawiają się tylko zatwierdzone profile, a na każdy sygnał o nadużyciu reagujemy szybko.",
    },
    premium: {
      title: "Najwyższa jakość",
      text: "Dopracowane profile z prawdziwymi zdjęciami, szczegółowymi opisami i jasnymi danymi kontaktowymi – dla osób, które stawiają jakość ponad ilość.",
    },
    discreet: {
      title: "Dyskretna platforma",
      text: "Żadnych reklamowych trackerów, żadnej publicznej aktywności, a ze zdjęć usuwamy dane o lokalizacji. To, co przeglądasz, pozostaje Twoją sprawą.",
    },
    lifestyle: {
      title: "Styl życia",
      text: "Elegancki zakątek dla miłośników stóp, z przewodnikami po miastach, zasadami savoir-vivre i historiami na naszym blogu.",
    },
  },
  how: {
    eyebrow: "Jak to działa",
    title: "Prosto, bezpośrednio i prywatnie",
    steps: [
      {
        title: "Przeglądaj według miast",
        text: "Poznawaj katalog miasto po mieście i filtruj według usług, które Cię interesują.",
      },
      {
        title: "Czytaj w spokoju",
        text: "Każdy profil pokazuje zdjęcia, opis, języki i dostępność zweryfikowanej Muzy.",
      },
      {
        title: "Kontaktuj się bezpośrednio",
        text: "Napisz do Muzy przez kanały, które udostępnia, na przykład Telegram lub WhatsApp.",
      },
    ],
  },
  cities: {
    eyebrow: "Miasta",
    title: "Muzy według miast",
    lead: "{coverage} W każdym z nich znajdziesz lokalne przewodniki i zweryfikowane Muzy.",
  },
  cta: {
    title: "Czas na wyjątkowe spotkanie?",
    text: "Dołącz do społeczności opartej na dyskrecji, weryfikacji, bezpieczeństwie i wzajemnym szacunku.",
    directory: "Przeglądaj katalog",
    becomeMuse: "Zostań Muzą",
  },
};
