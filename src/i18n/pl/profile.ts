import type { Messages } from "../en/index.ts";
import { api } from "./api.ts";

export const profile: Messages["profile"] = {
  metaTitle: "{handle} {inCity} - zweryfikowana Muza | {brand}",
  notFound: {
    metaTitle: "Nie znaleziono profilu | {brand}",
    title: "Nie znaleziono profilu",
    text: "Ten profil Muzy nie istnieje lub nie jest już dostępny.",
    browse: "Przeglądaj katalog",
  },
  back: "Wróć do katalogu",
  verified: "Zweryfikowana",
  photoVerified: {
    badge: "Zdjęcie zweryfikowane · {date}",
    explanation:
      "Zdjęcie zweryfikowane: nasz zespół porównał jej aktualne zdjęcie, na którym trzyma jednorazowy kod i wykonuje wybrany przez nas gest, z jej zdjęciami profilowymi. Weryfikację powtarzamy co 12 miesięcy.",
    howWeVerify: "Jak weryfikujemy",
  },
  sections: {
    services: "Oferowane usługi",
    contact: "Kontakt",
    about: "Informacje",
    languages: "Języki",
    description: "Opis",
    gallery: "Galeria",
  },
  contact: {
    telegram: "Telegram",
    whatsapp: "WhatsApp",
    call: "Zadzwoń",
    email: "E-mail",
  },
  newTab: " (otwiera się w nowej karcie)",
  facts: {
    birthYear: "Rok urodzenia",
    nationality: "Narodowość",
    ethnicity: "Pochodzenie",
    hairColor: "Kolor włosów",
    tattoos: "Tatuaże",
    smoker: "Pali",
    yes: "Tak",
    no: "Nie",
  },
  exclusive: "Dostępne ekskluzywne treści",
  visits: {
    label: "Jej wizyty w innych miastach",
    visit: "Z wizytą – {city}: {dates}",
    now: "Z wizytą – {city}: do {date}",
  },
  pictures: {
    none: "{handle}: jeszcze bez zdjęcia",
    open: "Otwórz {name} na pełnym ekranie",
    galleryPicture: "{handle}, zdjęcie {position} z galerii",
  },
  overlay: {
    close: "Zamknij",
    previous: "Poprzednie zdjęcie",
    next: "Następne zdjęcie",
    counter: "{position} z {count}",
    report: "Zgłoś to zdjęcie",
  },
  report: {
    open: "Zgłoś ten profil",
    profileTitle: "Zgłoś ten profil",
    pictureTitle: "Zgłoś to zdjęcie",
    namesPicture: api.report.namesPicture,
    close: "Zamknij",
    description:
      "Napisz nam, co jest nie tak. Twoje zgłoszenie czyta tylko nasz zespół, a {handle} nigdy się nie dowie, kto je wysłał.",
    reason: "Powód",
    reasons: api.report.reasons,
    urgent: "Pilne",
    detailsOptional: "Szczegóły (opcjonalnie)",
    detailsRequired: "Szczegóły (wymagane)",
    email: "Twój e-mail do powiadomień (opcjonalnie)",
    emailHint:
      "Użyjemy go tylko do wysłania Ci potwierdzenia i informacji o wyniku. Muza nigdy go nie zobaczy, a usuniemy go razem ze zgłoszeniem {months} miesięcy po naszej decyzji.",
    goodFaith: api.report.goodFaith,
    cancel: "Anuluj",
    submit: "Wyślij",
    sending: "Wysyłanie…",
    sent: {
      title: "Zgłoszenie wysłane",
      description: "Dziękujemy. Nasz zespół sprawdza każde zgłoszenie, zwykle w ciągu 24 godzin.",
    },
    reference: "Twój numer referencyjny to {reference}.",
    receipt: "Potwierdzenie z tym numerem jest już w drodze na Twój adres e-mail.",
    failed: api.report.failed,
  },
};
