import type { Messages } from "../en/index.ts";

export const transparency: Messages["transparency"] = {
  title: "Raport przejrzystości",
  metaTitle: "Raport przejrzystości: zgłoszenia, decyzje i odwołania",
  description:
    "Jak moderuje SoleMuse: otrzymane zgłoszenia według powodu, podjęte działania, mediana czasu do decyzji, odwołania i ich wyniki oraz jak kontaktują się z nami organy i użytkownicy.",
  lastYear: "Ostatnie 12 miesięcy",
  sinceLaunch: "Od uruchomienia",
  notices: "Otrzymane zgłoszenia według powodu",
  noticesTotal: "Wszystkie zgłoszenia",
  timing: "Czas do decyzji",
  decided: "Rozpatrzone zgłoszenia",
  medianHours: "Mediana godzin od zgłoszenia do decyzji",
  urgentReceived: "Otrzymane pilne zgłoszenia",
  urgentDecided: "Rozpatrzone pilne zgłoszenia",
  urgentMedianHours: "Mediana godzin dla pilnych zgłoszeń",
  actions: "Podjęte działania według rodzaju",
  actionsTotal: "Wszystkie działania",
  afterNotice: "Podjęte po zgłoszeniu",
  ownInitiative: "Podjęte z własnej inicjatywy",
  appeals: "Odwołania",
  appealsReceived: "Otrzymane odwołania",
  appealsUpheld: "Decyzja podtrzymana",
  appealsReversed: "Decyzja uchylona",
  appealsOpen: "W trakcie rozpatrywania",
  warnings: "Ostrzeżenia",
  noMedian: "Jeszcze brak",
  unavailable: "Nie możemy teraz pokazać danych. Spróbuj ponownie za kilka minut.",
  eyebrow: "Akt o usługach cyfrowych",
  lead: "Jak {brand} postępuje ze zgłoszeniami dotyczącymi profili: co otrzymaliśmy, jak zdecydowaliśmy, jak szybko i co zmieniło się po odwołaniu. Dane pochodzą bezpośrednio z naszych rejestrów i nie zawierają danych osobowych.",
  figuresTitle: "Dane liczbowe",
  period:
    "{lastYear}: od {since} do dziś. Zgłoszenie liczymy w dniu otrzymania, działanie w dniu jego podjęcia, a odwołanie w dniu wysłania; wyniki podajemy według stanu na dziś. Strona jest aktualizowana co kilka minut.",
  atAGlance: "{lastYear} w skrócie",
  noticesReceived: "Otrzymane zgłoszenia",
  actionsTaken: "Podjęte działania",
  reversedOnAppeal: "Decyzje uchylone po odwołaniu",
  figure: "Wskaźnik",
  urgent: "pilne",
  reasons: {
    fake_photos: "Fałszywe lub skradzione zdjęcia",
    under_18: "Osoba poniżej 18 lat",
    forced: "Przymus lub handel ludźmi",
    scam: "Oszustwo lub spam",
    offensive: "Obraźliwe treści",
    other: "Inne",
  },
  decisions: {
    suspension: "Profil zawieszony",
    picture_removal: "Zdjęcie usunięte",
    verification_declined: "Weryfikacja zdjęcia odrzucona",
    rejection: "Zgłoszenie niezatwierdzone",
    warning: "Ostrzeżenie",
  },
  moderation: {
    title: "Jak działa moderacja",
    notices:
      "Każdy może zgłosić nam profil przyciskiem „Zgłoś ten profil” na jego stronie – po zalogowaniu lub bez. Każde zgłoszenie czyta człowiek z naszego zespołu. Zgłoszenia, że ktoś może mieć mniej niż 18 lat, działa pod przymusem lub jest ofiarą handlu ludźmi, oznaczamy jako pilne i czytamy w pierwszej kolejności.",
    statements:
      "Za każdym razem, gdy ograniczamy profil Muzy (zawieszamy go, usuwamy zdjęcie, odrzucamy weryfikację zdjęcia lub nie zatwierdzamy zgłoszenia) albo udzielamy jej ostrzeżenia, otrzymuje ona uzasadnienie: co zrobiliśmy, od kiedy i do kiedy, jakie są fakty, na który punkt naszego {terms} się powołujemy i jak się odwołać. Może się odwołać w ciągu {appealMonths} miesięcy w swoim panelu; członek naszego zespołu rozpatruje odwołanie, podtrzymuje lub uchyla decyzję i wyjaśnia jej dlaczego.",
    terms: "Regulaminu",
    automation:
      "Żadna decyzja nie zapada automatycznie. Nasze sprawdzanie skradzionych zdjęć porównuje cyfrowe odciski obrazów, a jedyne, co robi, to wskazuje zdjęcie osobie z naszego zespołu, która je ogląda i podejmuje decyzję.",
    retention:
      "Zgłoszenie wraz z adresem e-mail osoby zgłaszającej usuwamy {noticeMonths} miesięcy po decyzji. Usunięte zdjęcie przechowujemy, niewidoczne dla nikogo, przez {pictureMonths} miesięcy na wypadek odwołania od jego usunięcia, a potem je kasujemy. Dane liczbowe nadal uwzględniają to, co usunięto: zostaje po tym tylko anonimowy wiersz (dzień, powód lub rodzaj działania, wynik), bez profilu, imienia, treści ani adresu.",
  },
  contact: {
    title: "Punkty kontaktowe",
    authorities: "Dla organów",
    authoritiesText:
      "Organy państw członkowskich UE, Komisja Europejska i Europejska Rada ds. Usług Cyfrowych kontaktują się z naszym jedynym punktem kontaktowym pod adresem {email}. W temacie wiadomości prosimy zaznaczyć, że pisze organ. Czytamy i odpowiadamy po {languages}.",
    users: "Dla użytkowników",
    usersText:
      "Muzy, odwiedzający i wszyscy, którzy zgłosili profil, mogą pisać do nas na adres {email} lub przez nasz {contactForm}. Odpowiada zawsze człowiek z naszego zespołu, nigdy system automatyczny, po {languages}. {contactReply}",
    contactForm: "formularz kontaktowy",
    report:
      "Aby zgłosić profil, użyj przycisku „Zgłoś ten profil” na jego stronie. Jeśli komuś grozi bezpośrednie niebezpieczeństwo, zadzwoń pod numer alarmowy 112.",
    languages: "angielsku i niemiecku",
  },
};
