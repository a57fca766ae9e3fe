/** Her tour on the dashboard: the toasts of adding and removing a visit. */
export const TOUR_MESSAGES = {
  added: "tours.added",
  removed: "tours.removed",
  addFailed: "tours.addFailed",
  removeFailed: "tours.removeFailed",
} as const;
