/**
 * The texts forms, toasts and API answers show (SPEC's words), apart from the rules (zod): a page loads its messages
 * without the validation code, which its forms fetch on their first submit. The domain modules re-export them.
 *
 * One file per area (src/domain/messages/), so a page's scripts carry only the areas its islands show: the sign-in
 * page loads the sign-in texts, not the admin panel's.
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
