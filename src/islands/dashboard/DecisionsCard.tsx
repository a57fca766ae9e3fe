import { useEffect, useRef, useState, type ReactNode } from "react";
import { sendWith, FieldControl } from "../ui/FormField.tsx";
import { toast } from "../../lib/toasts.ts";
import { api, ApiClientError } from "../../lib/api.ts";
import { formatDate } from "../../lib/format.ts";
import { DECISION_MESSAGES, automatedMeans } from "../../domain/decision-texts.ts";
import type { Decision } from "../../domain/decisions.ts";
import { useLocale, useMessages } from "../../i18n/react.tsx";
import { format } from "../../i18n/texts.ts";
import { loadRules } from "../ui/lazy-resolver.ts";
import { showApiError } from "../ui/api-errors.ts";
import {
  AppealState,
  ClauseLink,
  decisionUntil,
  FactList,
  PictureThumbnail,
  useStatementWords,
} from "../ui/Statement.tsx";

const APPEAL_MAX = 2000;

/** Whether she may still appeal it: not yet appealed, and within 6 months of the decision. */
export const canAppeal = (decision: Decision, now = new Date()) =>
  decision.appeal === null && new Date(decision.appealable_until) > now;

/** The statement of reasons of her current suspension, if she is suspended: the newest that has not ended. */
export const currentSuspension = (decisions: Decision[]) =>
  decisions.find((decision) => decision.kind === "suspension" && decision.ended_at === null) ?? null;

interface Props {
  decisions: Decision[];
  /** The decision whose appeal form is open, if any. */
  appealing: string | null;
  onAppealingChange: (id: string | null) => void;
  /** A decision as the server answered it after her appeal. */
  onChange: (decision: Decision) => void;
}

/**
 * "Decisions about your profile" (DSA Art. 17): every statement of reasons she was given, newest first, each with
 * what was restricted, since and until when, the facts, the clause of the Terms, how we learned of it, that no
 * automated means decided, how to appeal, and her appeal: the form while she may send one, else where it is.
 * Not shown when there is none.
 */
export function DecisionsCard({ decisions, appealing, onAppealingChange, onChange }: Props) {
  const { title } = useMessages().dashboard.decisions;
  if (decisions.length === 0) return null;
  return (
    <section className="card" aria-labelledby="decisions-title" data-decisions>
      <h2 id="decisions-title" className="text-2xl font-semibold">
        {title}
      </h2>
      <ol className="mt-4 space-y-6">
        {decisions.map((decision) => (
          <li key={decision.id}>
            <Statement
              decision={decision}
              open={appealing === decision.id}
              onOpenChange={(open) => onAppealingChange(open ? decision.id : null)}
              onSent={onChange}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A decision with its appeal form: whether the form is `open`, and the decision as it came back with her appeal. */
interface AppealProps {
  decision: Decision;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSent: (decision: Decision) => void;
}

function Statement({ decision, open, onOpenChange, onSent }: AppealProps) {
  const t = useMessages().dashboard.decisions;
  const locale = useLocale();
  const words = useStatementWords();
  const title = t.titles[decision.kind];
  const titleId = `decision-${decision.id}-title`;
  const rows: [string, ReactNode][] = [
    [t.rows.restricted, t.restrictions[decision.kind]],
    [t.rows.since, formatDate(decision.created_at, locale)],
    [t.rows.until, decisionUntil(decision, words)],
    [
      t.rows.facts,
      <span className="whitespace-pre-line" data-decision-facts>
        {decision.facts}
      </span>,
    ],
    [t.rows.clause, <ClauseLink clause={decision.clause} />],
    [t.rows.source, t.sources[decision.source]],
  ];
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-xl border border-stone-200 p-4 sm:p-5"
      data-decision={decision.kind}
      id={`decision-${decision.id}`}
    >
      <h3 id={titleId} className="font-sans text-lg font-semibold">
        {title}
      </h3>
      <div className="mt-3 flex flex-wrap items-start gap-4">
        <FactList rows={rows} />
        {decision.image_url && (
          <figure>
            <PictureThumbnail url={decision.image_url} alt={t.removedPictureAlt} />
            <figcaption className="mt-1 text-xs text-stone-700">{t.removedPicture}</figcaption>
          </figure>
        )}
      </div>
      <p className="mt-4 text-sm text-stone-700">{automatedMeans(t, decision.kind)}</p>
      <p className="mt-2 text-sm text-stone-700">{t.howToAppeal}</p>
      {decision.appeal ? (
        <AppealState appeal={decision.appeal} statementLabel={t.yourAppeal} className="mt-4" />
      ) : canAppeal(decision) ? (
        <AppealForm decision={decision} open={open} onOpenChange={onOpenChange} onSent={onSent} />
      ) : (
        <p className="mt-4 text-sm font-medium text-stone-700">{t.tooLate}</p>
      )}
    </article>
  );
}

/** "Appeal this decision": a button that opens her text, sent once; the decision comes back with the appeal. */
function AppealForm({ decision, open, onOpenChange, onSent }: AppealProps) {
  const { decisions: t, error: errorTitle } = useMessages().dashboard;
  const id = `appeal-${decision.id}`;
  const field = useRef<HTMLTextAreaElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const cancelled = useRef(false);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  // Opened here or from the suspended profile's note, she starts writing at once; cancelled, she is back on the button.
  useEffect(() => {
    if (open) {
      field.current?.scrollIntoView({ block: "center" });
      field.current?.focus();
    } else if (cancelled.current) {
      cancelled.current = false;
      opener.current?.focus();
    }
  }, [open]);

  async function send() {
    const rules = await loadRules(() => import("../../domain/decisions.ts"));
    if (!rules) return;
    const parsed = rules.appealSchema.safeParse({ statement: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      field.current?.focus();
      return;
    }
    setError(undefined);
    setSending(true);
    try {
      const result = await api<{ decision: Decision; message: string }>(
        `/api/dashboard/decisions/${decision.id}/appeal`,
        { method: "POST", json: parsed.data },
      );
      toast.success(result.message);
      onOpenChange(false);
      onSent(result.decision);
    } catch (failure) {
      const fieldMessage = failure instanceof ApiClientError ? failure.fields?.statement : undefined;
      if (fieldMessage) setError(fieldMessage);
      else showApiError(failure, errorTitle, DECISION_MESSAGES.appealFailed);
    } finally {
      setSending(false);
    }
  }

  if (!open) {
    return (
      <button ref={opener} type="button" className="btn-primary mt-4" onClick={() => onOpenChange(true)}>
        {t.appeal}
      </button>
    );
  }
  return (
    <form className="mt-4 space-y-2" noValidate data-appeal-form onSubmit={sendWith(send)}>
      <FieldControl
        id={id}
        label={t.appealForm.label}
        error={error}
        hint={format(t.appealForm.hint, { count: text.length, max: APPEAL_MAX })}
      >
        <textarea
          ref={field}
          rows={5}
          maxLength={APPEAL_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </FieldControl>
      <div className="flex flex-wrap gap-3 pt-1">
        <button type="submit" className="btn-primary" disabled={sending}>
          {sending ? t.appealForm.sending : t.appealForm.send}
        </button>
        <button
          type="button"
          className="btn-secondary"
          disabled={sending}
          onClick={() => {
            cancelled.current = true;
            onOpenChange(false);
          }}
        >
          {t.appealForm.cancel}
        </button>
      </div>
    </form>
  );
}
