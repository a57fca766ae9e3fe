import { BIO_MAX, BIO_MIN, CAPTION_MAX, VISIT_DAYS_AHEAD, VISITS_MAX } from "./limits.ts";

/**
 * The messages of the rules (zod) a visitor's forms apply, apart from the schemas so the wire catalogue reads them
 * without the validation code. Each schema in src/domain names its message here; a message built with a number is
 * written out for each number a form uses. Admin forms keep their messages in their schemas (the admin panel stays
 * English).
 */

/** "Bio must be less than 500 characters": the application's and the profile's maximum. */
export const bioTooLong = (max: number) => `Bio must be less than ${max} characters`;
/** An optional text of the profile ("Must be less than 64 characters"). */
export const textTooLong = (max: number) => `Must be less than ${max} characters`;

export const RULE_MESSAGES = {
  handle: {
    tooShort: "Handle must be at least 2 characters",
    tooLong: "Handle must be less than 50 characters",
    characters: "Handle may only contain letters, numbers, dots, hyphens and underscores",
  },
  services: {
    invalid: "Please select a valid service",
    required: "Please select at least one service",
    repeated: "Please select each service only once",
  },
  bio: {
    tooShort: `Bio must be at least ${BIO_MIN} characters`,
    tooLongApplication: bioTooLong(BIO_MAX.application),
    tooLongProfile: bioTooLong(BIO_MAX.profile),
  },
  application: {
    city: "Please select a city",
    phone: "Please provide a valid phone number",
    howFoundUs: "Please tell us how you found us",
    ageConfirmed: "You must confirm that you are 18 years of age or older",
    termsAccepted: "You must accept the Terms of Use and Privacy Policy",
  },
  password: {
    tooShort: "Password must be at least 8 characters",
    tooLong: "Password must be less than 200 characters",
    mismatch: "Passwords don't match",
    required: "Password is required",
    currentRequired: "Current password is required",
  },
  contact: {
    nameRequired: "Name is required",
    nameTooLong: "Name must be less than 100 characters",
    subjectTooLong: "Subject must be less than 200 characters",
    messageRequired: "Message is required",
    messageTooLong: "Message must be less than 5000 characters",
  },
  report: {
    detailsTooLong: "Details must be less than 2000 characters",
    handleRequired: "Please name the profile to report",
    unknownPicture: "Unknown picture",
  },
  profile: {
    /** Telegram handle. */
    tooLong64: textTooLong(64),
    /** WhatsApp and call numbers. */
    tooLong30: textTooLong(30),
    url: "Please enter a valid URL",
    captionTooLong: `Caption must be less than ${CAPTION_MAX} characters`,
  },
  /** A visit of her tour (the city is the application's "Please select a city"). */
  visit: {
    ownCity: "Choose a city other than your own",
    startsOn: "Please enter the first day",
    endsOn: "Please enter the last day",
    startsInPast: "The first day cannot be in the past",
    endsBeforeStart: "The last day cannot be before the first day",
    tooFarAhead: `The last day can be at most ${VISIT_DAYS_AHEAD} days from today`,
    overlap: "This visit overlaps another of your visits",
    tooMany: `You can plan at most ${VISITS_MAX} visits at a time`,
  },
} as const;
