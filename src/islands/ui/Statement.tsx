import type { ReactNode } from "react";
import { ExternalLink } from "lucide-react";
import {
  APPEAL_OUTCOMES,
  clauseHref,
  clauseLabel,
  DECISION_DURATIONS,
  type DecisionKind,
  type TermsClause,
} from "../../domain/decision-texts.ts";
import type { OwnAppeal } from "../../domain/decisions.ts";
import { formatDate } from "../../lib/format.ts";
import { cardImageUrl } from "../../lib/muses.ts";

/**
 * The parts of a statement of reasons (decision 0050) that the Muse's dashboard, the application page and
 * /admin/appeals show alike: until when it holds, the clause it relies on, the removed picture and where its appeal is.
 */

/** Until when a restriction holds: its fixed duration while it lasts, else when it stopped and why. */
export function decisionUntil(decision: {
  kind: DecisionKind;
  ended_at: string | null;
  reversed_at: string | null;
}): string {
  if (decision.reversed_at) return `Reversed on appeal on ${formatDate(decision.reversed_at)}`;
  if (decision.ended_at) return `Ended on ${formatDate(decision.ended_at)}`;
  return DECISION_DURATIONS[decision.kind];
}

/** "Clause 4.2 of our Terms: No minors, in any way", linking the clause on /terms in a new tab. */
export function ClauseLink({ clause, children }: { clause: TermsClause; children?: ReactNode }) {
  return (
    <a
      href={clauseHref(clause)}
      target="_blank"
      rel="noopener"
      className="font-medium text-rose underline-offset-2 hover:underline"
      data-clause={clause}
    >
      {children ?? clauseLabel(clause)}
      <ExternalLink className="ml-1 inline h-3.5 w-3.5 align-[-0.125em]" aria-hidden="true" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * A picture a notice names or a decision took off the profile (kept while it can be appealed), small, opening full
 * size in a new tab.
 */
export function PictureThumbnail({ url, alt, className = "" }: { url: string; alt: string; className?: string }) {
  return (
    <a href={url} target="_blank" rel="noopener" className={`block w-28 shrink-0 ${className}`}>
      <img
        src={cardImageUrl(url)}
        alt={alt}
        className="aspect-[3/4] w-full rounded-lg bg-blush object-cover"
        loading="lazy"
        decoding="async"
      />
    </a>
  );
}

/**
 * Where an appeal is: "Appeal sent on {date}: under review", or its outcome ("Decision upheld") with the date and the
 * reason given. `statement` shows what was appealed, under the heading `statementLabel`.
 */
export function AppealState({
  appeal,
  statementLabel,
  className = "",
}: {
  appeal: Pick<OwnAppeal, "statement" | "status" | "outcome_reason" | "created_at" | "decided_at">;
  statementLabel?: string;
  className?: string;
}) {
  const outcome = appeal.status === "open" ? null : APPEAL_OUTCOMES[appeal.status];
  return (
    <div
      className={`rounded-xl p-4 text-sm ${outcome ? "bg-paper" : "bg-amber-50 text-amber-950"} ${className}`}
      data-appeal-state={appeal.status}
    >
      {outcome ? (
        <>
          <p className="font-semibold" data-appeal-outcome>
            {outcome}
            {appeal.decided_at && (
              <span className="font-normal text-stone-700"> on {formatDate(appeal.decided_at)}</span>
            )}
          </p>
          <p className="mt-1 whitespace-pre-line" data-appeal-outcome-reason>
            {appeal.outcome_reason}
          </p>
        </>
      ) : (
        <p className="font-semibold">Appeal sent on {formatDate(appeal.created_at)}: under review</p>
      )}
      {statementLabel && (
        <div className="mt-3">
          <p className="font-semibold">{statementLabel}</p>
          <p className="mt-1 whitespace-pre-line" data-appeal-statement>
            {appeal.statement}
          </p>
        </div>
      )}
    </div>
  );
}
