import type { Messages } from "../en/index.ts";

export const application: Messages["application"] = {
  metaTitle: "Zgłoszenie Muzy | {brand}",
  metaDescription:
    "Zgłoś się do SoleMuse jako zweryfikowana Muza. Każde zgłoszenie sprawdzamy ręcznie w ciągu 48 godzin.",
  back: "Wróć do „Zostań Muzą”",
  title: "Zgłoszenie Muzy",
  intro:
    "Opowiedz nam o sobie. Każde zgłoszenie weryfikujemy ręcznie i rozpatrujemy w ciągu 48 godzin. Twoje zdjęcia pozostają prywatne do chwili zatwierdzenia, a Twój numer telefonu widzi wyłącznie nasz zespół.",
  rejected: {
    next: "Zaktualizuj poniżej swoje dane i wyślij zgłoszenie ponownie. Twoje obecne zdjęcia zostaną zachowane, chyba że wybierzesz nowe.",
  },
  formLabel: "Zgłoszenie Muzy",
  handle: {
    label: "Pseudonim",
    hint: "Twoja publiczna nazwa; pojawia się w adresie Twojego profilu.",
  },
  city: {
    label: "Miasto",
    placeholder: "Wybierz swoje miasto",
  },
  bio: {
    label: "O mnie",
    count: "{count}/{max} znaków",
    placeholder: "Przedstaw się: Twój styl, co lubisz, co sprawia, że spotkanie z Tobą jest wyjątkowe.",
  },
  phone: {
    label: "Numer telefonu",
    hint: "Tylko do weryfikacji: widzi go wyłącznie nasz zespół i nigdy nie pojawia się na Twoim profilu. Po zatwierdzeniu zdecydujesz w swoim panelu, czy wyświetlać przycisk Zadzwoń i z jakim numerem.",
    placeholder: "+41 79 123 45 67",
  },
  email: {
    label: "E-mail",
    hint: "Wyślemy Ci e-mailem link do założenia konta i przypisania do niego tego zgłoszenia. Adres nigdy nie pojawia się na Twoim profilu.",
  },
  foundUs: {
    label: "Skąd o nas wiesz?",
    placeholder: "Wybierz opcję",
  },
  pictures: {
    profile: {
      label: "Zdjęcie profilowe",
      preview: "Podgląd zdjęcia profilowego",
      current: "Obecne zdjęcie profilowe",
    },
    feet: {
      label: "Zdjęcie stóp",
      preview: "Podgląd zdjęcia stóp",
      current: "Obecne zdjęcie stóp",
    },
    none: "Brak zdjęcia",
    replaces: "To nowe zdjęcie zastąpi obecne.",
    kept: "Twoje obecne zdjęcie zostanie zachowane, chyba że wybierzesz nowe.",
    keepCurrent: "Zachowaj obecne zdjęcie",
    notAnImage: "Wybierz plik graficzny.",
  },
  ageConfirmed: "Potwierdzam, że mam ukończone 18 lat",
  termsAccepted: "Akceptuję {terms} i {privacy}",
  termsLink: "Zasady korzystania z serwisu",
  privacyLink: "Politykę prywatności",
  submit: "Wyślij zgłoszenie",
  submitting: "Wysyłanie...",
  error: "Błąd",
  submitted: {
    title: "Zgłoszenie wysłane!",
    thanks: "Dziękujemy, {handle}. Nasz zespół sprawdza każde zgłoszenie ręcznie w ciągu 48 godzin.",
    createAccount: "Teraz załóż konto, aby po zatwierdzeniu zarządzać swoim profilem.",
    mailed: "Wysłaliśmy ten link również na adres {email}, na wypadek zamknięcia tej strony.",
    createAccountButton: "Załóż konto",
    thanksLinked:
      "Dziękujemy, {handle}. {status} Nasz zespół sprawdza każde zgłoszenie ręcznie w ciągu 48 godzin i powiadomi Cię e-mailem, gdy tylko zapadnie decyzja.",
    backInReview: "Twoje zgłoszenie jest ponownie rozpatrywane.",
    linked: "Twoje zgłoszenie jest powiązane z Twoim kontem.",
    dashboardShows: "W swoim panelu zobaczysz, na jakim etapie jest Twoje zgłoszenie.",
    goToDashboard: "Przejdź do panelu",
  },
};
