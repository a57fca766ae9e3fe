import type { Messages } from "../en/index.ts";

export const mail: Messages["mail"] = {
  signature: "Dyskrecja, weryfikacja, bezpieczeństwo i szacunek,\nZespół {brand}\n{supportEmail}",
  verification: {
    subject: "Potwierdź swój adres e-mail w {brand}",
    text: "Witaj w {brand}.\n\nPotwierdź swój adres e-mail, otwierając ten link w ciągu 48 godzin:\n{link}\n\nJeśli to nie Ty zakładasz konto, zignoruj tę wiadomość.",
  },
  passwordReset: {
    subject: "Zresetuj hasło do {brand}",
    text: "Dzień dobry,\n\nKtoś (mamy nadzieję, że Ty) poprosił o zresetowanie hasła do Twojego konta w {brand}. Otwórz ten link w ciągu godziny, aby ustawić nowe:\n{link}\n\nLink działa tylko raz. Ustawienie nowego hasła wyloguje Cię ze wszystkich urządzeń. Jeśli to nie Ty prosisz o zmianę, zignoruj tę wiadomość: Twoje hasło pozostanie bez zmian.",
  },
  emailChange: {
    subject: "Potwierdź nowy adres e-mail w {brand}",
    text: "Dzień dobry,\n\nPotwierdź, że to jest nowy adres e-mail Twojego konta w {brand}, otwierając ten link w ciągu 24 godzin:\n{link}\n\nDo tego czasu konto zachowuje dotychczasowy adres. Jeśli to nie Ty prosisz o zmianę, zignoruj tę wiadomość.",
  },
  passwordChanged: {
    subject: "Hasło do {brand} zostało zmienione",
    text: "Dzień dobry,\n\nHasło do Twojego konta w {brand} zostało właśnie zmienione, a wszystkie pozostałe sesje zostały wylogowane.\n\nJeśli to nie Ty, ustaw teraz nowe hasło: {forgotPasswordLink}\nNastępnie napisz do nas na {supportEmail}.",
  },
  emailChangeRequested: {
    subject: "Poproszono o nowy adres e-mail dla Twojego konta w {brand}",
    text: "Dzień dobry,\n\nKtoś zalogowany na Twoje konto w {brand} poprosił o przeniesienie go na adres {newEmail}. Nic się nie zmieni, jeśli link, który tam wysłaliśmy, nie zostanie otwarty w ciągu 24 godzin.\n\nJeśli to nie Ty, ustaw teraz nowe hasło (to także anuluje zmianę): {forgotPasswordLink}",
  },
  emailChanged: {
    subject: "Adres e-mail Twojego konta w {brand} został zmieniony",
    text: "Dzień dobry,\n\nTwoje konto w {brand} używa teraz adresu {newEmail}; tym adresem nie można się już zalogować.\n\nJeśli to nie Ty, napisz do nas natychmiast z tego adresu na {supportEmail}, a oddamy Ci konto.",
  },
  applicationReceived: {
    subject: "Otrzymaliśmy Twoje zgłoszenie do {brand}",
    text: "Witaj {handle},\n\nDziękujemy za zgłoszenie chęci zostania Muzą. Każde zgłoszenie sprawdzamy ręcznie w ciągu 48 godzin i napiszemy do Ciebie, gdy tylko zapadnie decyzja.\n\nZałóż konto z tym adresem, aby śledzić swoje zgłoszenie w panelu: {authLink}",
  },
  applicationClaim: {
    subject: "Twoje zgłoszenie do {brand}: link do Twojego konta",
    text: "Witaj {handle},\n\nDziękujemy za zgłoszenie chęci zostania Muzą. Każde zgłoszenie sprawdzamy ręcznie w ciągu 48 godzin.\n\nOtwórz ten link, aby założyć konto (lub się zalogować) i połączyć z nim swoje zgłoszenie – wtedy jego sprawdzanie będzie widoczne w Twoim panelu. Link jest ważny przez {days} dni; zachowaj go dla siebie:\n{claimLink}\n\nJeśli wygasł, poproś o nowy na stronie {authLink}",
  },
  approval: {
    subject: "Twój profil w {brand} jest już widoczny",
    text: "Witaj {handle},\n\nMamy dobrą wiadomość: Twoje zgłoszenie zostało zatwierdzone, a Twój profil jest już widoczny w katalogu:\n{profileLink}\n\nZaloguj się do swojego panelu, aby edytować profil, dostępność i galerię: {dashboardLink}",
  },
  reinstatement: {
    subject: "Twój profil w {brand} jest znowu widoczny",
    text: "Witaj {handle},\n\nTwój profil został przywrócony i znowu jest widoczny w katalogu:\n{profileLink}",
  },
  photoVerified: {
    subject: "Twój profil w {brand} ma zweryfikowane zdjęcie",
    text: "Witaj {handle},\n\nAdministrator porównał Twoje zdjęcie weryfikacyjne z Twoim profilem i teraz profil pokazuje odznakę „Zdjęcie zweryfikowane” z datą z tego miesiąca. Weryfikacja jest ważna przez 12 miesięcy; przypomnimy Ci o tym dwa tygodnie przed jej końcem. Zmiana zdjęcia profilowego kończy ją wcześniej, a ponowną weryfikację możesz przejść w każdej chwili.\n\nTwoje zdjęcie weryfikacyjne nigdy nie jest pokazywane odwiedzającym i zostanie usunięte w ciągu 30 dni.",
  },
  photoVerificationEnding: {
    subject: "Twoja weryfikacja zdjęciem w {brand} kończy się {date}",
    text: "Witaj {handle},\n\nOdznaka „Zdjęcie zweryfikowane” na Twoim profilu wygasa {date}, 12 miesięcy po sprawdzeniu Twoich zdjęć. Aby ją zachować, poproś w swoim panelu o nowy kod i wyślij aktualne zdjęcie: {dashboardLink}",
  },
  statement: {
    subjects: {
      suspension: "Twój profil w {brand} został zawieszony",
      picture_removal: "Z Twojego profilu w {brand} usunięto zdjęcie",
      verification_declined: "Twoja weryfikacja zdjęciem w {brand} została odrzucona",
      rejection: "W sprawie Twojego zgłoszenia do {brand}",
      warning: "Ostrzeżenie dotyczące Twojego profilu w {brand}",
    },
    intros: {
      suspension: "Twój profil został zawieszony i nie jest już widoczny w katalogu.",
      picture_removal: "Nasz zespół usunął zdjęcie z Twojego profilu. Reszta profilu pozostaje bez zmian.",
      verification_declined: "Administrator nie mógł potwierdzić Twojego zdjęcia weryfikacyjnego.",
      rejection:
        "Dziękujemy za zainteresowanie {brand}. Po sprawdzeniu nie mogliśmy tym razem zatwierdzić Twojego zgłoszenia.",
      warning: "Nasz zespół sprawdził Twój profil i udziela Ci ostrzeżenia. Niczego w Twoim profilu nie ograniczono.",
    },
    pictureRemoved: "Nasz zespół usunął z Twojego profilu {picture}. Reszta profilu pozostaje bez zmian.",
    pictures: {
      gallery_image: "jedno zdjęcie z galerii",
      profile_picture: "Twoje zdjęcie profilowe",
      feet_picture: "Twoje zdjęcie stóp",
    },
    text: "Witaj {handle},\n\n{intro}\n\nUzasadnienie decyzji\n\n{statement}\n\nTo uzasadnienie możesz przeczytać, a od decyzji odwołać się, w swoim panelu w sekcji „Decyzje dotyczące Twojego profilu”: {dashboardLink}",
    fields: {
      restricted: "Co zostało ograniczone: {restriction}",
      since: "Od: {date}",
      until: "Do: {duration}",
      facts: "Fakty: {facts}",
      ground: "Podstawa: {clause} ({link})",
      source: "Skąd się o tym dowiedzieliśmy: {source}",
      automated: "Środki zautomatyzowane: {automated}",
      appeal: "Jak się odwołać: {appeal}",
    },
  },
  appealDecided: {
    subject: "Twoje odwołanie w {brand}: {outcome}",
    text: "Witaj {handle},\n\nRozpatrzyliśmy Twoje odwołanie od decyzji „{decision}”.\n\n{outcome}. Uzasadnienie:\n\n{reason}{effect}\n\nMożesz je przeczytać w swoim panelu: {dashboardLink}\nJeśli się z tym nie zgadzasz, możesz zwrócić się do certyfikowanego organu pozasądowego rozstrzygania sporów lub do sądu.",
    effects: {
      reinstated: "Twój profil został przywrócony i znowu jest widoczny w katalogu.",
      pictureBack: "Zdjęcie wróciło do Twojego profilu.",
      pictureReplaced: "Nie udało się przywrócić zdjęcia, ponieważ w jego miejsce zostało już przesłane inne.",
      verified: "Twój profil pokazuje teraz odznakę „Zdjęcie zweryfikowane”.",
      reopened: "Twoje zgłoszenie wróciło do kolejki sprawdzania; o naszej decyzji poinformujemy Cię e-mailem.",
      warningWithdrawn: "Ostrzeżenie zostało wycofane.",
    },
  },
  noticeReceipt: {
    subject: "Otrzymaliśmy Twoje zgłoszenie {reference}",
    text: "Dzień dobry,\n\nDziękujemy za zgłoszenie profilu {handle} w {brand}. Numer referencyjny Twojego zgłoszenia to {reference}.\n\nKażde zgłoszenie sprawdza ręcznie członek naszego zespołu, a zgłoszenia dotyczące osób niepełnoletnich lub osób zmuszanych bądź będących ofiarami handlu ludźmi – w pierwszej kolejności. Wynik prześlemy na ten adres.\n\nPrzechowujemy ten adres razem z Twoim zgłoszeniem przez {months} miesięcy od decyzji, a potem usuwamy jedno i drugie. Jeśli to nie Ty wysyłasz to zgłoszenie, możesz zignorować tę wiadomość.",
  },
  noticeOutcome: {
    subject: "Wynik Twojego zgłoszenia {reference}",
    text: "Dzień dobry,\n\nNasz zespół podjął decyzję w sprawie Twojego zgłoszenia {reference} dotyczącego profilu {handle}.\n\n{outcome}\n\nNie korzystano ze środków zautomatyzowanych: zgłoszenie sprawdził i rozstrzygnął członek naszego zespołu. Jeśli nie zgadzasz się z tą decyzją, odpowiedz na tę wiadomość lub napisz na {supportEmail} w ciągu 6 miesięcy, podając numer {reference}; możesz też zwrócić się do certyfikowanego organu pozasądowego rozstrzygania sporów lub do sądu.",
    noAction:
      "Sprawdziliśmy profil i nie stwierdziliśmy naruszenia naszego Regulaminu, dlatego nie podjęliśmy żadnych działań.",
    action: "Podjęliśmy działanie: {decision}. Podstawa: {clause} ({link}).",
    someAction: "Podjęliśmy działania wobec tego profilu.",
  },
  contactConfirmation: {
    subject: "Otrzymaliśmy Twoją wiadomość",
    text: "Dzień dobry,\n\nDziękujemy za kontakt z {brand}. Odpowiemy w ciągu 24 godzin.\n\nJeśli to nie Ty do nas piszesz, możesz zignorować tę wiadomość.",
  },
  contactResponse: {
    reply: "Odp: {subject}",
    subject: "Twoja wiadomość do {brand}",
    text: "Dzień dobry {name},\n\n{response}",
  },
};
