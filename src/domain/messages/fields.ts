/** A report or a decision sent without one of the listed reasons. */
export const REASON_REQUIRED = "rules.report.reasonRequired";

/** The message of a missing or malformed address, on every e-mail field of the site. */
export const EMAIL_INVALID = "rules.email";

/** A new password found in the list of the most common ones (checked on the server). */
export const COMMON_PASSWORD = "rules.password.common";
