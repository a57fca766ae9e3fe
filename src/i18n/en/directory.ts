import { api } from "./api.ts";

/** /directory: its filters, the count line, the cards, the empty state and Load more (SPEC §2 Directory). */
export const directory = {
  metaTitle: "Muse Directory | {brand}",
  /** `{place}`: `inCity` of the chosen city ("in Zurich"), else `acrossEurope`. */
  metaDescription:
    "Browse verified, hand-reviewed Muses {place}. Discreet profiles with availability, services and direct contact options.",
  acrossEurope: "across Europe",
  title: "Muse Directory",
  intro: "Every Muse is verified by hand before going live. Contact them directly; all arrangements stay between you.",
  filters: {
    label: "Filter Muses",
    city: "City",
    allCities: "All Cities",
    category: "Category",
    allCategories: "All Categories",
    verification: "Verification",
    allVerified: "All Verified Muses",
    photoVerified: api.verification.filter,
    /** The search by name: any part of a handle (its start for two characters), in any letter case. */
    search: "Search by name",
    searchPlaceholder: "Part of a Muse's name",
    /** The order of the cards; `newest` is the default. */
    sort: "Sort by",
    sorts: {
      newest: "Newest",
      updated: "Recently updated",
      verified: "Photo verified first",
      available: "Available now first",
    },
    apply: "Apply filters",
  },
  /** The count line; `one` when the total is one in the language's plural rules ("1 von 1 Muse"). */
  count: {
    one: "Showing {shown} of {total} Muses",
    other: "Showing {shown} of {total} Muses",
  },
  /** The count line while a new filter loads, and the spinner's label. */
  loadingCount: "Loading Muses...",
  loading: "Loading Muses",
  cardsLabel: "Muses",
  empty: {
    title: "No Muses found",
    hint: "Try adjusting your filters or check back later for new Muses",
    /** The hint instead when a search found nobody; `{q}` is the search. */
    searchHint: "No Muse's name matches “{q}”. Check the spelling, or try another part of her name.",
    becomeFirst: "Become the first Muse in this area",
  },
  loadMore: "Load more",
  loadingMore: "Loading...",
  card: {
    viewProfile: "View Profile",
    /** Read after "View Profile" by screen readers only, always after a space (the markup puts one before it). */
    viewProfileOf: " of {handle}",
    services: "Services",
    moreServices: "+{count} more",
    /** On a Muse's card in a city she is visiting (a tour): `{date}` is the visit's last day. */
    visitingUntil: "Visiting until {date}",
  },
  /** In place of "No Muses found" when the database could not be read and no demo Muse matches. */
  unavailable: {
    title: "We can't show the Muses right now",
    hint: "Our site cannot load them at the moment. Please try again in a minute.",
  },
} as const;
