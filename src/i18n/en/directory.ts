import { VERIFICATION_MESSAGES } from "../../domain/verification-texts.ts";

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
    photoVerified: VERIFICATION_MESSAGES.filter,
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
} as const;
