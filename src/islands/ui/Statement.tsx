import { createContext, use, type ReactNode } from "react";
import { ExternalLink } from "./icons/external-link.ts";
import { clauseHref, type DecisionKind, type TermsClause } from "../../domain/decision-texts.ts";
import type { OwnAppeal } from "../../domain/decisions.ts";
import type { Locale } from "../../domain/locales.ts";
import type { Messages } from "../../i18n/en/index.ts";
import { statement as english } from "../../i18n/en/dashboard-statement.ts";
import { localizedPath } from "../../i18n/paths.ts";
import { format } from "../../i18n/texts.ts";
import { formatDate } from "../../lib/format.ts";
import { cardImageUrl } from "../../lib/muses.ts";

/**
 * The parts of a statement of reasons (decision 0050) that the Muse's dashboard, the application page and
 * /admin/appeals show alike: until when it holds, the clause it relies on, the removed picture and where its appeal is.
 */

/** A statement's words and the language of its dates and links: the Muse's dashboard gives hers. */
export interface StatementWords {
  locale: Locale;
  texts: Messages["dashboard"]["statement"];
}

// The admin panel stays English and has no catalogue: without a provider, the English words (one small file).
const ENGLISH: StatementWords = { locale: "en", texts: english };
const Words = createContext<StatementWords>(ENGLISH);

/** Puts the statements below in the page's language. */
export function StatementWordsProvider({ words, children }: { words: StatementWords; children: ReactNode }) {
  return <Words value={words}>{children}</Words>;
}

export function useStatementWords(): StatementWords {
  return use(Words);
}

/** Until when a restriction holds: its fixed duration while it lasts, else when it stopped and why. */
export function decisionUntil(
  decision: {
    kind: DecisionKind;
    ended_at: string | null;
    reversed_at: string | null;
  },
  { locale, texts }: StatementWords = ENGLISH,
): string {
  if (decision.reversed_at) return format(texts.reversedOn, { date: formatDate(decision.reversed_at, locale) });
  if (decision.ended_at) return format(texts.endedOn, { date: formatDate(decision.ended_at, locale) });
  return texts.durations[decision.kind];
}

/** "Clause 4.2 of our Terms: No minors, in any way", linking the clause on /terms in a new tab. */
export function ClauseLink({ clause, children }: { clause: TermsClause; children?: ReactNode }) {
  const { locale, texts } = useStatementWords();
  return (
    <a
      href={localizedPath(locale, clauseHref(clause))}
      target="_blank"
      rel="noopener"
      className="font-medium text-rose underline-offset-2 hover:underline"
      data-clause={clause}
    >
      {children ?? format(texts.clause, { clause, label: texts.clauses[clause] })}
      <ExternalLink className="ml-1 inline h-3.5 w-3.5 align-[-0.125em]" aria-hidden="true" />
      <span className="sr-only"> {texts.opensInNewTab}</span>
    </a>
  );
}

/**
 * A picture a notice names or a decision took off the profile (kept while it can be appealed), small (or `wide`, as
 * wide as its column), opening full size in a new tab.
 */
export function PictureThumbnail({
  url,
  alt,
  className = "",
  wide = false,
}: {
  url: string;
  alt: string;
  className?: string;
  wide?: boolean;
}) {
  return (
    <a href={url} target="_blank" rel="noopener" className={`block ${wide ? "" : "w-28 shrink-0"} ${className}`}>
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
  const { locale, texts } = useStatementWords();
  const outcome = appeal.status === "open" ? null : texts.outcomes[appeal.status];
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
              <span className="font-normal text-stone-700">
                {" "}
                {format(texts.decidedOn, { date: formatDate(appeal.decided_at, locale) })}
              </span>
            )}
          </p>
          <p className="mt-1 whitespace-pre-line" data-appeal-outcome-reason>
            {appeal.outcome_reason}
          </p>
        </>
      ) : (
        <p className="font-semibold">{format(texts.sentOn, { date: formatDate(appeal.created_at, locale) })}</p>
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

/** A statement's facts as label and value rows: roomy on her dashboard, compact (`admin`) in the admin lists. */
export function FactList({ rows, admin = false }: { rows: [string, ReactNode][]; admin?: boolean }) {
  return (
    <dl
      className={`grid min-w-0 flex-1 ${admin ? "grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" : "gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]"}`}
    >
      {rows.map(([label, value]) => (
        <div key={label} className={admin ? "contents" : "sm:contents"}>
          <dt className={`font-semibold text-stone-600 ${admin ? "" : "text-sm"}`.trim()}>{label}</dt>
          <dd className={`min-w-0 break-words ${admin ? "text-stone-900" : ""}`.trim()}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
