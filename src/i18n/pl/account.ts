import type { Messages } from "../en/index.ts";

export const account: Messages["account"] = {
  metaTitle: "Ustawienia konta | {brand}",
  metaDescription: "Twoje hasło w SoleMuse, sesje i dane: pobierz lub usuń wszystko, co o Tobie przechowujemy.",
  title: "Ustawienia konta",
  intro:
    "Twój adres e-mail, hasło i sesje oraz wszystko, co SoleMuse o Tobie przechowuje: możesz to pobrać albo usunąć.",
  deleted: {
    title: "Konto usunięte",
    home: "Wróć na stronę główną",
  },
  email: {
    title: "E-mail",
    confirmed: "(potwierdzony)",
    notConfirmed: "(jeszcze niepotwierdzony: nasz link czeka w Twojej skrzynce)",
    resend: "Wyślij ponownie e-mail z potwierdzeniem",
    sending: "Wysyłanie...",
    pending: "Czeka na potwierdzenie: {email}",
    pendingHint: "Otwórz link, który wysłaliśmy na ten adres; do tego czasu Twoim adresem pozostaje {email}.",
    cancelChange: "Anuluj zmianę",
    cancelling: "Anulowanie...",
  },
  changeEmail: {
    title: "Zmień adres e-mail",
    newEmail: "Nowy adres e-mail",
    password: "Twoje hasło",
    submit: "Wyślij link potwierdzający",
    submitting: "Wysyłanie...",
  },
  password: {
    title: "Zmień hasło",
    label: "Zmiana hasła",
    current: "Obecne hasło",
    new: "Nowe hasło",
    confirm: "Potwierdź nowe hasło",
    submit: "Zmień hasło",
    submitting: "Zapisywanie...",
  },
  sessions: {
    title: "Sesje",
    thisDeviceOnly: "Masz aktywną sesję tylko na tym urządzeniu.",
    otherDevice: "Masz też aktywną sesję na {count} innym urządzeniu lub w innej przeglądarce.",
    otherDevices: "Masz też aktywne sesje na {count} innych urządzeniach lub w innych przeglądarkach.",
    signOutOthers: "Wyloguj się na pozostałych urządzeniach",
    signingOut: "Wylogowywanie...",
  },
  data: {
    title: "Moje dane",
    exportText:
      "Pobierz w jednym pliku JSON wszystko, co o Tobie przechowujemy (konto, role, profil, galerię i daty logowań).",
    download: "Pobierz moje dane",
    deleteTitle: "Usuń moje konto",
    deleteText:
      "To usunie Twoje konto, profil, galerię i wszystkie przesłane przez Ciebie zdjęcia – od razu i bezpowrotnie.",
    password: "Hasło",
    understand: "Rozumiem, że tego nie da się cofnąć.",
    submit: "Usuń moje konto",
    submitting: "Usuwanie...",
  },
};
