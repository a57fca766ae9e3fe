export const REVIEW_MESSAGES = {
  reasonRequired: {
    title: "admin.review.reasonRequired.title",
    description: "admin.review.reasonRequired.description",
  },
  loadFailed: "admin.review.loadFailed",
  notesSaved: {
    title: "admin.review.notesSaved.title",
    description: "admin.review.notesSaved.description",
  },
  notesFailed: "admin.review.notesFailed",
  approved: {
    title: "admin.review.approved.title",
    description: "admin.review.approved.description",
  },
  rejected: {
    title: "admin.review.rejected.title",
    description: "admin.review.rejected.description",
  },
  approveFailed: "admin.review.approveFailed",
  rejectFailed: "admin.review.rejectFailed",
  loginSuccess: {
    title: "admin.review.loginSuccess.title",
    description: "admin.review.loginSuccess.description",
  },
  loginFailed: {
    title: "admin.review.loginFailed.title",
    description: "admin.review.loginFailed.description",
  },
} as const;
