/**
 * Notice and action (decision 0050): the clauses of the Terms a statement of reasons cites, the kinds of decision,
 * and the keys of the messages the Muse, the reporter and the admins read (their words are in the catalogues'
 * `api.decisions`). Zod-free, like messages.ts. The database CHECK lists (migration 0019) repeat the keys.
 */

/** The clauses of /terms a decision may rely on; each has the anchor `clause-<n>-<m>` there, its words in `api.decisions.clauses`. */
export const TERMS_CLAUSE_KEYS = [
  "1.1",
  "3.1",
  "3.2",
  "4.1",
  "4.2",
  "4.3",
  "4.4",
  "4.5",
  "4.6",
  "5.1",
  "5.2",
  "8.1",
] as const;
export type TermsClause = (typeof TERMS_CLAUSE_KEYS)[number];

/** Where a clause is on the site: `/terms#clause-4-2`. */
export const clauseAnchor = (clause: TermsClause) => `clause-${clause.replace(".", "-")}`;
export const clauseHref = (clause: TermsClause) => `/terms#${clauseAnchor(clause)}`;

/** What a decision did; a warning restricts nothing. */
export const DECISION_KINDS = [
  "suspension",
  "picture_removal",
  "verification_declined",
  "rejection",
  "warning",
  "age_check_pause",
] as const;
export type DecisionKind = (typeof DECISION_KINDS)[number];

/** What a statement says of automated means: only the age-check pause follows by itself from a missed date. */
export const automatedMeans = (
  words: { noAutomatedDecision: string; automatedPause: string },
  kind: DecisionKind,
): string => (kind === "age_check_pause" ? words.automatedPause : words.noAutomatedDecision);

export const DECISION_SOURCES = ["notice", "own_initiative"] as const;
export type DecisionSource = (typeof DECISION_SOURCES)[number];

/** How long after a decision it may be appealed. */
export const APPEAL_MONTHS = 6;
export const APPEAL_STATUSES = ["open", "upheld", "reversed"] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];
export const APPEAL_OUTCOMES = ["upheld", "reversed"] as const;
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number];

/** A kept removed picture is deleted this long after its decision, unless an appeal reversed it. */
export const REMOVED_PICTURE_KEPT_MONTHS = APPEAL_MONTHS;

/** Notices are deleted, with the reporter's address, this long after they were decided. */
export const NOTICE_KEPT_MONTHS = 12;

export const DECISION_MESSAGES = {
  clauseRequired: "admin.decisions.clauseRequired",
  factsRequired: "admin.decisions.factsRequired",
  factsTooLong: "admin.decisions.factsTooLong",
  decisionsLoadFailed: "decisions.loadFailed",
  decisionNotFound: "decisions.notFound",
  appealSent: "decisions.appealSent",
  appealFailed: "decisions.appealFailed",
  appealRequired: "rules.appeal.required",
  appealTooLong: "rules.appeal.tooLong",
  appealAlreadySent: "decisions.appealAlreadySent",
  appealTooLate: "decisions.appealTooLate",
  appealNotFound: "admin.decisions.appealNotFound",
  appealAlreadyDecided: "admin.decisions.appealAlreadyDecided",
  appealOutcomeRequired: "admin.decisions.appealOutcomeRequired",
  appealsLoadFailed: "admin.decisions.appealsLoadFailed",
  noAppeals: "admin.decisions.noAppeals",
  appealUpheld: {
    title: "admin.decisions.appealUpheld.title",
    description: "admin.decisions.appealUpheld.description",
  },
  appealReversed: {
    title: "admin.decisions.appealReversed.title",
    description: "admin.decisions.appealReversed.description",
  },
  appealDecideFailed: "admin.decisions.appealDecideFailed",
  warned: {
    title: "admin.decisions.warned.title",
    description: "admin.decisions.warned.description",
  },
  warnFailed: "admin.decisions.warnFailed",
  pictureGone: "report.pictureGone",
} as const;
