import { useCallback, useEffect, useState, type ReactNode } from "react";
import { ArrowLeft, Ban, Check, ExternalLink, RotateCcw, X } from "lucide-react";
import { toast } from "../../lib/toasts.ts";
import { api, ApiClientError } from "../../lib/api.ts";
import { formatDate, formatDateTime } from "../../lib/format.ts";
import { notesSchema, reviewSchema, REVIEW_MESSAGES } from "../../domain/review.ts";
import { MODERATION_MESSAGES, statusChangeSchema, type StatusChange } from "../../domain/moderation.ts";
import { ApprovalBadge, CategoryBadges } from "../ui/badges.tsx";
import { EmptyState } from "../ui/EmptyState.tsx";
import { showApiError } from "../ui/api-errors.ts";
import { compactInputClass } from "../ui/FormField.tsx";
import { ConfirmDialog } from "../ui/Modal.tsx";
import { Section } from "../ui/Section.tsx";
import { Spinner } from "../ui/Spinner.tsx";
import { AdminShell } from "./AdminShell.tsx";
import { leaveIfRefused } from "./session.ts";
import { openPictureOverlay } from "../../lib/picture-overlay.ts";
import type { AdminProfile } from "../../domain/profile.ts";
import type { AdminAction, ApplicantAccount } from "../../domain/review.ts";

function Field({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  const missing = children === null || children === undefined || children === "" || children === false;
  return (
    <div className={className}>
      <dt className="text-sm font-medium text-stone-600">{label}</dt>
      <dd className="mt-0.5 break-words">
        {missing ? <span className="text-stone-600">Not provided</span> : children}
      </dd>
    </div>
  );
}

function Picture({ label, url }: { label: string; url: string | null }) {
  return (
    <figure>
      <figcaption className="mb-2 text-sm font-medium text-stone-600">{label}</figcaption>
      {url ? (
        <button
          type="button"
          className="block w-full cursor-zoom-in overflow-hidden rounded-xl"
          onClick={() => openPictureOverlay([{ src: url, alt: label }])}
          aria-label={`Open ${label.toLowerCase()} full screen`}
        >
          <img src={url} alt={label} className="aspect-[3/4] w-full object-cover" decoding="async" />
        </button>
      ) : (
        <p className="flex h-40 items-center justify-center rounded-xl bg-blush text-stone-600">Not provided</p>
      )}
    </figure>
  );
}

type Decision = "approve" | "reject";
type Action = Decision | StatusChange["action"];

/** What each action asks before it runs. */
const CONFIRMATIONS: Record<Action, { title: string; description: string; label: string; destructive: boolean }> = {
  approve: {
    title: "Approve this application?",
    description: "The profile goes live in the directory at once and the Muse is told by e-mail.",
    label: "Approve",
    destructive: false,
  },
  reject: {
    title: "Reject this application?",
    description: "The applicant is told the reason by e-mail and may resubmit.",
    label: "Reject",
    destructive: true,
  },
  suspend: {
    title: "Suspend this profile?",
    description:
      "It disappears from the directory, its page and search engines at once. The Muse sees the reason on her dashboard and by e-mail.",
    label: "Suspend",
    destructive: true,
  },
  reinstate: {
    title: "Reinstate this profile?",
    description: "It is shown in the directory again at once and the Muse is told by e-mail.",
    label: "Reinstate",
    destructive: false,
  },
  reopen: {
    title: "Reopen this application?",
    description: "It goes back to Pending review; the rejection reason is cleared (it stays in the history).",
    label: "Reopen",
    destructive: false,
  },
};

const ACTION_LABELS: Record<AdminAction["action_type"], string> = {
  note_added: "Notes saved",
  approved: "Approved",
  rejected: "Rejected",
  responded: "Responded",
  suspended: "Suspended",
  reinstated: "Reinstated",
  reopened: "Reopened",
  report_resolved: "Report resolved",
  report_dismissed: "Report dismissed",
  picture_removed: "Picture removed",
};

/** The one line of an action's details worth showing: a reason, a note, or the notes saved. */
function actionDetail(action: AdminAction): string | null {
  const { reason, note, notes } = action.details as { reason?: unknown; note?: unknown; notes?: unknown };
  const text = [reason, note, notes].find((value) => typeof value === "string" && value.trim() !== "");
  return (text as string | undefined) ?? null;
}

/** The application's audit trail: every admin action on it, newest first, as GET /api/applications/:id returns it. */
function History({ actions }: { actions: AdminAction[] }) {
  if (actions.length === 0) return <p className="text-stone-700">No admin actions yet.</p>;
  return (
    <ol className="space-y-3 border-l-2 border-blush pl-4" data-history>
      {actions.map((action) => {
        const detail = actionDetail(action);
        return (
          <li key={action.id}>
            <p className="text-sm font-medium text-stone-600">
              {ACTION_LABELS[action.action_type]} by {action.admin_identifier}
            </p>
            <p>{formatDateTime(action.created_at)}</p>
            {detail && <p className="text-sm whitespace-pre-line text-stone-800">{detail}</p>}
          </li>
        );
      })}
    </ol>
  );
}

/** /admin/applications/{id}: everything an applicant sent, the decision, private notes and the timeline. */
export function ApplicationDetail({ id }: { id: string }) {
  const [application, setApplication] = useState<AdminProfile | null>(null);
  const [account, setAccount] = useState<ApplicantAccount | null>(null);
  const [actions, setActions] = useState<AdminAction[]>([]);
  const [notFound, setNotFound] = useState(false);
  const [notes, setNotes] = useState("");
  const [reason, setReason] = useState("");
  const [suspensionReason, setSuspensionReason] = useState("");
  const [deciding, setDeciding] = useState<Action | null>(null);
  const [confirming, setConfirming] = useState<Action | null>(null);
  const [savingNotes, setSavingNotes] = useState(false);

  const load = useCallback(async () => {
    try {
      const result = await api<{ application: AdminProfile; account: ApplicantAccount | null; actions: AdminAction[] }>(
        `/api/applications/${encodeURIComponent(id)}`,
        {
          cache: "no-store",
        },
      );
      if (!result.application) throw new ApiClientError(404, "not_found", "Not found");
      setApplication(result.application);
      setAccount(result.account);
      setActions(result.actions);
      setNotes(result.application.admin_notes ?? "");
      setNotFound(false);
    } catch (error) {
      if (leaveIfRefused(error)) return;
      console.error("Error loading application", error);
      toast.error("Error", { description: REVIEW_MESSAGES.loadFailed });
      setNotFound(true);
    }
  }, [id]);

  useEffect(() => {
    void load();
  }, [load]);

  async function decide(decision: Decision) {
    if (!application) return;
    // Unsaved note edits travel with the decision (SPEC §7), blank ones as null.
    const notesChange = notes === (application.admin_notes ?? "") ? {} : { admin_notes: notes.trim() ? notes : null };
    const parsed = reviewSchema.safeParse(
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
      await load();
    } catch (error) {
      if (leaveIfRefused(error)) return;
      showApiError(error, decision === "approve" ? REVIEW_MESSAGES.approveFailed : REVIEW_MESSAGES.rejectFailed);
    } finally {
      setDeciding(null);
    }
  }

  async function changeStatus(action: StatusChange["action"]) {
    if (!application) return;
    const parsed = statusChangeSchema.safeParse(
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
      await load();
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
    if (!application) return;
    const parsed = notesSchema.safeParse({ admin_notes: notes });
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
      setApplication(result.application);
      setNotes(result.application.admin_notes ?? "");
      toast.success(REVIEW_MESSAGES.notesSaved.title, { description: REVIEW_MESSAGES.notesSaved.description });
    } catch (error) {
      if (leaveIfRefused(error)) return;
      showApiError(error, REVIEW_MESSAGES.notesFailed);
    } finally {
      setSavingNotes(false);
    }
  }

  const back = { href: "/admin/applications", label: "Back to Applications" };
  if (notFound) {
    return (
      <AdminShell title="Application Details" back={back}>
        <EmptyState title="Application Not Found" hint="This application doesn't exist or could not be loaded.">
          <a href="/admin/applications" className="btn-primary">
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            Back to Applications
          </a>
        </EmptyState>
      </AdminShell>
    );
  }
  if (!application) {
    return (
      <AdminShell title="Application Details" back={back}>
        <Spinner label="Loading application" />
      </AdminShell>
    );
  }

  const status = application.approval_status;
  const pending = status === "Pending";
  return (
    <AdminShell
      title={application.handle}
      subtitle={`Application from ${application.city}`}
      back={back}
      actions={<ApprovalBadge status={application.approval_status} />}
    >
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          <Section title="Basic Information">
            <dl className="grid gap-4 sm:grid-cols-2">
              <Field label="Handle">{application.handle}</Field>
              <Field label="City">{application.city}</Field>
              {application.date_of_birth && (
                <Field label="Date of Birth">{formatDate(application.date_of_birth)}</Field>
              )}
              <Field label="Nationality">{application.nationality}</Field>
              <Field label="Ethnicity">{application.ethnicity}</Field>
              <Field label="Hair Color">{application.hair_color}</Field>
              <Field label="How They Found Us">{application.how_found_us}</Field>
              <Field label="Bio" className="sm:col-span-2">
                <span className="whitespace-pre-line">{application.bio}</span>
              </Field>
              <Field label="Categories" className="sm:col-span-2">
                <CategoryBadges categories={application.categories} max={Infinity} />
              </Field>
            </dl>
          </Section>

          <Section title="Contact Information">
            <dl className="grid gap-4 sm:grid-cols-2">
              <Field label="Account" className="sm:col-span-2">
                <span data-account-email>
                  {account
                    ? `${account.email} (${account.email_verified ? "e-mail verified" : "e-mail not verified"})`
                    : "No account linked yet"}
                </span>
              </Field>
              <Field label="Email">
                {application.email && (
                  <a className="text-rose underline" href={`mailto:${application.email}`}>
                    {application.email}
                  </a>
                )}
              </Field>
              <Field label="Phone">
                {application.phone_number && (
                  <a className="text-rose underline" href={`tel:${application.phone_number.replace(/[^\d+]/g, "")}`}>
                    {application.phone_number}
                  </a>
                )}
              </Field>
              <Field label="Telegram Handle">{application.telegram_handle}</Field>
              <Field label="WhatsApp Number">{application.whatsapp_number}</Field>
              <Field label="Fan Platform Link" className="sm:col-span-2">
                {application.onlyfans_link && (
                  <a
                    className="inline-flex items-center gap-1 text-rose underline"
                    href={application.onlyfans_link}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                  >
                    {application.onlyfans_link}
                    <ExternalLink className="h-4 w-4" aria-hidden="true" />
                  </a>
                )}
              </Field>
            </dl>
          </Section>

          <Section title="Submitted Images">
            <div className="grid gap-4 sm:grid-cols-2">
              <Picture label="Profile Picture" url={application.profile_picture_url} />
              <Picture label="Feet Picture" url={application.feet_picture_url} />
            </div>
          </Section>
        </div>

        {pending && (
          // On a phone the review section sits below the pictures, some 2,000 px down: this bar keeps it in reach.
          <div
            className="fixed inset-x-0 bottom-0 z-30 flex gap-3 border-t border-stone-200 bg-white/95 p-3 backdrop-blur lg:hidden"
            data-review-bar
          >
            <button
              type="button"
              className="btn-primary flex-1 !bg-emerald-700 hover:!bg-emerald-800"
              disabled={deciding !== null}
              onClick={() => setConfirming("approve")}
            >
              <Check className="h-4 w-4" aria-hidden="true" />
              Approve
            </button>
            <button
              type="button"
              className="btn flex-1 bg-red-700 text-white hover:bg-red-800"
              disabled={deciding !== null}
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
        )}

        <div className={pending ? "space-y-6 pb-20 lg:pb-0" : "space-y-6"}>
          {pending && (
            <Section title="Review Actions">
              <button
                type="button"
                className="btn-primary w-full !bg-emerald-700 hover:!bg-emerald-800"
                disabled={deciding !== null}
                onClick={() => setConfirming("approve")}
              >
                <Check className="h-4 w-4" aria-hidden="true" />
                {deciding === "approve" ? "Approving..." : "Approve"}
              </button>
              <div className="mt-6">
                <label htmlFor="rejection-reason" className="text-sm font-medium">
                  Rejection reason
                </label>
                <textarea
                  id="rejection-reason"
                  rows={4}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                  placeholder="Tell the applicant what to change before resubmitting"
                  className={`${compactInputClass} mt-1`}
                />
                <button
                  type="button"
                  className="btn mt-3 w-full bg-red-700 text-white hover:bg-red-800"
                  disabled={reason.trim() === "" || deciding !== null}
                  onClick={() => setConfirming("reject")}
                >
                  <X className="h-4 w-4" aria-hidden="true" />
                  {deciding === "reject" ? "Rejecting..." : "Reject"}
                </button>
              </div>
            </Section>
          )}

          {status === "Approved" && (
            <Section title="Moderation">
              {application.paused_at && (
                <p className="mb-4 rounded-xl bg-paper p-3 text-sm" data-paused-note>
                  The Muse paused her listing on {formatDateTime(application.paused_at)}; it is hidden until she
                  resumes.
                </p>
              )}
              <label htmlFor="suspension-reason" className="text-sm font-medium">
                Suspension reason (shown to the Muse)
              </label>
              <textarea
                id="suspension-reason"
                rows={3}
                value={suspensionReason}
                onChange={(event) => setSuspensionReason(event.target.value)}
                className={`${compactInputClass} mt-1`}
              />
              <button
                type="button"
                className="btn mt-3 w-full bg-red-700 text-white hover:bg-red-800"
                disabled={suspensionReason.trim() === "" || deciding !== null}
                onClick={() => setConfirming("suspend")}
              >
                <Ban className="h-4 w-4" aria-hidden="true" />
                {deciding === "suspend" ? "Suspending..." : "Suspend"}
              </button>
            </Section>
          )}
          {status === "Suspended" && (
            <Section title="Moderation">
              <p className="text-sm font-medium text-stone-600">
                Suspended {formatDateTime(application.suspended_at!)}
              </p>
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
              <button
                type="button"
                className="btn-primary mt-4 w-full"
                disabled={deciding !== null}
                onClick={() => setConfirming("reinstate")}
              >
                <RotateCcw className="h-4 w-4" aria-hidden="true" />
                {deciding === "reinstate" ? "Reinstating..." : "Reinstate"}
              </button>
            </Section>
          )}
          {status === "Rejected" && (
            <Section title="Moderation">
              <p className="text-sm text-stone-700">Reopening puts the application back to Pending review.</p>
              <button
                type="button"
                className="btn-secondary mt-4 w-full"
                disabled={deciding !== null}
                onClick={() => setConfirming("reopen")}
              >
                <RotateCcw className="h-4 w-4" aria-hidden="true" />
                {deciding === "reopen" ? "Reopening..." : "Reopen"}
              </button>
            </Section>
          )}

          <Section title="Admin Notes">
            <label htmlFor="admin-notes" className="text-sm font-medium">
              Internal notes (never shown to the applicant)
            </label>
            <textarea
              id="admin-notes"
              rows={5}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
              className={`${compactInputClass} mt-1`}
            />
            <button
              type="button"
              className="btn-secondary mt-3 w-full"
              disabled={savingNotes || notes === (application.admin_notes ?? "")}
              onClick={() => void saveNotes()}
            >
              {savingNotes ? "Saving..." : "Save Notes"}
            </button>
          </Section>

          <Section title="Timeline">
            <ol className="space-y-3 border-l-2 border-blush pl-4" data-timeline>
              <li>
                <p className="text-sm font-medium text-stone-600">Submitted</p>
                <p>{formatDateTime(application.created_at)}</p>
              </li>
              {application.reviewed_at && (
                <li>
                  <p className="text-sm font-medium text-stone-600">Reviewed by {application.reviewed_by ?? "admin"}</p>
                  <p>{formatDateTime(application.reviewed_at)}</p>
                </li>
              )}
              {application.approved_at && (
                <li>
                  <p className="text-sm font-medium text-stone-600">Approved</p>
                  <p>{formatDateTime(application.approved_at)}</p>
                </li>
              )}
              {application.rejection_reason && (
                <li>
                  <p className="text-sm font-medium text-stone-600">Rejection reason</p>
                  <p className="whitespace-pre-line">{application.rejection_reason}</p>
                </li>
              )}
            </ol>
          </Section>

          <Section title="History">
            <History actions={actions} />
          </Section>
        </div>
      </div>
      {confirming && (
        <ConfirmDialog
          open
          title={CONFIRMATIONS[confirming].title}
          description={CONFIRMATIONS[confirming].description}
          confirmLabel={CONFIRMATIONS[confirming].label}
          destructive={CONFIRMATIONS[confirming].destructive}
          onConfirm={() => confirmed(confirming)}
          onOpenChange={(open) => !open && setConfirming(null)}
        />
      )}
    </AdminShell>
  );
}
