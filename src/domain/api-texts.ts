/**
 * The API's own refusals a visitor can meet (the HTTP layer, uploads, her dashboard, linking an application), apart
 * from the spec's messages (messages.ts) and the rules' (rule-texts.ts): their keys, whose texts are in each
 * language's `api` area (src/i18n/en/api.ts and each language's src/i18n/<locale>.json).
 */
export const HTTP_MESSAGES = {
  forbidden: "http.forbidden",
  notFound: "http.notFound",
  tooManyRequests: "http.tooManyRequests",
  internal: "http.internal",
  methodNotAllowed: "http.methodNotAllowed",
  crossSite: "http.crossSite",
  expectedJson: "http.expectedJson",
  bodyTooLarge: "http.bodyTooLarge",
  malformedJson: "http.malformedJson",
  nulCharacters: "http.nulCharacters",
  expectedUpload: "http.expectedUpload",
  malformedUpload: "http.malformedUpload",
  invalidInput: "http.invalidInput",
  requestTimeout: "http.requestTimeout",
  network: "http.network",
} as const;

/** A picture that cannot be used, wherever it is uploaded. */
export const IMAGE_MESSAGES = {
  tooLarge: "images.tooLarge",
  notAnImage: "images.notAnImage",
  dimensionsTooLarge: "images.dimensionsTooLarge",
} as const;

/** A gallery picture that is not hers (or no longer there). */
export const IMAGE_NOT_FOUND = "images.notFound";

/** A visit of a tour that is not hers (or no longer there). */
export const VISIT_NOT_FOUND = "tours.notFound";

/** Her dashboard before there is anything to edit. */
export const DASHBOARD_MESSAGES = {
  noProfile: "dashboard.noProfile",
  notApproved: "dashboard.notApproved",
} as const;

/** Linking an application to an account (at sign-up, or signed in from the claim link). */
export const LINK_MESSAGES = {
  notFound: "auth.linkNotFound",
  alreadyHasProfile: "auth.alreadyHasProfile",
  failed: "auth.linkFailed",
} as const;

/** Sending an application. */
export const SUBMIT_MESSAGES = {
  handleTaken: "application.handleTaken",
  alreadyApplied: "application.alreadyApplied",
} as const;

/** A handle that names no listed Muse: the public page, its API and a report all answer this. */
export const PROFILE_NOT_FOUND = "report.profileNotFound";

/** A blog article that is not published (or does not exist). */
export const ARTICLE_NOT_FOUND = "blog.articleNotFound";
