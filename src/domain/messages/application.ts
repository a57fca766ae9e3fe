import { CLAIM_DAYS } from "../limits.ts";

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
