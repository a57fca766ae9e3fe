import { PROMISES, TAGLINE } from "../../domain/brand.ts";

/** The layout every page shares: header, footer, cookie banner and the language switcher. */
export const common = {
  skipToContent: "Skip to content",
  nav: {
    label: "Main",
    home: "Home",
    directory: "Directory",
    blog: "Blog",
    about: "About",
    contact: "Contact",
  },
  header: {
    join: "Join",
    becomeMuse: "Become a Muse",
    myDashboard: "My Dashboard",
    profile: "Profile",
    adminPanel: "Admin Panel",
    accountSettings: "Account Settings",
    signOut: "Sign Out",
    openMenu: "Open menu",
    closeMenu: "Close menu",
  },
  language: {
    label: "Language",
    /** The suggestion shown to a visitor whose browser prefers another language the site speaks. */
    suggestion: "This page is also available in English.",
    suggestionLink: "Read it in English",
  },
  footer: {
    about: "{tagline}: a discreet, verified directory for adults across major European cities.",
    followUs: "Follow us: Coming soon",
    exploreLabel: "Footer",
    explore: "Explore",
    legalLabel: "Legal",
    legal: "Legal",
    terms: "Terms of Use",
    privacy: "Privacy Policy",
    disclaimer: "Disclaimer",
    transparency: "Transparency",
    cities: "Cities",
    rights: "© {year} {brand}. All rights reserved. Adults 18+ only.",
    imprint: "Imprint",
  },
  /** The spec's promises (SPEC §1), which every visitor must be able to find in her language. */
  promises: {
    tagline: TAGLINE,
    reviewTime: PROMISES.reviewTime,
    pendingReviewTime: PROMISES.pendingReviewTime,
    contactReply: PROMISES.contactReply,
    coverage: PROMISES.coverage,
    payments: PROMISES.payments,
    adultsOnly: PROMISES.adultsOnly,
    values: {
      discretion: PROMISES.values[0],
      verification: PROMISES.values[1],
      safety: PROMISES.values[2],
      respect: PROMISES.values[3],
    },
  },
  toasts: {
    label: "Notifications",
    close: "Close toast",
  },
  cookies: {
    label: "Cookie consent",
    text: "We use only the cookies needed to run SoleMuse and remember your choices. No advertising or tracking cookies.",
    learnMore: "Learn more about cookies",
    decline: "Decline",
    accept: "Accept",
    close: "Close",
    /** The first-visit sheet's statement above the cookie choice. */
    adults: "This site is for adults 18 and over.",
  },
  cities: {
    Zurich: "Zurich",
    Geneva: "Geneva",
    Basel: "Basel",
    Lausanne: "Lausanne",
    Frankfurt: "Frankfurt",
    Berlin: "Berlin",
    Hamburg: "Hamburg",
    Warsaw: "Warsaw",
    Vienna: "Vienna",
    Amsterdam: "Amsterdam",
  },
} as const;
