import { CLAIM_DAYS } from "./limits.ts";

/**
 * The texts forms, toasts and API answers show (SPEC's words), apart from the rules (zod): a page loads its messages
 * without the validation code, which its forms fetch on their first submit. The domain modules re-export them.
 */
export const REASON_REQUIRED = "Please choose a reason";

/**
 * An e-mail address as it is stored and compared everywhere (accounts, contact requests, a profile's contact
 * address): trimmed and lower-cased, so one address is one value.
 */
/** The message of a missing or malformed address, on every e-mail field of the site. */
export const EMAIL_INVALID = "Please enter a valid email";

/** A new password found in the list of the most common ones (checked on the server). */
export const COMMON_PASSWORD = "This password is one of the most common. Please choose one that is harder to guess.";

export const AUTH_MESSAGES = {
  alreadyRegistered: "User already registered",
  accountExists: { title: "Account exists", description: "This email is already registered. Please sign in instead." },
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
} as const;

export const RESET_MESSAGES = {
  requested:
    "If an account exists for this e-mail, we have sent it a link to reset the password. The link is valid for one hour.",
  invalidLink: "This reset link is invalid or has expired. Please ask for a new one.",
  done: "Your password has been changed and every session signed out. Please sign in with your new password.",
} as const;

export const ACCOUNT_MESSAGES = {
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
} as const;

export const APPLICATION_MESSAGES = {
  profilePictureRequired: { title: "Profile Picture Required", description: "Please upload a profile picture." },
  feetPictureRequired: { title: "Feet Picture Required", description: "Please upload a feet picture." },
  profileUploadFailed: "Failed to upload profile picture",
  feetUploadFailed: "Failed to upload feet picture",
  submitFailed: "Failed to submit application. Please try again.",
  submitted: { title: "Application Submitted!", description: "Now let's create your account to manage your profile." },
  /** Sent signed in, the application is already linked: no account to create. */
  submittedLinked: "Follow its review on your dashboard.",
  resubmitted: "Your application is back in review.",
  /** The same answer whether or not such an application exists. */
  claimLinkSent: `If an application with this handle was sent with this address, we have e-mailed a new link to it. It works for ${CLAIM_DAYS} days.`,
} as const;

export const PROFILE_MESSAGES = {
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
} as const;

export const MODERATION_MESSAGES = {
  reportSent: {
    title: "Report sent",
    description: "Thank you. Our team reviews every report, usually within 24 hours.",
  },
  reportFailed: "Failed to send the report. Please try again.",
  goodFaithRequired: "Please confirm that your report is accurate and complete",
  explanationRequired: "Please explain what is wrong",
  goodFaith: "I confirm in good faith that this report is accurate and complete.",
  /** The sent dialog: `{reference}` is the notice's reference, "SM-XXXX-XXXX". */
  reportReference: "Your reference is {reference}.",
  reportReceiptOnItsWay: "A receipt with this reference is on its way to your e-mail.",
  /** The dialog opened from a picture of the gallery overlay: `{position}` is its place in the gallery, from 1. */
  reportNamesPicture: "This report names picture {position} of the gallery.",
  reportRepeated: "You have already reported this profile today. Our team is looking into it.",
  reasonRequired: REASON_REQUIRED,
  reportNotFound: "Report not found",
  reportAlreadyClosed: "This report has already been closed",
  reportResolved: { title: "Report Resolved", description: "The report is closed as acted upon." },
  reportDismissed: { title: "Report Dismissed", description: "The report is closed without action." },
  reportUpdateFailed: "Failed to update the report",
  noticeNamesNoPicture: "This report names no picture",
  warnOnlyListed: "Only an Approved or Suspended profile can be warned",
  reportsLoadFailed: "Failed to load reports",
  noReports: "No reports found",
  suspended: { title: "Profile Suspended", description: "The profile is hidden from the directory." },
  reinstated: { title: "Profile Reinstated", description: "The profile is live again." },
  reopened: { title: "Application Reopened", description: "The application is pending review again." },
  statusFailed: "Failed to change the profile's status",
  notApprovedForSuspension: "Only an Approved profile can be suspended",
  notSuspended: "Only a Suspended profile can be reinstated",
  notRejected: "Only a Rejected application can be reopened",
  paused: "Your profile is paused and hidden from the directory.",
  resumed: "Your profile is live again.",
  pictureRemoved: "Picture removed.",
  pictureAlreadyRemoved: "This picture has already been removed",
  changeNotFound: "Change not found",
  pictureNoLongerShown: "This picture is no longer on the profile: the Muse has replaced or deleted it",
  notAPicture: "Only a picture can be removed",
  removeFailed: "Failed to remove the picture",
  changesLoadFailed: "Failed to load recent changes",
  pauseConfirm: "Pause your listing? Your profile disappears from the directory until you resume it.",
  pauseFailed: "Failed to pause your listing. Please try again.",
  resumeFailed: "Failed to resume your listing. Please try again.",
  suspendedNote: "Your profile is suspended and hidden from the directory.",
  suspendedListing: "Your profile is suspended: our team shows it again once it has been reviewed.",
  changeReviewed: "Marked as reviewed.",
  galleryOrderInvalid: "The new order must list each image of your gallery exactly once",
  galleryOrderSaved: "Gallery order saved.",
  galleryOrderFailed: "Failed to save the gallery order.",
  pictureReplaced: { profile: "Profile picture updated!", feet: "Feet picture updated!" },
  pictureReplaceFailed: { profile: "Failed to upload profile picture", feet: "Failed to upload feet picture" },
} as const;

export const REVIEW_MESSAGES = {
  reasonRequired: {
    title: "Rejection Reason Required",
    description: "Please provide a reason for rejecting this application",
  },
  loadFailed: "Failed to load application details",
  notesSaved: { title: "Notes Saved", description: "Admin notes have been updated successfully" },
  notesFailed: "Failed to save notes",
  approved: { title: "Application Approved", description: "The application has been approved successfully" },
  rejected: { title: "Application Rejected", description: "The application has been rejected successfully" },
  approveFailed: "Failed to approve application",
  rejectFailed: "Failed to reject application",
  loginSuccess: { title: "Login Successful", description: "Welcome to the admin panel" },
  loginFailed: { title: "Login Failed", description: "Invalid credentials. Please try again." },
} as const;

export const CONTACT_MESSAGES = {
  sendFailed: { title: "Error sending message", description: "Please try again later." },
  sent: { title: "Message sent successfully", description: "We'll get back to you within 24 hours." },
  updateFailed: "Failed to update contact status",
  responseFailed: "Failed to submit response",
  markedRead: { title: "Marked as Read", description: "Contact request has been marked as read" },
  responded: { title: "Response Submitted", description: "Your response has been saved successfully" },
} as const;

export const BLOG_MESSAGES = {
  loadFailed: "Failed to load articles",
  saveFailed: "Failed to save article",
  deleteFailed: "Failed to delete article",
  created: "Article created successfully",
  updated: "Article updated successfully",
  deleted: "Article deleted successfully",
  slugTaken: "An article with this slug already exists",
  deleteConfirm: "Are you sure you want to delete the article? This action cannot be undone.",
  copied: "Link copied to clipboard!",
  copyFailed: "Failed to copy link",
  previewFailed: "The preview could not be loaded. Check your connection and try again.",
} as const;
