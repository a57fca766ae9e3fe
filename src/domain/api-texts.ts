/**
 * The API's own refusals a visitor can meet (the HTTP layer, uploads, her dashboard, linking an application), apart
 * from the spec's messages (messages.ts) and the rules' (rule-texts.ts). Zod-free and server-free, so the wire
 * catalogue (src/i18n/<locale>/wire.ts) keys its translations by these very constants.
 */
export const HTTP_MESSAGES = {
  forbidden: "You are not allowed to do this",
  notFound: "Not found",
  tooManyRequests: "Too many requests. Please try again later.",
  internal: "Something went wrong. Please try again.",
  methodNotAllowed: "Method not allowed",
  crossSite: "Cross-site request refused",
  expectedJson: "Expected a JSON body",
  bodyTooLarge: "Request body is too large",
  malformedJson: "Malformed JSON",
  nulCharacters: "Text may not contain NUL characters",
  expectedUpload: "Expected a multipart form upload",
  malformedUpload: "Malformed form upload",
  invalidInput: "Invalid input",
  /** The local server's answer to a body that never finished (scripts/patch-netlify-cli.ts writes it out). */
  requestTimeout: "The request took too long. Please try again.",
  /** What src/lib/api.ts says when no answer came at all (it writes the text itself; a unit test holds them equal). */
  network: "Network error. Please check your connection and try again.",
} as const;

/** A picture that cannot be used, wherever it is uploaded. */
export const IMAGE_MESSAGES = {
  tooLarge: "Image is too large",
  notAnImage: "Please upload an image file (JPEG, PNG, WebP or GIF).",
  dimensionsTooLarge: "Image dimensions are too large",
} as const;

/** A gallery picture that is not hers (or no longer there). */
export const IMAGE_NOT_FOUND = "Image not found";

/** A visit of a tour that is not hers (or no longer there). */
export const VISIT_NOT_FOUND = "Visit not found";

/** Her dashboard before there is anything to edit. */
export const DASHBOARD_MESSAGES = {
  noProfile: "No Profile Found",
  notApproved: "Editing becomes available once your application is approved",
} as const;

/** Linking an application to an account (at sign-up, or signed in from the claim link). */
export const LINK_MESSAGES = {
  notFound:
    "The link to this application has expired or was already used, or the application is linked to another account",
  alreadyHasProfile: "Your account already has a Muse profile",
  /** Beside a new account whose application could not be linked for another reason. */
  failed: "Failed to link application",
} as const;

/** Sending an application. */
export const SUBMIT_MESSAGES = {
  handleTaken: "This handle is already taken",
  alreadyApplied: "You already have an application",
} as const;

/** A handle that names no listed Muse: the public page, its API and a report all answer this. */
export const PROFILE_NOT_FOUND = "Profile Not Found";

/** A blog article that is not published (or does not exist). */
export const ARTICLE_NOT_FOUND = "Article Not Found";
