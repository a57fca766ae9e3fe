import type { ReactNode } from "react";
import type { Decision } from "../../domain/decisions.ts";
import type { DecisionSource } from "../../domain/decision-texts.ts";
import { formatDate } from "../../lib/format.ts";
import { ClauseLink, decisionUntil, FactList, PictureThumbnail } from "../ui/Statement.tsx";

/** How the admins name where a decision came from (the Muse reads DECISION_SOURCE_TEXTS). */
const SOURCES: Record<DecisionSource, string> = {
  notice: "A visitor's notice",
  own_initiative: "Our own review",
};

/** A decision's fields; without `ended_at` (an appeal of GET /api/admin/appeals has none) "Until" is left out. */
type Facts = Pick<Decision, "kind" | "clause" | "facts" | "source" | "image_url" | "created_at"> &
  Partial<Pick<Decision, "ended_at" | "reversed_at">>;

/**
 * A statement of reasons as the admins read it, compact: since and until when, the clause (linked on /terms), the
 * facts the Muse was given, where it came from, and the removed picture while it is kept.
 */
export function DecisionFacts({ decision, pictureAlt }: { decision: Facts; pictureAlt: string }) {
  const { ended_at, reversed_at = null } = decision;
  const rows: [string, ReactNode][] = [
    ["Since", formatDate(decision.created_at)],
    ...(ended_at === undefined
      ? []
      : ([["Until", decisionUntil({ kind: decision.kind, ended_at, reversed_at })]] as [string, ReactNode][])),
    ["Clause", <ClauseLink key="clause" clause={decision.clause} />],
    [
      "Facts",
      <span key="facts" className="whitespace-pre-line" data-decision-facts>
        {decision.facts}
      </span>,
    ],
    ["Source", SOURCES[decision.source]],
  ];
  return (
    <div className="mt-2 flex flex-wrap items-start gap-4">
      <FactList rows={rows} admin />
      {decision.image_url && <PictureThumbnail url={decision.image_url} alt={pictureAlt} />}
    </div>
  );
}
