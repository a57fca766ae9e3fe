import { APPEAL_OUTCOMES, DECISION_DURATIONS, TERMS_CLAUSES } from "../../domain/decision-texts.ts";

/**
 * The words of a statement of reasons' shared parts (src/islands/ui/Statement.tsx): `dashboard.statement`. Its own
 * file, as the admin panel (English, no catalogue) reads it as the English default: its pages load this, not the
 * whole dashboard area. The clause labels, durations and outcomes are the domain's constants, keyed alike.
 */
export const statement = {
  reversedOn: "Reversed on appeal on {date}",
  endedOn: "Ended on {date}",
  durations: DECISION_DURATIONS,
  /** "Clause 4.2 of our Terms: No minors, in any way" */
  clause: "Clause {clause} of our Terms: {label}",
  clauses: TERMS_CLAUSES,
  opensInNewTab: "(opens in a new tab)",
  outcomes: APPEAL_OUTCOMES,
  /** After an outcome: "Decision upheld on Nov 26, 2026". */
  decidedOn: "on {date}",
  sentOn: "Appeal sent on {date}: under review",
} as const;
