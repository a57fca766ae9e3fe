import { say } from "../../../lib/say.ts";
import type { Decision } from "../../../domain/decisions.ts";
import { formatDate } from "../../../lib/format.ts";
import { Section } from "../../ui/Section.tsx";
import { AppealState } from "../../ui/Statement.tsx";
import { DecisionFacts } from "../DecisionFacts.tsx";

/**
 * The statements of reasons the profile was given (newest first), compact, each with where its appeal is: what the
 * Muse reads under "Decisions about your profile".
 */
export function ApplicationDecisions({ decisions, handle }: { decisions: Decision[]; handle: string }) {
  return (
    <Section title="Decisions">
      {decisions.length === 0 ? (
        <p className="text-stone-700">No statements of reasons yet.</p>
      ) : (
        <ol className="space-y-4" data-decisions>
          {decisions.map((decision) => (
            <li
              key={decision.id}
              className="border-b border-stone-200 pb-4 last:border-0 last:pb-0"
              data-decision={decision.kind}
            >
              <h3 className="font-sans text-base font-semibold">{say(`decisions.titles.${decision.kind}`)}</h3>
              <DecisionFacts decision={decision} pictureAlt={`The picture removed from ${handle}'s profile`} />
              {decision.appeal ? (
                <AppealState appeal={decision.appeal} statementLabel="Her appeal" className="mt-3" />
              ) : (
                <p className="mt-2 text-sm text-stone-700" data-not-appealed>
                  Not appealed; she may appeal until {formatDate(decision.appealable_until)}.
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
