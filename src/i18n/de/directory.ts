import type { Messages } from "../en/index.ts";

export const directory: Messages["directory"] = {
  metaTitle: "Musen-Verzeichnis | {brand}",
  metaDescription:
    "Entdecken Sie verifizierte, von Hand geprüfte Musen {place}. Diskrete Profile mit Verfügbarkeit, Angeboten und direkten Kontaktmöglichkeiten.",
  acrossEurope: "in ganz Europa",
  title: "Musen-Verzeichnis",
  intro:
    "Jede Muse wird von Hand verifiziert, bevor ihr Profil online geht. Sie nehmen direkt Kontakt auf, und alle Absprachen bleiben unter Ihnen.",
  filters: {
    label: "Musen filtern",
    city: "Stadt",
    allCities: "Alle Städte",
    category: "Kategorie",
    allCategories: "Alle Kategorien",
    verification: "Verifizierung",
    allVerified: "Alle verifizierten Musen",
    photoVerified: "Nur mit Fotoverifizierung",
    apply: "Filter anwenden",
  },
  count: {
    one: "{shown} von {total} Muse angezeigt",
    other: "{shown} von {total} Musen angezeigt",
  },
  loadingCount: "Musen werden geladen …",
  loading: "Musen werden geladen",
  cardsLabel: "Musen",
  empty: {
    title: "Keine Musen gefunden",
    hint: "Passen Sie Ihre Filter an oder schauen Sie später wieder vorbei: Neue Musen kommen regelmäßig hinzu.",
    becomeFirst: "Werden Sie die erste Muse in dieser Gegend",
  },
  loadMore: "Mehr laden",
  loadingMore: "Wird geladen …",
  card: {
    viewProfile: "Profil ansehen",
    viewProfileOf: " – {handle}",
    services: "Angebote",
    moreServices: "+{count} weitere",
    visitingUntil: "Zu Besuch bis {date}",
  },
};
