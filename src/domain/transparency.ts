/**
 * The words of the public transparency report, /transparency (decision 0052), which the page and its tests share.
 * Zod-free, like decision-texts.ts.
 */

/** The languages the points of contact answer in (DSA Art. 11(3) and 12). */
export const CONTACT_LANGUAGES = ["English", "German"] as const;

export const TRANSPARENCY_TEXTS = {
  title: "Transparency report",
  metaTitle: "Transparency report: notices, decisions and appeals",
  description:
    "How SoleMuse moderates: notices received by reason, actions taken, median time to a decision, appeals and their outcomes, and how authorities and users reach us.",
  lastYear: "Last 12 months",
  sinceLaunch: "Since launch",
  notices: "Notices received, by reason",
  noticesTotal: "All notices",
  timing: "Time to a decision",
  decided: "Notices decided",
  medianHours: "Median hours from notice to decision",
  urgentReceived: "Urgent notices received",
  urgentDecided: "Urgent notices decided",
  urgentMedianHours: "Median hours for urgent notices",
  actions: "Actions taken, by type",
  actionsTotal: "All actions",
  afterNotice: "Taken after a notice",
  ownInitiative: "Taken on our own initiative",
  appeals: "Appeals",
  appealsReceived: "Appeals received",
  appealsUpheld: "Decision upheld",
  appealsReversed: "Decision reversed",
  appealsOpen: "Still being reviewed",
  warnings: "Warnings",
  noMedian: "None yet",
  unavailable: "The figures cannot be shown right now. Please try again in a few minutes.",
} as const;
