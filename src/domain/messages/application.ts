export const APPLICATION_MESSAGES = {
  profilePictureRequired: {
    title: "application.profilePictureRequired.title",
    description: "application.profilePictureRequired.description",
  },
  feetPictureRequired: {
    title: "application.feetPictureRequired.title",
    description: "application.feetPictureRequired.description",
  },
  profileUploadFailed: "application.profileUploadFailed",
  feetUploadFailed: "application.feetUploadFailed",
  submitFailed: "application.submitFailed",
  submitted: {
    title: "application.submitted.title",
    description: "application.submitted.description",
  },
  submittedLinked: "application.submittedLinked",
  resubmitted: "application.resubmitted",
  claimLinkSent: "application.claimLinkSent",
  documentRequired: {
    title: "application.documentRequired.title",
    description: "application.documentRequired.description",
  },
  documentUploadFailed: "application.documentUploadFailed",
} as const;
