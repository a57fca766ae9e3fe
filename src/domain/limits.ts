/**
 * The numbers the rules are built on, apart from the rules (zod) so a page can show them ("120/500 characters")
 * without loading the validation code.
 */

/** Handles appear in URLs (/muse/{handle}), so they keep to URL-safe characters; 2 to 50 of them (SPEC §9). */
export const HANDLE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
export const HANDLE_LENGTH = { min: 2, max: 50 } as const;

/** Bio lengths (SPEC §9): the short application bio, then the profile's longer one. */
export const BIO_MIN = 20;
export const BIO_MAX = { application: 500, profile: 1000 } as const;

/** How long the link to claim an application works: long enough to sign up a day or two later, short enough that a
 * leaked link soon stops working. A new link can be asked for with the handle and the address. */
export const CLAIM_DAYS = 7;

/** The longest caption of a gallery picture: the server's rule and the dashboard field's limit. */
export const CAPTION_MAX = 200;

/** Tours: how many visits a Muse plans at a time (those not yet over), and how far ahead a visit may end. */
export const VISITS_MAX = 5;
export const VISIT_DAYS_AHEAD = 60;
/** A city page's "Visiting soon" shows the visits that run now or start within this many days. */
export const VISITING_SOON_DAYS = 14;

/** Messages through the site: the first message of a conversation says something; any is at most 2,000 characters. */
export const MESSAGE_LENGTH = { first: 10, max: 2000 } as const;
/** The name a Muse reads instead of a visitor's e-mail address. */
export const DISPLAY_NAME_LENGTH = { min: 2, max: 40 } as const;
