/** A report or a decision sent without one of the listed reasons. */
export const REASON_REQUIRED = "Please choose a reason";

/** The message of a missing or malformed address, on every e-mail field of the site. */
export const EMAIL_INVALID = "Please enter a valid email";

/** A new password found in the list of the most common ones (checked on the server). */
export const COMMON_PASSWORD = "This password is one of the most common. Please choose one that is harder to guess.";
