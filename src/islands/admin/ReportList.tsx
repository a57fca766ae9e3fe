import { useState } from "react";
import { Ban } from "../ui/icons/ban.ts";
import { CheckCircle2 } from "../ui/icons/check-circle2.ts";
import { ExternalLink } from "../ui/icons/external-link.ts";
import { Mail } from "../ui/icons/mail.ts";
import { ShieldAlert } from "../ui/icons/shield-alert.ts";
import { Trash2 } from "../ui/icons/trash2.ts";
import { TriangleAlert } from "../ui/icons/triangle-alert.ts";
import type { Icon } from "../ui/icon.tsx";
import { api } from "../../lib/api.ts";
import { formatDate, formatDateTime } from "../../lib/format.ts";
import { MODERATION_MESSAGES } from "../../domain/messages.ts";
import { DECISION_MESSAGES } from "../../domain/decision-texts.ts";
import type { StatementInput } from "../../domain/decisions.ts";
import type { ReportFilter } from "../../domain/moderation-texts.ts";
import { say } from "../../lib/say.ts";
import { ApprovalBadge, Badge, StatusBadge } from "../ui/badges.tsx";
import { EmptyState } from "../ui/EmptyState.tsx";
import { NoteForm } from "./NoteForm.tsx";
import { Modal } from "../ui/Modal.tsx";
import { PictureThumbnail } from "../ui/Statement.tsx";
import { AdminShell } from "./AdminShell.tsx";
import { ApplicationLink, CardTitle, ListBody, RowButton, StatusToggles } from "./AdminList.tsx";
import { StatementDialog } from "./StatementForm.tsx";
import { useAdminList, type StatusOption } from "./useAdminList.tsx";
import { useRowDecision } from "./useRowDecision.ts";
import type { AdminReport, ReportDecision, ReportPage } from "../../domain/moderation.ts";
import { AGE_CHECK_MESSAGES, ageCheckRequestUrl } from "../../domain/age-check-texts.ts";
import { toast } from "../../lib/toasts.ts";
import { showApiError } from "../ui/api-errors.ts";
import { leaveIfRefused } from "./session.ts";

/** The counts GET /api/reports answers beside its rows. */
type ReportCounts = Omit<ReportPage, "reports">;

type Action = ReportDecision["action"];
type NoteAction = "dismiss" | "resolve";
type StatementAction = Exclude<Action, NoteAction>;

const FILTERS: (StatusOption & { value: ReportFilter })[] = [
  { value: "open", label: "Open" },
  { value: "closed", label: "Closed" },
  { value: "all", label: "All" },
];

/** What a toast says once the decision is saved. */
type Done = { title: string; description?: string };

interface ActionLook {
  verb: string;
  icon: Icon;
  look: "primary" | "secondary" | "danger" | "danger-outline";
  title: string;
  done: Done;
}

/** Closing a notice with a note for the team: nothing done (dismiss), or acted on elsewhere (resolve). */
const NOTE_ACTIONS: Record<NoteAction, ActionLook & { hint: string }> = {
  dismiss: {
    verb: "Dismiss",
    icon: Ban,
    look: "secondary",
    title: "Dismiss report",
    hint: "Say why no action is needed.",
    done: MODERATION_MESSAGES.reportDismissed,
  },
  resolve: {
    verb: "Resolve",
    icon: CheckCircle2,
    look: "primary",
    title: "Resolve report",
    hint: "Say what was done about it elsewhere (for example on the application page, or by asking the Muse).",
    done: MODERATION_MESSAGES.reportResolved,
  },
};

/** Acting on the profile from the notice, with a statement of reasons: the notice is resolved in the same step. */
const STATEMENT_ACTIONS: Record<StatementAction, ActionLook & { busy: string; description: string }> = {
  remove_picture: {
    verb: "Remove picture",
    icon: Trash2,
    look: "danger",
    title: "Remove the named picture",
    busy: "Removing...",
    description: "The picture leaves her profile at once; it is kept unseen while she may appeal.",
    done: { title: MODERATION_MESSAGES.pictureRemoved, description: MODERATION_MESSAGES.reportResolved.description },
  },
  suspend: {
    verb: "Suspend",
    icon: ShieldAlert,
    look: "danger",
    title: "Suspend this profile",
    busy: "Suspending...",
    description: "It disappears from the directory, its page and search engines at once.",
    done: MODERATION_MESSAGES.suspended,
  },
  warn: {
    verb: "Warn",
    icon: TriangleAlert,
    look: "danger-outline",
    title: "Warn the Muse",
    busy: "Warning...",
    description: "Nothing is restricted: she reads the warning and its reasons.",
    done: DECISION_MESSAGES.warned,
  },
};

const isNoteAction = (action: Action): action is NoteAction => action === "dismiss" || action === "resolve";

/** The actions an open notice offers: a picture can be removed only when it names one, a suspension needs a live profile. */
function actionsFor(report: AdminReport): Action[] {
  return [
    "dismiss",
    "resolve",
    ...(report.image_url ? (["remove_picture"] as const) : []),
    ...(report.approval_status === "Approved" ? (["suspend"] as const) : []),
    "warn",
  ];
}

/**
 * /admin/reports: visitors' notices on live profiles, urgent open ones first. Each is dismissed or resolved with a
 * note, or decided here with a statement of reasons (remove the picture it names, suspend, warn).
 */
export function ReportList() {
  const list = useAdminList<AdminReport, ReportCounts>("/api/reports", {
    key: "reports",
    statuses: FILTERS,
    loadFailed: MODERATION_MESSAGES.reportsLoadFailed,
  });
  const { deciding, start, note, setNote, saving, send, onOpenChange } = useRowDecision<{
    report: AdminReport;
    action: Action;
  }>(list);

  const decide = (report: AdminReport, decision: ReportDecision) =>
    send(
      () =>
        api<{ report: AdminReport; notified: boolean }>(`/api/reports/${report.id}`, {
          method: "PATCH",
          json: decision,
        }),
      isNoteAction(decision.action) ? NOTE_ACTIONS[decision.action].done : STATEMENT_ACTIONS[decision.action].done,
      MODERATION_MESSAGES.reportUpdateFailed,
      "deciding a report",
    );

  function decideWithNote(report: AdminReport, action: NoteAction) {
    if (note.trim() !== "") void decide(report, { action, note: note.trim() });
  }

  const noteAction = deciding && isNoteAction(deciding.action) ? NOTE_ACTIONS[deciding.action] : null;
  const statementAction = deciding && !isNoteAction(deciding.action) ? STATEMENT_ACTIONS[deciding.action] : null;
  const about = deciding && `${say(`report.reasons.${deciding.report.reason}`)} · ${deciding.report.handle}`;

  return (
    <AdminShell title="Profile Reports" subtitle="What visitors reported about live profiles; urgent ones first.">
      <StatusToggles list={list} label="Show reports" />
      <ListBody
        list={list}
        noun="reports"
        count={(info) =>
          `${info?.total ?? 0} ${info?.total === 1 ? "report" : "reports"} · ${info?.open ?? 0} open · ${info?.urgent ?? 0} urgent`
        }
        empty={<EmptyState title={say(MODERATION_MESSAGES.noReports)} />}
      >
        {(report) => <ReportItem key={report.id} report={report} onAction={(action) => start({ report, action })} />}
      </ListBody>

      <Modal open={noteAction !== null} onOpenChange={onOpenChange} title={noteAction?.title} description={about}>
        {deciding && noteAction && (
          <NoteForm
            className="mt-4"
            id="report-note"
            label="Note"
            hint={noteAction.hint}
            rows={4}
            maxLength={2000}
            value={note}
            onChange={setNote}
            onSubmit={() => decideWithNote(deciding.report, deciding.action as NoteAction)}
            saving={saving}
            submitLabel={noteAction.verb}
          />
        )}
      </Modal>

      <StatementDialog
        open={statementAction !== null}
        onOpenChange={onOpenChange}
        title={statementAction?.title ?? ""}
        description={
          deciding && statementAction && `${about} · ${deciding.report.reference}. ${statementAction.description}`
        }
        submitLabel={statementAction?.verb ?? ""}
        busyLabel={statementAction?.busy ?? ""}
        destructive={deciding?.action !== "warn"}
        onSubmit={(statement: StatementInput) =>
          deciding
            ? decide(deciding.report, { action: deciding.action as StatementAction, ...statement })
            : Promise.resolve()
        }
      >
        {deciding?.action === "remove_picture" && deciding.report.image_url && (
          <PictureThumbnail
            url={deciding.report.image_url}
            alt={`The picture the report names, on ${deciding.report.handle}'s profile`}
            className="mt-4"
          />
        )}
      </StatementDialog>
    </AdminShell>
  );
}

/**
 * One click on a notice that she may be a minor (decision 0066): her dashboard asks her for a fresh proof of age,
 * with the reason, and she is mailed in her language. The notice stays open for its own decision.
 */
function AskForProofButton({ report }: { report: AdminReport }) {
  const [asked, setAsked] = useState(false);
  if (report.approval_status !== "Approved" && report.approval_status !== "Suspended") return null;
  async function ask() {
    try {
      await api(ageCheckRequestUrl(report.profile_id), { method: "POST" });
      setAsked(true);
      toast.success(AGE_CHECK_MESSAGES.requested);
    } catch (error) {
      if (!leaveIfRefused(error)) showApiError(error, "Fresh proof of age not requested");
    }
  }
  return (
    <RowButton
      icon={ShieldAlert}
      target={` (report on ${report.handle})`}
      disabled={asked}
      onClick={() => void ask()}
      data-ask-age-proof
    >
      {asked ? "Fresh proof of age requested" : "Ask for a fresh proof of age"}
    </RowButton>
  );
}

function ReportItem({ report, onAction }: { report: AdminReport; onAction: (action: Action) => void }) {
  const open = report.status === "open";
  return (
    <li
      className={`card ${report.urgent && open ? "border-l-4 border-l-red-700" : ""}`}
      data-report={report.id}
      data-urgent={report.urgent || undefined}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <CardTitle
            status={
              <>
                {report.urgent && (
                  <Badge className="inline-flex items-center gap-1 bg-red-700 text-white" data-urgent-marker>
                    <TriangleAlert className="h-3.5 w-3.5" aria-hidden="true" />
                    Urgent
                  </Badge>
                )}
                <StatusBadge status={report.status} />
              </>
            }
          >
            {say(`report.reasons.${report.reason}`)}
          </CardTitle>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-stone-700">
            <span>Reported {formatDate(report.created_at)}</span>
            <span aria-hidden="true">·</span>
            <span>
              Reference{" "}
              <span className="font-mono font-semibold text-ink" data-reference>
                {report.reference}
              </span>
            </span>
            <span aria-hidden="true">·</span>
            <a
              href={`/muse/${report.handle}`}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 font-medium text-rose hover:underline"
            >
              {report.handle}
              <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            <ApprovalBadge status={report.approval_status} />
          </p>
          {report.wants_updates && (
            <p className="mt-1 inline-flex items-center gap-1 text-sm text-stone-700" data-wants-updates>
              <Mail className="h-4 w-4" aria-hidden="true" />
              Reporter asked for updates: the outcome is mailed to them.
            </p>
          )}
        </div>
        <ApplicationLink row={report} />
      </div>
      <div className="mt-3 flex flex-wrap items-start gap-4">
        {report.image_url && (
          <figure data-named-picture>
            <PictureThumbnail
              url={report.image_url}
              alt={`The picture the report names, on ${report.handle}'s profile`}
            />
            <figcaption className="mt-1 text-xs font-semibold text-stone-700">Named picture</figcaption>
          </figure>
        )}
        {report.details ? (
          <p className="min-w-0 flex-1 whitespace-pre-line text-stone-800">{report.details}</p>
        ) : (
          <p className="text-sm text-stone-600 italic">No details given.</p>
        )}
      </div>
      {report.reported_messages && (
        // Named by its heading and the report's reference: two reported conversations in the queue are two landmarks.
        <section
          className="mt-3 rounded-xl bg-stone-50 p-3"
          aria-labelledby={`conversation-${report.id}`}
          data-reported-messages
        >
          <h3 id={`conversation-${report.id}`} className="text-sm font-semibold text-stone-800">
            <span className="sr-only">{report.reference}: </span>
            Reported conversation, sent by the {report.reported_by === "muse" ? "Muse" : "visitor"} (
            {report.reported_messages.length} messages)
          </h3>
          <ol className="mt-2 space-y-1 text-sm">
            {report.reported_messages.map((message, index) => (
              <li key={index} className="whitespace-pre-line">
                <strong>{message.from === "muse" ? report.handle : "Visitor"}:</strong> {message.body}
              </li>
            ))}
          </ol>
        </section>
      )}
      {open ? (
        <div className="mt-4 flex flex-wrap justify-end gap-2 border-t border-stone-200 pt-4" data-report-actions>
          {report.reason === "under_18" && <AskForProofButton report={report} />}
          {actionsFor(report).map((action) => {
            const { icon, look, verb } = isNoteAction(action) ? NOTE_ACTIONS[action] : STATEMENT_ACTIONS[action];
            return (
              <RowButton
                key={action}
                icon={icon}
                look={look}
                target={` (report on ${report.handle})`}
                onClick={() => onAction(action)}
              >
                {verb}
              </RowButton>
            );
          })}
        </div>
      ) : (
        <div className="mt-4 rounded-xl bg-paper p-4 text-sm" data-resolution>
          <p className="font-medium">
            {report.status === "resolved" ? "Resolved" : "Dismissed"}
            {report.resolved_at && ` ${formatDateTime(report.resolved_at)}`}
            {report.decision_id && " · with a statement of reasons to the Muse"}
          </p>
          {report.resolution_note && (
            <p className="mt-1 whitespace-pre-line text-stone-800">{report.resolution_note}</p>
          )}
        </div>
      )}
    </li>
  );
}
