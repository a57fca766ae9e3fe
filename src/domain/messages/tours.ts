/** Her tour on the dashboard: the toasts of adding and removing a visit. */
export const TOUR_MESSAGES = {
  added: "Visit added.",
  removed: "Visit removed.",
  addFailed: "Failed to add the visit.",
  removeFailed: "Failed to remove the visit.",
} as const;
