/** The product's name, tagline and fixed contact points, used by every page, mail and meta tag. */
export const BRAND = "SoleMuse";
export const TAGLINE = "Verified Muses";
export const SUPPORT_EMAIL = "support@solemuse.example";
export const DEFAULT_AUTHOR = "The SoleMuse Team";
export const LEGAL_DATE = "January 2025";
export const MINIMUM_AGE = 18;

/** Marketing statements every visitor must be able to find (SPEC §1). */
export const PROMISES = {
  reviewTime: "Applications are reviewed within 48 hours.",
  pendingReviewTime: "24-48 hours",
  contactReply: "We reply to every message within 24 hours.",
  coverage: "SoleMuse covers major European cities.",
  payments: "All payments and arrangements happen directly between users. SoleMuse does not process payments.",
  adultsOnly: "You must be 18 or older to use SoleMuse.",
  values: ["Discretion", "Verification", "Safety", "Mutual respect"],
} as const;

export function cityMetaTitle(city: string): string {
  return `Foot Fetish Encounters in ${city} - ${TAGLINE} | ${BRAND}`;
}
