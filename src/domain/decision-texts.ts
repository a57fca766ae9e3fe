/**
 * Notice and action (decision 0050): the clauses of the Terms a statement of reasons cites, the kinds of decision,
 * and the words the Muse, the reporter and the admins read. Zod-free, like messages.ts, so pages that only show a
 * statement (or /transparency) load no validation code. The database CHECK lists (migration 0019) repeat the keys.
 */

/** The clauses of /terms a decision may rely on; each has the anchor `clause-<n>-<m>` there. */
export const TERMS_CLAUSES = {
  "1.1": "Adults only: every Muse and user is 18 or older",
  "3.1": "Applications and profiles are accurate and genuine",
  "3.2": "A verification picture shows the Muse herself",
  "4.1": "Everything happens with the free and informed consent of every adult involved",
  "4.2": "No minors, in any way",
  "4.3": "No illegal services, no one forced or trafficked",
  "4.4": "No harassment, threats, fraud or discrimination",
  "4.5": "No one's private information or images without consent",
  "4.6": "No spam, scams, scraping or unrelated advertising",
  "5.1": "Pictures show only the Muse, who holds their rights",
  "5.2": "Content is tasteful and not sexually explicit",
  "8.1": "Profiles may be suspended for a breach of the Terms, a legal duty or a credible risk to users",
} as const;
export type TermsClause = keyof typeof TERMS_CLAUSES;
export const TERMS_CLAUSE_KEYS = Object.keys(TERMS_CLAUSES) as [TermsClause, ...TermsClause[]];

/** Where a clause is on the site: `/terms#clause-4-2`. */
export const clauseAnchor = (clause: TermsClause) => `clause-${clause.replace(".", "-")}`;
export const clauseHref = (clause: TermsClause) => `/terms#${clauseAnchor(clause)}`;
/** "Clause 4.2 of our Terms: No minors, in any way" */
export const clauseLabel = (clause: TermsClause) => `Clause ${clause} of our Terms: ${TERMS_CLAUSES[clause]}`;

/** What a decision did; a warning restricts nothing. */
export const DECISION_KINDS = [
  "suspension",
  "picture_removal",
  "verification_declined",
  "rejection",
  "warning",
] as const;
export type DecisionKind = (typeof DECISION_KINDS)[number];

/** The decision's name in lists ("Decisions about your profile", /admin/appeals, /transparency). */
export const DECISION_TITLES: Record<DecisionKind, string> = {
  suspension: "Profile suspended",
  picture_removal: "Picture removed",
  verification_declined: "Photo verification declined",
  rejection: "Application not approved",
  warning: "Warning",
};

/** What was restricted, as the statement says it. */
export const DECISION_RESTRICTIONS: Record<DecisionKind, string> = {
  suspension: "Your profile is hidden from the directory and your profile page is not shown.",
  picture_removal: "One picture was taken off your profile; the rest of your profile is unchanged.",
  verification_declined: "Your profile did not receive the “Photo verified” badge.",
  rejection: "Your application was not approved, so your profile is not listed.",
  warning: "Nothing was restricted: this is a warning.",
};

/** Until when, while the restriction lasts (it is "Ended on {date}" once it stopped). */
export const DECISION_DURATIONS: Record<DecisionKind, string> = {
  suspension: "Indefinite: until your profile is reinstated",
  picture_removal: "Indefinite",
  verification_declined: "Until you verify again",
  rejection: "Until you resubmit your application",
  warning: "Not applicable: nothing was restricted",
};

export const DECISION_SOURCES = ["notice", "own_initiative"] as const;
export type DecisionSource = (typeof DECISION_SOURCES)[number];
export const DECISION_SOURCE_TEXTS: Record<DecisionSource, string> = {
  notice: "A notice sent to us about your profile",
  own_initiative: "Our own review of your profile",
};

/** Art. 17(3)(c): said on every statement. */
export const NO_AUTOMATED_DECISION =
  "No automated means were used to take this decision: a member of our team reviewed your profile and decided.";

/** How long after a decision it may be appealed. */
export const APPEAL_MONTHS = 6;
export const APPEAL_STATUSES = ["open", "upheld", "reversed"] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];
export const APPEAL_OUTCOMES = { upheld: "Decision upheld", reversed: "Decision reversed" } as const;
export type AppealOutcome = keyof typeof APPEAL_OUTCOMES;

/** How to appeal, on every statement and in its mail. */
export const HOW_TO_APPEAL = `You can appeal this decision within ${APPEAL_MONTHS} months: choose “Appeal this decision” under it on your dashboard and tell us why it is wrong. A different member of our team reviews it where possible, and we e-mail you the outcome. You may also turn to a certified out-of-court dispute settlement body or to the courts.`;

/** A kept removed picture is deleted this long after its decision, unless an appeal reversed it. */
export const REMOVED_PICTURE_KEPT_MONTHS = APPEAL_MONTHS;

/** Notices are deleted, with the reporter's address, this long after they were decided. */
export const NOTICE_KEPT_MONTHS = 12;

export const DECISION_MESSAGES = {
  clauseRequired: "Please choose the clause of the Terms",
  factsRequired: "Please describe the facts",
  factsTooLong: "Facts must be less than 2000 characters",
  decisionsLoadFailed: "Failed to load the decisions about your profile",
  decisionNotFound: "Decision not found",
  appealSent: "Your appeal is sent. We will e-mail you the outcome.",
  appealFailed: "Failed to send your appeal. Please try again.",
  appealRequired: "Please tell us why the decision is wrong",
  appealTooLong: "Your appeal must be less than 2000 characters",
  appealAlreadySent: "You have already appealed this decision",
  appealTooLate: `This decision is more than ${APPEAL_MONTHS} months old and can no longer be appealed`,
  appealNotFound: "Appeal not found",
  appealAlreadyDecided: "This appeal has already been decided",
  appealOutcomeRequired: "Please give the reason for your decision",
  appealsLoadFailed: "Failed to load appeals",
  noAppeals: "No appeals found",
  appealUpheld: { title: "Decision Upheld", description: "The Muse is told the decision stands." },
  appealReversed: { title: "Decision Reversed", description: "The restriction is lifted and the Muse is told." },
  appealDecideFailed: "Failed to decide the appeal",
  warned: { title: "Warning Sent", description: "The Muse reads the statement on her dashboard and by e-mail." },
  warnFailed: "Failed to send the warning",
  pictureGone: "This picture is no longer on the profile",
} as const;
