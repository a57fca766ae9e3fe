import { useId, useState, type ReactNode } from "react";
import { TERMS_CLAUSE_KEYS, type TermsClause } from "../../domain/decision-texts.ts";
import { say } from "../../lib/say.ts";
import type { StatementInput } from "../../domain/decisions.ts";
import { compactInputClass, sendWith, FieldControl } from "../ui/FormField.tsx";
import { loadRules } from "../ui/lazy-resolver.ts";
import { Modal, ModalClose } from "../ui/Modal.tsx";
import { ClauseLink } from "../ui/Statement.tsx";

const FACTS_MAX = 2000;

type Errors = Partial<Record<keyof StatementInput, string>>;

interface FormProps {
  /** Makes the fields' ids: `{id}-clause`, `{id}-facts`. */
  id: string;
  /** The button that sends it ("Suspend"), and what it says while the call runs ("Suspending..."). */
  submitLabel: string;
  busyLabel: string;
  /** A restriction's button is red; a warning's is not. */
  destructive?: boolean;
  /** Fewer characters than the statement's 2000, where the endpoint takes fewer (a declined verification: 1000). */
  factsMax?: number;
  /** Sends the statement; the form stays, its buttons disabled, until it has answered. */
  onSubmit: (statement: StatementInput) => Promise<void>;
}

/**
 * The statement of reasons an admin writes for every restriction and warning (DSA Art. 17): the clause of the Terms
 * it relies on (a link opens it on /terms) and the facts, which the Muse reads on her dashboard and in the mail.
 * Checked against `statementSchema` (fetched on the first send) with its messages; Cancel closes the dialog.
 */
function StatementForm({ id, submitLabel, busyLabel, destructive = true, factsMax = FACTS_MAX, onSubmit }: FormProps) {
  const clauseId = `${id}-clause`;
  const factsId = `${id}-facts`;
  const [clause, setClause] = useState<TermsClause | "">("");
  const [facts, setFacts] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function send() {
    const rules = await loadRules(() => import("../../domain/decisions.ts"));
    if (!rules) return;
    const parsed = rules.statementSchema.safeParse({ clause, reason: facts });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof StatementInput;
        found[field] ??= issue.message;
      }
      setErrors(found);
      document.getElementById(found.clause ? clauseId : factsId)?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSubmit(parsed.data);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="mt-5 space-y-4" noValidate data-statement-form onSubmit={sendWith(send)}>
      <FieldControl
        id={clauseId}
        label="Clause of the Terms"
        error={errors.clause}
        hint={
          clause ? (
            <ClauseLink clause={clause}>Read clause {clause} in the Terms</ClauseLink>
          ) : (
            <a href="/terms" target="_blank" rel="noopener" className="font-medium text-rose hover:underline">
              Read the Terms<span className="sr-only"> (opens in a new tab)</span>
            </a>
          )
        }
      >
        <select
          className={`${compactInputClass} mt-1`}
          value={clause}
          onChange={(event) => setClause(event.target.value as TermsClause | "")}
        >
          <option value="">Choose a clause</option>
          {TERMS_CLAUSE_KEYS.map((key) => (
            <option key={key} value={key}>
              {key} – {say(`decisions.clauses.${key}`)}
            </option>
          ))}
        </select>
      </FieldControl>
      <FieldControl
        id={factsId}
        label="Facts (the Muse reads them)"
        error={errors.reason}
        hint={`What she did or what the profile shows, plainly. ${facts.length}/${factsMax} characters`}
      >
        <textarea
          rows={4}
          maxLength={factsMax}
          className={`${compactInputClass} mt-1`}
          value={facts}
          onChange={(event) => setFacts(event.target.value)}
        />
      </FieldControl>
      <p className="rounded-xl bg-paper p-3 text-sm text-stone-800" data-no-automated-decision>
        No automated means decide: you do. Her statement says so, names what was restricted and until when, and tells
        her how to appeal.
      </p>
      <div className="flex justify-end gap-3">
        <ModalClose className="btn-secondary" disabled={busy}>
          Cancel
        </ModalClose>
        <button
          type="submit"
          className={destructive ? "btn bg-red-700 text-white hover:bg-red-800" : "btn-primary"}
          disabled={busy}
        >
          {busy ? busyLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}

interface DialogProps extends Omit<FormProps, "id"> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What the action does, under the title. */
  description: ReactNode;
  /** Shown above the form: the picture to remove, the profile concerned. */
  children?: ReactNode;
}

/**
 * An action with a statement of reasons, in the islands' one modal: suspending, rejecting, warning, removing a
 * picture, declining a verification. Focus starts on the clause; the dialog stays open until the call has answered,
 * so the caller closes it.
 */
export function StatementDialog({ open, onOpenChange, title, description, children, ...form }: DialogProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={title}
      description={description}
      onOpened={() => document.getElementById(`${id}-clause`)?.focus()}
    >
      {children}
      <StatementForm
        {...form}
        id={id}
        onSubmit={async (statement) => {
          setBusy(true);
          try {
            await form.onSubmit(statement);
          } finally {
            setBusy(false);
          }
        }}
      />
    </Modal>
  );
}
