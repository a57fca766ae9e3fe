// The parts it shares with the `api` area, imported alone so a page that shows a statement loads no other message.
import { appealOutcomes, clauses, durations } from "./decision-words.ts";

/**
 * The words of a statement of reasons' shared parts (src/islands/ui/Statement.tsx): `dashboard.statement`. Its own
 * file, as the admin panel (English, no catalogue) reads it as the English default: its pages load this, not the
 * whole dashboard area. The clauses, durations and outcomes are the `api` area's (src/i18n/en/api.ts).
 */
export const statement = {
  reversedOn: "Reversed on appeal on {date}",
  endedOn: "Ended on {date}",
  durations,
  /** "Clause 4.2 of our Terms: No minors, in any way" */
  clause: "Clause {clause} of our Terms: {label}",
  clauses,
  opensInNewTab: "(opens in a new tab)",
  outcomes: appealOutcomes,
  /** After an outcome: "Decision upheld on Nov 26, 2026". */
  decidedOn: "on {date}",
  sentOn: "Appeal sent on {date}: under review",
} as const;
