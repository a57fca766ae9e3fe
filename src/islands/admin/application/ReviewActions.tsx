import { useState, type ReactNode } from "react";
import { Ban, Check, RotateCcw, X, type LucideIcon } from "lucide-react";
import { toast } from "../../../lib/toasts.ts";
import { api } from "../../../lib/api.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { MODERATION_MESSAGES, REVIEW_MESSAGES } from "../../../domain/messages.ts";
import type { StatusChange } from "../../../domain/moderation.ts";
import { loadRules } from "../../ui/lazy-resolver.ts";
import { showApiError } from "../../ui/api-errors.ts";
import { ConfirmDialog } from "../../ui/Modal.tsx";
import { Section } from "../../ui/Section.tsx";
import { NoteField } from "../NoteForm.tsx";
import { leaveIfRefused } from "../session.ts";
import type { AdminProfile } from "../../../domain/profile.ts";

type Decision = "approve" | "reject";
type Action = Decision | StatusChange["action"];

/** Each action's button, what it asks before it runs, and what the button says while it runs. */
const ACTIONS: Record<
  Action,
  { icon: LucideIcon; title: string; description: string; label: string; running: string; destructive: boolean }
> = {
  approve: {
    icon: Check,
    title: "Approve this application?",
    description: "The profile goes live in the directory at once and the Muse is told by e-mail.",
    label: "Approve",
    running: "Approving...",
    destructive: false,
  },
  reject: {
    icon: X,
    title: "Reject this application?",
    description: "The applicant is told the reason by e-mail and may resubmit.",
    label: "Reject",
    running: "Rejecting...",
    destructive: true,
  },
  suspend: {
    icon: Ban,
    title: "Suspend this profile?",
    description:
      "It disappears from the directory, its page and search engines at once. The Muse sees the reason on her dashboard and by e-mail.",
    label: "Suspend",
    running: "Suspending...",
    destructive: true,
  },
  reinstate: {
    icon: RotateCcw,
    title: "Reinstate this profile?",
    description: "It is shown in the directory again at once and the Muse is told by e-mail.",
    label: "Reinstate",
    running: "Reinstating...",
    destructive: false,
  },
  reopen: {
    icon: RotateCcw,
    title: "Reopen this application?",
    description: "It goes back to Pending review; the rejection reason is cleared (it stays in the history).",
    label: "Reopen",
    running: "Reopening...",
    destructive: false,
  },
};

/** The reason the Muse is told, which these actions need. */
const REASONS: Record<"reject" | "suspend", { id: string; label: string; rows: number; placeholder?: string }> = {
  reject: {
    id: "rejection-reason",
    label: "Rejection reason",
    rows: 4,
    placeholder: "Tell the applicant what to change before resubmitting",
  },
  suspend: { id: "suspension-reason", label: "Suspension reason (shown to the Muse)", rows: 3 },
};

const dangerButton = "bg-red-700 text-white hover:bg-red-800";

interface Asking {
  /** The action under way, if any: every action button waits for it. */
  deciding: Action | null;
  /** Opens the action's confirmation. */
  onAsk: (action: Action) => void;
}

function ActionButton({
  action,
  className,
  blocked = false,
  deciding,
  onAsk,
}: Asking & { action: Action; className: string; blocked?: boolean }) {
  const { icon: Icon, label, running } = ACTIONS[action];
  return (
    <button type="button" className={className} disabled={blocked || deciding !== null} onClick={() => onAsk(action)}>
      <Icon className="h-4 w-4" aria-hidden="true" />
      {deciding === action ? running : label}
    </button>
  );
}

/** An action the Muse is told the reason for: the reason's box, then the button, which waits for some text. */
function WithReason({
  action,
  reason,
  onReasonChange,
  ...asking
}: Asking & { action: keyof typeof REASONS; reason: string; onReasonChange: (reason: string) => void }) {
  return (
    <>
      <NoteField {...REASONS[action]} value={reason} onChange={onReasonChange} />
      <ActionButton
        {...asking}
        action={action}
        className={`btn mt-3 w-full ${dangerButton}`}
        blocked={reason.trim() === ""}
      />
    </>
  );
}

/** On a phone the review section sits below the pictures, some 2,000 px down: this bar keeps it in reach. */
function ReviewBar({ busy, onApprove }: { busy: boolean; onApprove: () => void }) {
  return (
    <div
      className="fixed inset-x-0 bottom-0 z-30 flex gap-3 border-t border-stone-200 bg-white/95 p-3 backdrop-blur lg:hidden"
      data-review-bar
    >
      <button
        type="button"
        className="btn-primary flex-1 !bg-emerald-700 hover:!bg-emerald-800"
        disabled={busy}
        onClick={onApprove}
      >
        <Check className="h-4 w-4" aria-hidden="true" />
        Approve
      </button>
      <button
        type="button"
        className={`btn flex-1 ${dangerButton}`}
        disabled={busy}
        onClick={() => {
          const field = document.getElementById("rejection-reason");
          field?.scrollIntoView({ block: "center" });
          field?.focus();
        }}
      >
        <X className="h-4 w-4" aria-hidden="true" />
        Reject...
      </button>
    </div>
  );
}

/** While the application is pending: approve it, or reject it with a reason the applicant reads. */
function PendingReview({
  reason,
  onReasonChange,
  ...asking
}: Asking & { reason: string; onReasonChange: (reason: string) => void }) {
  return (
    <Section title="Review Actions">
      <ActionButton {...asking} action="approve" className="btn-primary w-full !bg-emerald-700 hover:!bg-emerald-800" />
      <div className="mt-6">
        <WithReason {...asking} action="reject" reason={reason} onReasonChange={onReasonChange} />
      </div>
    </Section>
  );
}

/** After the decision: suspend a live profile, reinstate a suspended one, reopen a rejected application. */
function Moderation({
  application,
  suspensionReason,
  onSuspensionReasonChange,
  ...asking
}: Asking & {
  application: AdminProfile;
  suspensionReason: string;
  onSuspensionReasonChange: (reason: string) => void;
}) {
  switch (application.approval_status) {
    case "Approved":
      return (
        <Section title="Moderation">
          {application.paused_at && (
            <p className="mb-4 rounded-xl bg-paper p-3 text-sm" data-paused-note>
              The Muse paused her listing on {formatDateTime(application.paused_at)}; it is hidden until she resumes.
            </p>
          )}
          <WithReason
            {...asking}
            action="suspend"
            reason={suspensionReason}
            onReasonChange={onSuspensionReasonChange}
          />
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
 * What an admin does with an application: approve or reject it while it is pending, then suspend, reinstate or reopen
 * it, each after a confirmation; and the private notes, which travel with a decision when they are not saved yet.
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
  const [reason, setReason] = useState("");
  const [suspensionReason, setSuspensionReason] = useState("");
  const [deciding, setDeciding] = useState<Action | null>(null);
  const [confirming, setConfirming] = useState<Action | null>(null);
  const [savingNotes, setSavingNotes] = useState(false);

  async function decide(decision: Decision) {
    // Unsaved note edits travel with the decision (SPEC §7), blank ones as null.
    const notesChange = notes === savedNotes ? {} : { admin_notes: notes.trim() ? notes : null };
    const rules = await loadRules(() => import("../../../domain/review.ts"));
    if (!rules) return;
    const parsed = rules.reviewSchema.safeParse(
      decision === "approve" ? { decision, ...notesChange } : { decision, reason, ...notesChange },
    );
    if (!parsed.success) {
      if (decision === "reject")
        toast.error(REVIEW_MESSAGES.reasonRequired.title, { description: REVIEW_MESSAGES.reasonRequired.description });
      return;
    }
    setDeciding(decision);
    try {
      // The server sends the approval or rejection mail itself; a mail failure never undoes the decision.
      await api<{ application: AdminProfile; notified: boolean }>(`/api/applications/${application.id}/review`, {
        method: "POST",
        json: parsed.data,
      });
      if (decision === "approve") {
        toast.success(REVIEW_MESSAGES.approved.title, { description: REVIEW_MESSAGES.approved.description });
      } else {
        toast.success(REVIEW_MESSAGES.rejected.title, { description: REVIEW_MESSAGES.rejected.description });
        setReason("");
      }
      await onChanged();
    } catch (error) {
      if (leaveIfRefused(error)) return;
      showApiError(error, decision === "approve" ? REVIEW_MESSAGES.approveFailed : REVIEW_MESSAGES.rejectFailed);
    } finally {
      setDeciding(null);
    }
  }

  async function changeStatus(action: StatusChange["action"]) {
    const rules = await loadRules(() => import("../../../domain/moderation.ts"));
    if (!rules) return;
    const parsed = rules.statusChangeSchema.safeParse(
      action === "suspend" ? { action, reason: suspensionReason } : { action },
    );
    if (!parsed.success) return;
    setDeciding(action);
    try {
      await api(`/api/applications/${application.id}/status`, { method: "POST", json: parsed.data });
      const done = { suspend: "suspended", reinstate: "reinstated", reopen: "reopened" } as const;
      const message = MODERATION_MESSAGES[done[action]];
      toast.success(message.title, { description: message.description });
      setSuspensionReason("");
      await onChanged();
    } catch (error) {
      if (leaveIfRefused(error)) return;
      showApiError(error, MODERATION_MESSAGES.statusFailed);
    } finally {
      setDeciding(null);
    }
  }

  function confirmed(action: Action) {
    setConfirming(null);
    if (action === "approve" || action === "reject") void decide(action);
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

  const asking: Asking = { deciding, onAsk: setConfirming };
  const pending = application.approval_status === "Pending";
  return (
    <>
      {pending && <ReviewBar busy={deciding !== null} onApprove={() => setConfirming("approve")} />}

      <div className={pending ? "space-y-6 pb-20 lg:pb-0" : "space-y-6"}>
        {pending && <PendingReview {...asking} reason={reason} onReasonChange={setReason} />}

        <Moderation
          {...asking}
          application={application}
          suspensionReason={suspensionReason}
          onSuspensionReasonChange={setSuspensionReason}
        />

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
          title={ACTIONS[confirming].title}
          description={ACTIONS[confirming].description}
          confirmLabel={ACTIONS[confirming].label}
          destructive={ACTIONS[confirming].destructive}
          onConfirm={() => confirmed(confirming)}
          onOpenChange={(open) => !open && setConfirming(null)}
        />
      )}
    </>
  );
}
