import type { SiteLocale } from "../../src/domain/locales.ts";

/**
 * The editor's field labels and hints in each language its collections are in (decision 0061): a language's
 * collection (scripts/editor/collections.ts) names its fields in that language. Found by the field's path from the
 * collection ("topSpotsSection.spots.name"), else by its name ("title"). `pattern` is the sentence of the field's
 * pattern; `label_singular` names one item of a list. tests/unit/editor-config.test.ts fails on a field without its
 * texts here. English is public/editor/config.yml's own.
 */
export interface FieldTexts {
  label: string;
  hint?: string;
  label_singular?: string;
  pattern?: string;
}

/** The languages the editor has collections of besides English: the site's, without the test build's pseudo-language. */
export type EditorLocale = Exclude<SiteLocale, "en">;

export const FIELD_TEXTS: Record<EditorLocale, Record<string, FieldTexts>> = {
  de: {
    name: { label: "Stadt", hint: "Die Stadt dieser Seite; sie bestimmt Adresse und Land der Seite." },
    slug: { label: "Slug", hint: "Die Adresse der Seite, /city/{slug}, von der Stadt vorgegeben." },
    country: { label: "Land", hint: "Von der Stadt vorgegeben." },
    localName: {
      label: "Name der Stadt auf Deutsch",
      hint: "So, wie man ihn auf Deutsch schreibt: Zürich, Genf, Warschau.",
    },
    inCity: {
      label: "„in“ und die Stadt",
      hint: "Die Wörter, die der Metatitel nach seinem ersten Teil setzt: „in Zürich“, „in Genf“.",
    },
    metaTitle: { label: "Metatitel", hint: "Ergibt sich aus „in“ und der Stadt." },
    metaDescription: {
      label: "Metabeschreibung",
      hint: "Die Zusammenfassung, die Suchmaschinen unter dem Titel zeigen.",
    },
    introText: { label: "Einleitungstext", hint: "Der Absatz unter der Überschrift der Seite." },
    benefits: { label: "Vorteile", label_singular: "Vorteil", hint: "Genau drei." },
    title: { label: "Titel" },
    text: { label: "Text" },
    whyPerfectSection: { label: "Warum die Stadt ideal ist" },
    topSpotsSection: { label: "Beliebte Orte" },
    intro: { label: "Einleitung" },
    spots: { label: "Orte", label_singular: "Ort", hint: "Mindestens drei." },
    "topSpotsSection.spots.name": { label: "Name" },
    cultureSection: { label: "Fußfetisch-Kultur" },
    soleMuseDifference: { label: "Was SoleMuse anders macht" },
    faqSection: {
      label: "Häufige Fragen",
      label_singular: "Frage",
      hint: "Genau vier Fragen, jede mit ihrer Antwort.",
    },
    question: { label: "Frage", pattern: "Eine Frage endet mit einem Fragezeichen." },
    answer: { label: "Antwort" },
    keywordVariations: { label: "Suchbegriffe", label_singular: "Suchbegriff", hint: "Genau acht Suchbegriffe." },
    keyword: { label: "Suchbegriff" },
    description: { label: "Beschreibung", hint: "Die Zusammenfassung, die Suchmaschinen unter dem Titel zeigen." },
    updated: {
      label: "Zuletzt aktualisiert",
      hint: "Der Monat, in dem sich das englische Dokument zuletzt geändert hat; eine Übersetzung behält ihn.",
    },
    body: {
      label: "Text",
      hint: 'Markdown. Überschriften, <div id="…">-Anker, Listen und Links so lassen, wie das englische Dokument sie hat.',
    },
  },
  fr: {
    name: { label: "Ville", hint: "La ville de cette page, qui fixe son adresse et son pays." },
    slug: { label: "Slug", hint: "L’adresse de la page, /city/{slug}, fixée par la ville." },
    country: { label: "Pays", hint: "Fixé par la ville." },
    localName: {
      label: "Nom de la ville en français",
      hint: "Tel que le français l’écrit\u202f: Zurich, Genève, Varsovie.",
    },
    inCity: {
      label: "«\u202fà\u202f» et la ville",
      hint: "Les mots que le titre méta place après sa première partie\u202f: «\u202fà Zurich\u202f», «\u202fà Genève\u202f».",
    },
    metaTitle: { label: "Titre méta", hint: "Découle de «\u202fà\u202f» et de la ville." },
    metaDescription: {
      label: "Description méta",
      hint: "Le résumé que les moteurs de recherche affichent sous le titre.",
    },
    introText: { label: "Texte d’introduction", hint: "Le paragraphe sous le titre de la page." },
    benefits: { label: "Avantages", label_singular: "Avantage", hint: "Exactement trois." },
    title: { label: "Titre" },
    text: { label: "Texte" },
    whyPerfectSection: { label: "Pourquoi la ville est idéale" },
    topSpotsSection: { label: "Lieux prisés" },
    intro: { label: "Introduction" },
    spots: { label: "Lieux", label_singular: "Lieu", hint: "Au moins trois." },
    "topSpotsSection.spots.name": { label: "Nom" },
    cultureSection: { label: "Culture du fétichisme des pieds" },
    soleMuseDifference: { label: "Ce qui distingue SoleMuse" },
    faqSection: {
      label: "Questions fréquentes",
      label_singular: "Question",
      hint: "Exactement quatre questions, chacune avec sa réponse.",
    },
    question: { label: "Question", pattern: "Une question se termine par un point d’interrogation." },
    answer: { label: "Réponse" },
    keywordVariations: {
      label: "Mots-clés",
      label_singular: "Mot-clé",
      hint: "Exactement huit expressions de recherche.",
    },
    keyword: { label: "Mot-clé" },
    description: { label: "Description", hint: "Le résumé que les moteurs de recherche affichent sous le titre." },
    updated: {
      label: "Dernière mise à jour",
      hint: "Le mois de la dernière modification du document anglais, qu’une traduction conserve.",
    },
    body: {
      label: "Texte",
      hint: 'Markdown. Gardez les titres, les ancres <div id="…">, les listes et les liens comme dans le document anglais.',
    },
  },
  pl: {
    name: { label: "Miasto", hint: "Miasto tej strony, które wyznacza jej adres i kraj." },
    slug: { label: "Slug", hint: "Adres strony, /city/{slug}, wyznaczony przez miasto." },
    country: { label: "Kraj", hint: "Wyznaczony przez miasto." },
    localName: { label: "Nazwa miasta po polsku", hint: "Tak, jak pisze się ją po polsku: Zurych, Genewa, Warszawa." },
    inCity: {
      label: "„w” i miasto",
      hint: "Słowa, które tytuł meta stawia po swojej pierwszej części: „w Zurychu”, „w Warszawie”.",
    },
    metaTitle: { label: "Tytuł meta", hint: "Wynika z „w” i miasta." },
    metaDescription: { label: "Opis meta", hint: "Streszczenie, które wyszukiwarki pokazują pod tytułem." },
    introText: { label: "Tekst wprowadzający", hint: "Akapit pod nagłówkiem strony." },
    benefits: { label: "Zalety", label_singular: "Zaleta", hint: "Dokładnie trzy." },
    title: { label: "Tytuł" },
    text: { label: "Tekst" },
    whyPerfectSection: { label: "Dlaczego to miasto jest idealne" },
    topSpotsSection: { label: "Ulubione miejsca" },
    intro: { label: "Wstęp" },
    spots: { label: "Miejsca", label_singular: "Miejsce", hint: "Co najmniej trzy." },
    "topSpotsSection.spots.name": { label: "Nazwa" },
    cultureSection: { label: "Kultura fetyszu stóp" },
    soleMuseDifference: { label: "Czym wyróżnia się SoleMuse" },
    faqSection: {
      label: "Często zadawane pytania",
      label_singular: "Pytanie",
      hint: "Dokładnie cztery pytania, każde z odpowiedzią.",
    },
    question: { label: "Pytanie", pattern: "Pytanie kończy się znakiem zapytania." },
    answer: { label: "Odpowiedź" },
    keywordVariations: { label: "Frazy kluczowe", label_singular: "Fraza kluczowa", hint: "Dokładnie osiem fraz." },
    keyword: { label: "Fraza kluczowa" },
    description: { label: "Opis", hint: "Streszczenie, które wyszukiwarki pokazują pod tytułem." },
    updated: {
      label: "Ostatnia aktualizacja",
      hint: "Miesiąc ostatniej zmiany dokumentu angielskiego; tłumaczenie go zachowuje.",
    },
    body: {
      label: "Tekst",
      hint: 'Markdown. Zachowaj nagłówki, kotwice <div id="…">, listy i linki tak, jak w dokumencie angielskim.',
    },
  },
  nl: {
    name: { label: "Stad", hint: "De stad van deze pagina; die bepaalt het adres en het land van de pagina." },
    slug: { label: "Slug", hint: "Het adres van de pagina, /city/{slug}, bepaald door de stad." },
    country: { label: "Land", hint: "Bepaald door de stad." },
    localName: {
      label: "Naam van de stad in het Nederlands",
      hint: "Zoals het Nederlands hem schrijft: Zürich, Genève, Warschau.",
    },
    inCity: {
      label: "‘in’ en de stad",
      hint: "De woorden die de metatitel na zijn eerste deel zet: ‘in Zürich’, ‘in Genève’.",
    },
    metaTitle: { label: "Metatitel", hint: "Volgt uit ‘in’ en de stad." },
    metaDescription: { label: "Metabeschrijving", hint: "De samenvatting die zoekmachines onder de titel tonen." },
    introText: { label: "Introductietekst", hint: "De alinea onder de kop van de pagina." },
    benefits: { label: "Voordelen", label_singular: "Voordeel", hint: "Precies drie." },
    title: { label: "Titel" },
    text: { label: "Tekst" },
    whyPerfectSection: { label: "Waarom de stad ideaal is" },
    topSpotsSection: { label: "Favoriete plekken" },
    intro: { label: "Inleiding" },
    spots: { label: "Plekken", label_singular: "Plek", hint: "Minstens drie." },
    "topSpotsSection.spots.name": { label: "Naam" },
    cultureSection: { label: "Voetfetisjcultuur" },
    soleMuseDifference: { label: "Wat SoleMuse anders maakt" },
    faqSection: {
      label: "Veelgestelde vragen",
      label_singular: "Vraag",
      hint: "Precies vier vragen, elk met een antwoord.",
    },
    question: { label: "Vraag", pattern: "Een vraag eindigt met een vraagteken." },
    answer: { label: "Antwoord" },
    keywordVariations: { label: "Zoektermen", label_singular: "Zoekterm", hint: "Precies acht zoektermen." },
    keyword: { label: "Zoekterm" },
    description: { label: "Beschrijving", hint: "De samenvatting die zoekmachines onder de titel tonen." },
    updated: {
      label: "Laatst bijgewerkt",
      hint: "De maand waarin het Engelse document voor het laatst veranderde; een vertaling houdt die aan.",
    },
    body: {
      label: "Tekst",
      hint: 'Markdown. Laat de koppen, de <div id="…">-ankers, de lijsten en de links zoals het Engelse document ze heeft.',
    },
  },
};
