import { apiAdmin } from "./api-admin.ts";
import { appealOutcomes, clauses, durations } from "./decision-words.ts";
import { apiConversations } from "./messages.ts";
import { apiAlerts } from "./alerts.ts";
import { apiWatch } from "./watch.ts";

/**
 * Every message a person reads that the API answers or a form's rule, a toast or a notice writes: the spec's words,
 * each in its one home. Its keys are the dotted paths of its texts (`"auth.invalidLogin"`, src/i18n/keys.ts); the
 * domain names them (src/domain/messages/*, api-texts.ts, rule-texts.ts), the server answers with the text in the
 * caller's language (functions/http/respond.ts), and a page's scripts look theirs up with `say` (src/lib/say.ts).
 * Every other language's `api` area (src/i18n/<locale>.json) has the same keys but `admin`, the admin panel's
 * messages, which stay English (api-admin.ts) and src/i18n/index.ts adds to each language.
 */

export const api = {
  http: {
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
    requestTimeout: "The request took too long. Please try again.",
    network: "Network error. Please check your connection and try again.",
  },
  rules: {
    email: "Please enter a valid email",
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
      tooShort: "Bio must be at least 20 characters",
      tooLongApplication: "Bio must be less than 500 characters",
      tooLongProfile: "Bio must be less than 1000 characters",
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
      common: "This password is one of the most common. Please choose one that is harder to guess.",
    },
    contact: {
      nameRequired: "Name is required",
      nameTooLong: "Name must be less than 100 characters",
      subjectTooLong: "Subject must be less than 200 characters",
      messageRequired: "Message is required",
      messageTooLong: "Message must be less than 5000 characters",
    },
    report: {
      reasonRequired: "Please choose a reason",
      detailsTooLong: "Details must be less than 2000 characters",
      handleRequired: "Please name the profile to report",
      unknownPicture: "Unknown picture",
      goodFaithRequired: "Please confirm that your report is accurate and complete",
      explanationRequired: "Please explain what is wrong",
    },
    profile: {
      tooLong64: "Must be less than 64 characters",
      tooLong30: "Must be less than 30 characters",
      url: "Please enter a valid URL",
      captionTooLong: "Caption must be less than 200 characters",
    },
    visit: {
      ownCity: "Choose a city other than your own",
      startsOn: "Please enter the first day",
      endsOn: "Please enter the last day",
      startsInPast: "The first day cannot be in the past",
      endsBeforeStart: "The last day cannot be before the first day",
      tooFarAhead: "The last day can be at most 60 days from today",
      overlap: "This visit overlaps another of your visits",
      tooMany: "You can plan at most 5 visits at a time",
    },
    appeal: {
      required: "Please tell us why the decision is wrong",
      tooLong: "Your appeal must be less than 2000 characters",
    },
  },
  auth: {
    alreadyRegistered: "User already registered",
    accountExists: {
      title: "Account exists",
      description: "This email is already registered. Please sign in instead.",
    },
    signUpFailed: "Failed to create account. Please try again.",
    signUpDone: "Account created! Please check your email to verify your account.",
    signUpLinked: "Success! Account created and application linked successfully!",
    invalidLogin: "Invalid login credentials",
    invalidCredentials: {
      title: "Invalid credentials",
      description: "Please check your email and password and try again.",
    },
    signInFailed: "Failed to sign in. Please try again.",
    signedIn: "Welcome back! Successfully signed in.",
    noUser: "No user logged in",
    sessionMissing: "Auth session missing!",
    accessDenied: "Access denied. Admin privileges required.",
    linkNotFound:
      "The link to this application has expired or was already used, or the application is linked to another account",
    alreadyHasProfile: "Your account already has a Muse profile",
    linkFailed: "Failed to link application",
  },
  reset: {
    requested:
      "If an account exists for this e-mail, we have sent it a link to reset the password. The link is valid for one hour.",
    invalidLink: "This reset link is invalid or has expired. Please ask for a new one.",
    done: "Your password has been changed and every session signed out. Please sign in with your new password.",
  },
  account: {
    wrongPassword: "The password is not correct.",
    passwordChanged: "Password changed. Every other session has been signed out.",
    otherSessionsEnded: "Every other session has been signed out.",
    verificationSent: "We have sent you a new confirmation link.",
    alreadyVerified: "Your e-mail address is already confirmed.",
    deleted: "Your account and everything stored with it have been deleted.",
    sameEmail: "This is already your e-mail address.",
    emailChangeSent: "We have sent a confirmation link to your new address. Your e-mail changes once you open it.",
    emailChanged: "Your e-mail address has been changed.",
    emailChangeInvalid: "This confirmation link is invalid or has expired.",
    emailChangeTaken: "This e-mail address already belongs to another account.",
    emailChangeCancelled: "The change of address is cancelled: the link we sent no longer works.",
    confirmEmailFirst: "Please confirm your current e-mail address before changing it.",
  },
  application: {
    profilePictureRequired: { title: "Profile Picture Required", description: "Please upload a profile picture." },
    feetPictureRequired: { title: "Feet Picture Required", description: "Please upload a feet picture." },
    profileUploadFailed: "Failed to upload profile picture",
    feetUploadFailed: "Failed to upload feet picture",
    submitFailed: "Failed to submit application. Please try again.",
    submitted: {
      title: "Application Submitted!",
      description: "Now let's create your account to manage your profile.",
    },
    submittedLinked: "Follow its review on your dashboard.",
    resubmitted: "Your application is back in review.",
    claimLinkSent:
      "If an application with this handle was sent with this address, we have e-mailed a new link to it. It works for 7 days.",
    handleTaken: "This handle is already taken",
    alreadyApplied: "You already have an application",
    documentRequired: {
      title: "Identity Document Required",
      description: "Please upload a picture of your identity document.",
    },
    documentUploadFailed: "Failed to upload identity document picture",
  },
  images: {
    tooLarge: "Image is too large",
    notAnImage: "Please upload an image file (JPEG, PNG, WebP or GIF).",
    dimensionsTooLarge: "Image dimensions are too large",
    notFound: "Image not found",
  },
  contact: {
    sendFailed: { title: "Error sending message", description: "Please try again later." },
    sent: { title: "Message sent successfully", description: "We'll get back to you within 24 hours." },
  },
  report: {
    sent: { title: "Report sent", description: "Thank you. Our team reviews every report, usually within 24 hours." },
    failed: "Failed to send the report. Please try again.",
    goodFaith: "I confirm in good faith that this report is accurate and complete.",
    reference: "Your reference is {reference}.",
    receiptOnItsWay: "A receipt with this reference is on its way to your e-mail.",
    namesPicture: "This report names picture {position} of the gallery.",
    repeated: "You have already reported this profile today. Our team is looking into it.",
    pictureGone: "This picture is no longer on the profile",
    profileNotFound: "Profile Not Found",
    reasons: {
      fake_photos: "Fake or stolen photos",
      under_18: "Under 18",
      forced: "Forced or trafficked",
      scam: "Scam or spam",
      offensive: "Offensive content",
      other: "Other",
    },
  },
  dashboard: {
    noProfile: "No Profile Found",
    notApproved: "Editing becomes available once your application is approved",
    loadFailed: "Failed to load profile data.",
    updateFailed: "Failed to update profile. Please try again.",
    updated: "Profile Updated!",
    cityUpdated: "City updated!",
    availabilityUpdated: "Availability updated!",
    galleryLoadFailed: "Failed to load gallery images.",
    uploadFailed: { title: "Upload failed", description: "Failed to upload image." },
    deleteFailed: { title: "Delete failed", description: "Failed to delete image." },
    uploaded: "Image uploaded!",
    deleted: "Image deleted.",
    captionSaved: "Caption saved.",
    captionFailed: { title: "Save failed", description: "Failed to save the caption." },
    paused: "Your profile is paused and hidden from the directory.",
    resumed: "Your profile is live again.",
    pauseConfirm: "Pause your listing? Your profile disappears from the directory until you resume it.",
    pauseFailed: "Failed to pause your listing. Please try again.",
    resumeFailed: "Failed to resume your listing. Please try again.",
    suspendedNote: "Your profile is suspended and hidden from the directory.",
    suspendedListing: "Your profile is suspended: our team shows it again once it has been reviewed.",
    galleryOrderInvalid: "The new order must list each image of your gallery exactly once",
    galleryOrderSaved: "Gallery order saved.",
    galleryOrderFailed: "Failed to save the gallery order.",
    pictureReplaced: { profile: "Profile picture updated!", feet: "Feet picture updated!" },
    pictureReplaceFailed: { profile: "Failed to upload profile picture", feet: "Failed to upload feet picture" },
  },
  tours: {
    added: "Visit added.",
    removed: "Visit removed.",
    addFailed: "Failed to add the visit.",
    removeFailed: "Failed to remove the visit.",
    notFound: "Visit not found",
  },
  verification: {
    badge: "Photo verified",
    filter: "Photo verified only",
    explanation:
      "Photo verified: an admin compared a fresh picture of her, holding a one-time code and making a gesture we chose, with her profile pictures. It is checked again every 12 months.",
    requested: "Your code is ready: write it on paper with your handle and send the picture within 48 hours.",
    submitted: "Thank you! An admin will compare your picture with your profile and let you know.",
    noOpenRequest: "Ask for a new code first: this one was used, replaced or has expired.",
    codeExpired: "This code has expired. Ask for a new one.",
    alreadySubmitted: "Your picture is waiting for review.",
    notApproved: "Photo verification is open to approved profiles.",
    replacingEndsIt:
      "Replacing your profile picture ends your photo verification: the badge disappears until you verify again.",
  },
  decisions: {
    loadFailed: "Failed to load the decisions about your profile",
    notFound: "Decision not found",
    appealSent: "Your appeal is sent. We will e-mail you the outcome.",
    appealFailed: "Failed to send your appeal. Please try again.",
    appealAlreadySent: "You have already appealed this decision",
    appealTooLate: "This decision is more than 6 months old and can no longer be appealed",
    titles: {
      suspension: "Profile suspended",
      picture_removal: "Picture removed",
      verification_declined: "Photo verification declined",
      rejection: "Application not approved",
      warning: "Warning",
      age_check_pause: "Listing paused: age not confirmed",
    },
    restrictions: {
      suspension: "Your profile is hidden from the directory and your profile page is not shown.",
      picture_removal: "One picture was taken off your profile; the rest of your profile is unchanged.",
      verification_declined: "Your profile did not receive the “Photo verified” badge.",
      rejection: "Your application was not approved, so your profile is not listed.",
      warning: "Nothing was restricted: this is a warning.",
      age_check_pause:
        "Your listing is paused: your profile is not shown in the directory and your profile page is not shown.",
    },
    durations,
    sources: { notice: "A notice sent to us about your profile", own_initiative: "Our own review of your profile" },
    noAutomatedDecision:
      "No automated means were used to take this decision: a member of our team reviewed your profile and decided.",
    howToAppeal:
      "You can appeal this decision within 6 months: choose “Appeal this decision” under it on your dashboard and tell us why it is wrong. A different member of our team reviews it where possible, and we e-mail you the outcome. You may also turn to a certified out-of-court dispute settlement body or to the courts.",
    appealOutcomes,
    /** Instead of noAutomatedDecision, on the one decision no person took: the pause of an unconfirmed age. */
    automatedPause:
      "This pause followed automatically, because no identity document had arrived 30 days after we asked you to confirm your age; no one judged your profile. It ends as soon as a member of our team has checked your document.",
    /** The clauses of /terms a decision relies on, and how a statement names one ("Clause 4.2 of our Terms: …"). */
    clauses,
    // Pure, so a bundle that reads a few of these texts leaves the rest of the catalogue out (the statement's words).
    clauseLabels: /* @__PURE__ */ Object.fromEntries(
      /* @__PURE__ */ Object.entries(clauses).map(([clause, text]) => [
        clause,
        `Clause ${clause} of our Terms: ${text}`,
      ]),
    ) as Record<keyof typeof clauses, string>,
  },
  blog: {
    articleNotFound: "Article Not Found",
    copied: "Link copied to clipboard!",
    copyFailed: "Failed to copy link",
  },
  /** What src/domain/forbidden-wording.ts refuses in a bio, a caption or a message (decision 0063). */
  wording: {
    unprotectedSex: "Your text mentions sex without a condom, which the law forbids advertising. Please remove it.",
    pregnancy: "Your text mentions pregnancy, which the law forbids in advertising. Please remove it.",
    minor: "Your text suggests someone under 18, which our Terms forbid. Please remove it.",
  },
  admin: apiAdmin,
  conversations: apiConversations,
  alerts: apiAlerts,
  /** "Confirm your age" on her dashboard (issue 46 items 2 and 3, decision 0066). */
  ageCheck: {
    noTask: "There is no age check to send a document for.",
    documentWaiting: "Your document is waiting for our check.",
    documentSent: "Thank you: your document is sent. We check it, then delete it.",
    pausedListing:
      "Your listing is paused until we have checked your age: send your identity document under “Confirm your age”.",
    /** The facts of the pause's statement: `{date}` the task appeared, `{days}` later. */
    pauseFacts:
      "On {date} we asked you to confirm your age with a picture of your identity document. {days} days later we had not received it.",
  },
  /** "Available now" and the statistics (decision 0067). */
  now: {
    switchedOn: "You are shown as available now.",
    switchedOff: "Available now is switched off.",
    failed: "Failed to change Available now. Please try again.",
    hours: "Please choose from 1 to 12 hours",
    filter: "Unknown availability filter",
    statisticsFailed: "Failed to load your statistics.",
  },
  /** The stolen-photo watch's notice (decision 0072). */
  watch: apiWatch,
} as const;
