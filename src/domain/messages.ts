/**
 * The keys of the messages forms, toasts and API answers show (SPEC's words), apart from the rules (zod): each key is
 * the path of its text in every language's `api` area (src/i18n/en/api.ts, src/i18n/<locale>.json); the server
 * answers with the text in the caller's language, and an island looks its own keys up with `say` (src/lib/say.ts).
 * The domain modules re-export them. One file per area (src/domain/messages/).
 */
export { REASON_REQUIRED, EMAIL_INVALID, COMMON_PASSWORD } from "./messages/fields.ts";
export { AUTH_MESSAGES, RESET_MESSAGES } from "./messages/auth.ts";
export { ACCOUNT_MESSAGES } from "./messages/account.ts";
export { APPLICATION_MESSAGES } from "./messages/application.ts";
export { PROFILE_MESSAGES } from "./messages/profile.ts";
export { MODERATION_MESSAGES } from "./messages/moderation.ts";
export { REVIEW_MESSAGES } from "./messages/review.ts";
export { CONTACT_MESSAGES } from "./messages/contact.ts";
export { BLOG_MESSAGES } from "./messages/blog.ts";
export { TOUR_MESSAGES } from "./messages/tours.ts";
