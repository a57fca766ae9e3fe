import { useState, type ReactNode } from "react";
import { Ban } from "../../ui/icons/ban.ts";
import { Check } from "../../ui/icons/check.ts";
import { RotateCcw } from "../../ui/icons/rotate-ccw.ts";
import { TriangleAlert } from "../../ui/icons/triangle-alert.ts";
import { X } from "../../ui/icons/x.ts";
import type { Icon } from "../../ui/icon.tsx";
import { toast } from "../../../lib/toasts.ts";
import { api } from "../../../lib/api.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { MODERATION_MESSAGES, REVIEW_MESSAGES } from "../../../domain/messages.ts";
import { DECISION_MESSAGES } from "../../../domain/decision-texts.ts";
import type { StatementInput } from "../../../domain/decisions.ts";
import { loadRules } from "../../ui/lazy-resolver.ts";
import { showApiError } from "../../ui/api-errors.ts";
import { ConfirmDialog } from "../../ui/Modal.tsx";
import { Section } from "../../ui/Section.tsx";
import { NoteField } from "../NoteForm.tsx";
import { leaveIfRefused } from "../session.ts";
import { StatementDialog } from "../StatementForm.tsx";
import type { AdminProfile } from "../../../domain/profile.ts";

/** The actions asked again in a confirmation before they run. */
type Confirmed = "approve" | "reinstate" | "reopen";
/** The actions with a statement of reasons (clause and facts), which the Muse reads. */
type WithStatement = "reject" | "suspend" | "warn";
type Action = Confirmed | WithStatement;

/** Each confirmed action's button, what it asks before it runs, and what the button says while it runs. */
const CONFIRMED: Record<Confirmed, { icon: Icon; title: string; description: string; label: string; running: string }> =
  {
    approve: {
      icon: Check,
      title: "Approve this application?",
      description: "The profile goes live in the directory at once and the Muse is told by e-mail.",
      label: "Approve",
      running: "Approving...",
    },
    reinstate: {
      icon: RotateCcw,
      title: "Reinstate this profile?",
      description: "It is shown in the directory again at once and the Muse is told by e-mail.",
      label: "Reinstate",
      running: "Reinstating...",
    },
    reopen: {
      icon: RotateCcw,
      title: "Reopen this application?",
      description: "It goes back to Pending review; the rejection reason is cleared (it stays in the history).",
      label: "Reopen",
      running: "Reopening...",
    },
  };

/** Each action with a statement: its button, and the dialog that takes the clause and the facts. */
const WITH_STATEMENT: Record<
  WithStatement,
  { icon: Icon; button: string; title: string; description: string; label: string; running: string }
> = {
  reject: {
    icon: X,
    button: "Reject...",
    title: "Reject this application",
    description: "The applicant reads the statement on her dashboard and by e-mail, and may resubmit.",
    label: "Reject",
    running: "Rejecting...",
  },
  suspend: {
    icon: Ban,
    button: "Suspend...",
    title: "Suspend this profile",
    description:
      "It disappears from the directory, its page and search engines at once. The Muse reads the statement on her dashboard and by e-mail.",
    label: "Suspend",
    running: "Suspending...",
  },
  warn: {
    icon: TriangleAlert,
    button: "Warn...",
    title: "Warn the Muse",
    description: "Nothing is restricted. She reads the warning and its reasons on her dashboard and by e-mail.",
    label: "Warn",
    running: "Warning...",
  },
};

const dangerButton = "bg-red-700 text-white hover:bg-red-800";

interface Asking {
  /** The action under way, if any: every action button waits for it. */
  deciding: Action | null;
  /** Opens the action's confirmation or its statement. */
  onAsk: (action: Action) => void;
}

function ActionButton({ action, className, deciding, onAsk }: Asking & { action: Action; className: string }) {
  const {
    icon: Icon,
    label,
    running,
  } = action in CONFIRMED
    ? CONFIRMED[action as Confirmed]
    : { ...WITH_STATEMENT[action as WithStatement], label: WITH_STATEMENT[action as WithStatement].button };
  return (
    <button type="button" className={className} disabled={deciding !== null} onClick={() => onAsk(action)}>
      <Icon className="h-4 w-4" aria-hidden="true" />
      {deciding === action ? running : label}
    </button>
  );
}

/** On a phone the review section sits below the pictures, some 2,000 px down: this bar keeps it in reach. */
function ReviewBar({ busy, onAsk }: { busy: boolean; onAsk: (action: "approve" | "reject") => void }) {
  return (
    <div
      className="fixed inset-x-0 bottom-0 z-30 flex gap-3 border-t border-stone-200 bg-white/95 p-3 backdrop-blur lg:hidden"
      data-review-bar
    >
      <button
        type="button"
        className="btn-primary flex-1 !bg-emerald-700 hover:!bg-emerald-800"
        disabled={busy}
        onClick={() => onAsk("approve")}
      >
        <Check className="h-4 w-4" aria-hidden="true" />
        Approve
      </button>
      <button type="button" className={`btn flex-1 ${dangerButton}`} disabled={busy} onClick={() => onAsk("reject")}>
        <X className="h-4 w-4" aria-hidden="true" />
        Reject...
      </button>
    </div>
  );
}

/** While the application is pending: approve it, or reject it with a statement of reasons the applicant reads. */
function PendingReview(asking: Asking) {
  return (
    <Section title="Review Actions">
      <ActionButton {...asking} action="approve" className="btn-primary w-full !bg-emerald-700 hover:!bg-emerald-800" />
      <ActionButton {...asking} action="reject" className={`btn mt-3 w-full ${dangerButton}`} />
    </Section>
  );
}

const warnButton = "btn mt-3 w-full !border !border-red-700 text-red-700 hover:bg-red-50";

/**
 * After the decision: suspend or warn a live profile, reinstate or warn a suspended one, reopen a rejected
 * application.
 */
function Moderation({ application, ...asking }: Asking & { application: AdminProfile }) {
  switch (application.approval_status) {
    case "Approved":
      return (
        <Section title="Moderation">
          {application.paused_at && (
            <p className="mb-4 rounded-xl bg-paper p-3 text-sm" data-paused-note>
              The Muse paused her listing on {formatDateTime(application.paused_at)}; it is hidden until she resumes.
            </p>
          )}
          <ActionButton {...asking} action="suspend" className={`btn w-full ${dangerButton}`} />
          <ActionButton {...asking} action="warn" className={warnButton} />
        </Section>
      );
    case "Suspended":
      return (
        <Section title="Moderation">
          <p className="text-sm font-medium text-stone-600">Suspended {formatDateTime(application.suspended_at!)}</p>
          <p className="mt-1 whitespace-pre-line" data-suspension-reason>
            {application.suspension_reason}
          </p>
          {application.review_requested_at && (
            <div className="mt-4 rounded-xl bg-amber-50 p-3 text-amber-950" data-review-request>
              <p className="text-sm font-semibold">
                Asked for review {formatDateTime(application.review_requested_at)}
              </p>
              <p className="mt-1 whitespace-pre-line">{application.review_request_note ?? "No note."}</p>
            </div>
          )}
          <ActionButton {...asking} action="reinstate" className="btn-primary mt-4 w-full" />
          <ActionButton {...asking} action="warn" className={warnButton} />
        </Section>
      );
    case "Rejected":
      return (
        <Section title="Moderation">
          <p className="text-sm text-stone-700">Reopening puts the application back to Pending review.</p>
          <ActionButton {...asking} action="reopen" className="btn-secondary mt-4 w-full" />
        </Section>
      );
    default:
      return null;
  }
}

interface Props {
  application: AdminProfile;
  /** Reads the application again after a decision or a change of status. */
  onChanged: () => Promise<void>;
  /** The application as the server saved it with new notes. */
  onNotesSaved: (application: AdminProfile) => void;
  /** What follows in the same column (the timeline and the history). */
  children: ReactNode;
}

/**
 * What an admin does with an application: approve or reject it while it is pending, then suspend, warn, reinstate or
 * reopen it. Approving, reinstating and reopening are asked again; rejecting, suspending and warning take a statement
 * of reasons (clause and facts) the Muse reads. The private notes travel with a decision when they are not saved yet.
 */
export function ReviewActions({ application, onChanged, onNotesSaved, children }: Props) {
  const savedNotes = application.admin_notes ?? "";
  const [notes, setNotes] = useState(savedNotes);
  // The application read again (after a decision or a save) brings its saved notes into the box.
  const [notesOf, setNotesOf] = useState(application);
  if (notesOf !== application) {
    setNotesOf(application);
    setNotes(savedNotes);
  }
  const [deciding, setDeciding] = useState<Action | null>(null);
  const [confirming, setConfirming] = useState<Confirmed | null>(null);
  const [stating, setStating] = useState<WithStatement | null>(null);
  const [savingNotes, setSavingNotes] = useState(false);

  /** Runs one call of an action: the buttons wait, a refused session leaves, a failure is a toast. */
  async function run(action: Action, failed: string, call: () => Promise<void>): Promise<void> {
    setDeciding(action);
    try {
      await call();
    } catch (error) {
      if (leaveIfRefused(error)) return;
      showApiError(error, failed);
    } finally {
      setDeciding(null);
    }
  }

  // Unsaved note edits travel with the decision (SPEC §7), blank ones as null.
  const notesChange = () => (notes === savedNotes ? {} : { admin_notes: notes.trim() ? notes : null });

  const approve = () =>
    run("approve", REVIEW_MESSAGES.approveFailed, async () => {
      // The server sends the approval mail itself; a mail failure never undoes the decision.
      await api(`/api/applications/${application.id}/review`, {
        method: "POST",
        json: { decision: "approve", ...notesChange() },
      });
      toast.success(REVIEW_MESSAGES.approved.title, { description: REVIEW_MESSAGES.approved.description });
      await onChanged();
    });

  const changeStatus = (action: "reinstate" | "reopen") =>
    run(action, MODERATION_MESSAGES.statusFailed, async () => {
      await api(`/api/applications/${application.id}/status`, { method: "POST", json: { action } });
      const message = MODERATION_MESSAGES[action === "reinstate" ? "reinstated" : "reopened"];
      toast.success(message.title, { description: message.description });
      await onChanged();
    });

  /** Rejects, suspends or warns with the statement; the dialog closes once the call has answered. */
  async function state(action: WithStatement, statement: StatementInput) {
    const calls = {
      reject: {
        failed: REVIEW_MESSAGES.rejectFailed,
        path: "review",
        json: { decision: "reject", ...statement, ...notesChange() },
        done: REVIEW_MESSAGES.rejected,
      },
      suspend: {
        failed: MODERATION_MESSAGES.statusFailed,
        path: "status",
        json: { action: "suspend", ...statement },
        done: MODERATION_MESSAGES.suspended,
      },
      warn: { failed: DECISION_MESSAGES.warnFailed, path: "warn", json: statement, done: DECISION_MESSAGES.warned },
    } as const;
    const { failed, path, json, done } = calls[action];
    await run(action, failed, async () => {
      await api(`/api/applications/${application.id}/${path}`, { method: "POST", json });
      toast.success(done.title, { description: done.description });
      setStating(null);
      await onChanged();
    });
  }

  function ask(action: Action) {
    if (action in WITH_STATEMENT) setStating(action as WithStatement);
    else setConfirming(action as Confirmed);
  }

  function confirmed(action: Confirmed) {
    setConfirming(null);
    if (action === "approve") void approve();
    else void changeStatus(action);
  }

  async function saveNotes() {
    const rules = await loadRules(() => import("../../../domain/review.ts"));
    if (!rules) return;
    const parsed = rules.notesSchema.safeParse({ admin_notes: notes });
    if (!parsed.success) {
      toast.error(REVIEW_MESSAGES.notesFailed, { description: parsed.error.issues[0]?.message });
      return;
    }
    setSavingNotes(true);
    try {
      const result = await api<{ application: AdminProfile }>(`/api/applications/${application.id}`, {
        method: "PATCH",
        json: parsed.data,
      });
      onNotesSaved(result.application);
      toast.success(REVIEW_MESSAGES.notesSaved.title, { description: REVIEW_MESSAGES.notesSaved.description });
    } catch (error) {
      if (leaveIfRefused(error)) return;
      showApiError(error, REVIEW_MESSAGES.notesFailed);
    } finally {
      setSavingNotes(false);
    }
  }

  const asking: Asking = { deciding, onAsk: ask };
  const pending = application.approval_status === "Pending";
  const statementAction = stating && WITH_STATEMENT[stating];
  return (
    <>
      {pending && <ReviewBar busy={deciding !== null} onAsk={ask} />}

      <div className={pending ? "space-y-6 pb-20 lg:pb-0" : "space-y-6"}>
        {pending && <PendingReview {...asking} />}

        <Moderation {...asking} application={application} />

        <Section title="Admin Notes">
          <NoteField
            id="admin-notes"
            label="Internal notes (never shown to the applicant)"
            rows={5}
            value={notes}
            onChange={setNotes}
          />
          <button
            type="button"
            className="btn-secondary mt-3 w-full"
            disabled={savingNotes || notes === savedNotes}
            onClick={() => void saveNotes()}
          >
            {savingNotes ? "Saving..." : "Save Notes"}
          </button>
        </Section>

        {children}
      </div>

      {confirming && (
        <ConfirmDialog
          open
          title={CONFIRMED[confirming].title}
          description={CONFIRMED[confirming].description}
          confirmLabel={CONFIRMED[confirming].label}
          onConfirm={() => confirmed(confirming)}
          onOpenChange={(open) => !open && setConfirming(null)}
        />
      )}

      <StatementDialog
        open={stating !== null}
        onOpenChange={(open) => !open && setStating(null)}
        title={statementAction?.title ?? ""}
        description={statementAction && `${application.handle} · ${statementAction.description}`}
        submitLabel={statementAction?.label ?? ""}
        busyLabel={statementAction?.running ?? ""}
        destructive={stating !== "warn"}
        onSubmit={(statement) => (stating ? state(stating, statement) : Promise.resolve())}
      />
    </>
  );
}
