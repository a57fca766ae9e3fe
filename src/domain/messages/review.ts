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
