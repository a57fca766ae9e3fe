import type { Messages } from "../en/index.ts";

export const about: Messages["about"] = {
  metaTitle: "O {brand} - nasza misja, wartości i historia",
  metaDescription:
    "SoleMuse to dyskretny katalog ręcznie weryfikowanych Muz w największych miastach Europy, oparty na dyskrecji, weryfikacji, bezpieczeństwie i wzajemnym szacunku.",
  hero: {
    eyebrow: "O {brand}",
    title: "Dyskretne miejsce dla eleganckiej pasji",
    lead: "SoleMuse łączy dorosłych, którzy doceniają piękne stopy, ze zweryfikowanymi Muzami w całej Europie – bez oceniania, bez zgiełku i bez pośredników.",
  },
  mission: {
    eyebrow: "Nasza misja",
    title: "Znajomości, które zaczynają się od zaufania",
    text: "Wierzymy, że fascynacja stopami zasługuje na miejsce eleganckie, bezpieczne i wolne od oceniania. Naszą misją jest stworzenie dla wielbicieli i Muz przestrzeni, w której każdy profil jest prawdziwy, każda rozmowa przebiega z szacunkiem, a wszelkie ustalenia zostają między dwiema zainteresowanymi osobami. {payments}",
  },
  values: {
    eyebrow: "Nasze wartości",
    title: "Co jest dla nas ważne",
    lead: "Cztery obietnice kierują każdą naszą decyzją – od wyglądu profilu po sposób, w jaki odpowiadamy na e-maile.",
    discretion:
      "Twoje upodobania to Twoja sprawa. Zbieramy tylko to, co niezbędne, usuwamy dane o lokalizacji z każdego zdjęcia i nigdy nie sprzedajemy danych osobowych.",
    verification:
      "Prawdziwy człowiek sprawdza każde zgłoszenie, zanim profil pojawi się w serwisie, dlatego w katalogu są wyłącznie prawdziwe, zatwierdzone Muzy.",
    safety:
      "Jasne zasady, dostęp tylko dla dorosłych i szybka reakcja na każdy sygnał o nadużyciu. Zachęcamy, by pierwsze spotkanie odbyło się w miejscu publicznym, i by ufać swojej intuicji.",
    respect:
      "Muzy same decydują, z kim rozmawiają i na jakich warunkach. Uprzejme „nie” to odpowiedź, a kto o tym zapomina, nie ma tu miejsca.",
  },
  story: {
    eyebrow: "Nasza historia",
    title: "Z Zurychu do reszty Europy",
    beginning:
      "SoleMuse powstało w Zurychu, gdzie niewielki zespół miał dość anonimowych ogłoszeń, kradzionych zdjęć i platform, które traktowały osobiste upodobania jak coś wstydliwego. Postanowiliśmy zbudować coś zupełnie innego: spokojny, starannie zaprojektowany katalog, w którym każdą Muzę sprawdza prawdziwy człowiek.",
    conversations:
      "Rozmowy z Muzami i wielbicielami w Berlinie, Wiedniu, Monachium, Hamburgu, Frankfurcie, Amsterdamie i Brukseli ukształtowały każdą z naszych zasad: weryfikować ręcznie, nigdy nie stawać między dwojgiem dorosłych, nigdy nie obsługiwać ich płatności i chronić ich prywatność jak własną.",
    today:
      "{coverage} Wciąż jesteśmy małym, niezależnym zespołem i wciąż sami czytamy każde zgłoszenie i każdą wiadomość.",
  },
  facts: {
    reviewTime: "48 godz.",
    contactReply: "24 godz.",
    adultsOnly: "18+",
    payments: "0",
    paymentsLabel:
      "Płatności obsługiwanych przez SoleMuse: wszystkie ustalenia zapadają bezpośrednio między użytkownikami.",
  },
  photoVerification: {
    eyebrow: "Weryfikacja – jak to działa",
    title: "Co oznacza „Zdjęcie zweryfikowane”",
    verified: "zweryfikowana",
    photoVerified: "Zdjęcie zweryfikowane",
    verifiedText:
      "Każda Muza w katalogu jest {verified}: członek naszego zespołu przeczytał jej zgłoszenie i ręcznie sprawdził jej zdjęcia oraz numer telefonu, zanim jej profil pojawił się w serwisie.",
    photoVerifiedText:
      "Muza może też otrzymać odznakę {photoVerified}. Prosi nas o jednorazowy kod i gest, a następnie przesyła jedno świeże zdjęcie, na którym trzyma kartkę ze swoją nazwą profilu i tym kodem, wykonując ten gest. Administrator porównuje je z jej zdjęciami profilowymi; odznaka pokazuje miesiąc i rok tej weryfikacji („Zdjęcie zweryfikowane · lis 2026”). Jest ważna 12 miesięcy i wygasa od razu, gdy Muza zmieni zdjęcie profilowe – aż do ponownej weryfikacji.",
    pictureText:
      "Zdjęcie weryfikacyjne nigdy nie jest pokazywane odwiedzającym: widzi je tylko nasz zespół, a usuwamy je 30 dni po naszej decyzji. Porównujemy też każde przesłane zdjęcie ze zdjęciami innych profili, aby zdjęcie wzięte od kogoś innego zostało wychwycone, zanim trafi do serwisu.",
  },
  cta: {
    title: "Stań się częścią historii SoleMuse",
    text: "Odkryj zweryfikowane Muzy w swojej okolicy albo zgłoś się, by zostać jedną z nich. Każdy profil sprawdzamy ręcznie.",
    explore: "Poznaj Muzy",
    becomeMuse: "Zostań Muzą",
  },
};
