import { CITY_COUNTRY } from "../../domain/cities.ts";

/**
 * The city landing pages' frame (/city/{slug}); each city's own text is its content file (content/cities). `{city}`
 * is the city's name in the page's language, `{inCity}` the phrase "in Zurich" as the language says it.
 */
export const city = {
  breadcrumb: "Breadcrumb",
  title: "Foot Fetish Encounters {inCity}",
  eyebrow: "{country} · {tagline}",
  browse: "Browse Muses {inCity}",
  becomeMuse: "Become a Muse {inCity}",
  promise: "The {brand} promise {inCity}",
  promisesLabel: "Our promises",
  /** The city's listed Muses, loaded fresh into the pre-rendered page: a row of cards, or `none`. */
  muses: {
    title: "Muses {inCity}",
    seeAll: "See all Muses {inCity}",
    none: "No Muse is listed {inCity} yet.",
  },
  faq: "Frequently asked questions",
  callToAction: {
    title: "Meet verified Muses {inCity}",
    text: "Browse manually verified Muses {inCity}, or apply to become one. {payments}",
    explore: "Explore Muses {inCity}",
  },
  /** The page's meta title (SPEC §9's pattern; the city pages' files hold it, src/content-schemas.ts checks them). */
  metaTitle: "Foot Fetish Encounters {inCity} - Verified Muses | {brand}",
  /** Each city's country. */
  countries: CITY_COUNTRY,
  moreCities: "More cities",
  /** Muses of other cities visiting this one now or within `{days}` days (their tours). */
  visitingSoon: {
    title: "Visiting soon",
    intro: "Muses from other cities who are here now or arrive within the next {days} days.",
    from: "From {city}",
    /** A visit under way: `{date}` is its last day. */
    now: "Here until {date}",
    viewProfile: "View Profile",
    viewProfileOf: " of {handle}",
  },
  popularSearches: "Popular searches:",
  /** `{terms}` and `{privacy}` are the links to the Terms of Use and the Privacy Policy. */
  agreement: "By using {brand} you agree to our {terms} and our {privacy}. Adults 18+ only.",
} as const;
