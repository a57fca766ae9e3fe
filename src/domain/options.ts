/** Option lists of SPEC §3 and §9. The database CHECK constraints repeat these values. */

/** One value of a list of options: `OneOf<typeof AVAILABILITY>` is "Available" | "Busy" | "On Vacation". */
export type OneOf<List extends readonly unknown[]> = List[number];

export const CATEGORIES = [
  "Foot Worship",
  "Sock & Scent Play",
  "Shoeplay & Heels",
  "Pedicure Sessions",
  "Hosiery & Tights Fetish",
  "Panty Play & Delivery",
  "Roleplay & Domination",
  "Public & Semi-Public Tease",
  "Custom Fantasy Requests",
] as const;
export type Category = OneOf<typeof CATEGORIES>;

export const AVAILABILITY = ["Available", "Busy", "On Vacation"] as const;
export type Availability = OneOf<typeof AVAILABILITY>;

export const APPROVAL_STATUSES = ["Pending", "Approved", "Rejected", "Suspended"] as const;
export type ApprovalStatus = OneOf<typeof APPROVAL_STATUSES>;

export const NATIONALITIES = [
  "Swiss",
  "German",
  "Austrian",
  "French",
  "Italian",
  "Spanish",
  "Dutch",
  "Belgian",
  "British",
  "American",
  "Canadian",
  "Australian",
  "Brazilian",
  "Russian",
  "Polish",
  "Czech",
  "Hungarian",
  "Romanian",
  "Other",
] as const;

export const ETHNICITIES = [
  "European",
  "Asian",
  "African",
  "Middle Eastern",
  "Latin American",
  "Mixed",
  "Other",
] as const;

export const HAIR_COLORS = ["Blonde", "Brunette", "Black", "Red", "Auburn", "Grey", "Other"] as const;

export const BIRTH_YEARS = Array.from({ length: 16 }, (_, i) => 1990 + i);

export const LANGUAGES = [
  "English",
  "German",
  "French",
  "Italian",
  "Spanish",
  "Dutch",
  "Portuguese",
  "Russian",
  "Chinese",
  "Japanese",
] as const;

export const REFERRAL_SOURCES = ["Social Media", "Reddit", "Word of Mouth", "Other"] as const;

export const USER_TYPES = ["seeker", "muse"] as const;
export type UserType = OneOf<typeof USER_TYPES>;

export const ROLES = ["seeker", "muse", "admin"] as const;
export type Role = OneOf<typeof ROLES>;

export const CONTACT_STATUSES = ["unread", "read", "responded"] as const;
export type ContactStatus = OneOf<typeof CONTACT_STATUSES>;

/** How many category badges a card shows before '+N more'. */
export const MAX_CATEGORY_BADGES = 3;
/** Profile image alternation and cookie banner delay, in milliseconds. */
export const IMAGE_ALTERNATION_MS = 2000;
/** The widths a stored picture's two WebP renditions fit within: the card's (600 × 800) and the full size's. */
export const PICTURE_WIDTHS = { card: 600, full: 1600 } as const;
export const COOKIE_BANNER_DELAY_MS = 1000;
export const COOKIE_CONSENT_KEY = "cookie-consent";
