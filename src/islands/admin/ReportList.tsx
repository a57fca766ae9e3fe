import { useState } from "react";
import { Ban, CheckCircle2, ExternalLink, FileText, type LucideIcon } from "lucide-react";
import { toast } from "../../lib/toasts.ts";
import { api } from "../../lib/api.ts";
import { formatDate, formatDateTime } from "../../lib/format.ts";
import {
  MODERATION_MESSAGES,
  REPORT_REASONS,
  reportDecisionSchema,
  type ReportFilter,
} from "../../domain/moderation.ts";
import { ApprovalBadge, StatusBadge } from "../ui/badges.tsx";
import { EmptyState } from "../ui/EmptyState.tsx";
import { NoteForm } from "./NoteForm.tsx";
import { showApiError } from "../ui/api-errors.ts";
import { Modal } from "../ui/Modal.tsx";
import { AdminShell } from "./AdminShell.tsx";
import { CardTitle, ListBody, RowButton, StatusToggles } from "./AdminList.tsx";
import { useAdminList, type StatusOption } from "./useAdminList.tsx";
import { leaveIfRefused } from "./session.ts";
import type { AdminReport, ReportPage } from "../../domain/moderation.ts";

/** The counts GET /api/reports answers beside its rows. */
type ReportCounts = Omit<ReportPage, "reports">;

type Decision = "resolved" | "dismissed";

const FILTERS: (StatusOption & { value: ReportFilter })[] = [
  { value: "open", label: "Open" },
  { value: "closed", label: "Closed" },
  { value: "all", label: "All" },
];

const DECISIONS: Record<
  Decision,
  {
    verb: string;
    title: string;
    hint: string;
    done: { title: string; description: string };
    icon: LucideIcon;
    look: "primary" | "secondary";
  }
> = {
  resolved: {
    icon: CheckCircle2,
    look: "primary",
    verb: "Resolve",
    title: "Resolve report",
    hint: "Say what you did about it (for example: suspended the profile, asked for new pictures).",
    done: MODERATION_MESSAGES.reportResolved,
  },
  dismissed: {
    icon: Ban,
    look: "secondary",
    verb: "Dismiss",
    title: "Dismiss report",
    hint: "Say why no action is needed.",
    done: MODERATION_MESSAGES.reportDismissed,
  },
};

/** /admin/reports: visitors' reports on live profiles, open ones first in mind; each is resolved or dismissed with a note. */
export function ReportList() {
  const list = useAdminList<AdminReport, ReportCounts>("/api/reports", {
    key: "reports",
    statuses: FILTERS,
    loadFailed: MODERATION_MESSAGES.reportsLoadFailed,
  });
  const [deciding, setDeciding] = useState<{ report: AdminReport; decision: Decision } | null>(null);
  const [note, setNote] = useState("");
  const [saving, setSaving] = useState(false);

  function startDecision(report: AdminReport, decision: Decision) {
    setNote("");
    setDeciding({ report, decision });
  }

  async function decide() {
    if (!deciding) return;
    const parsed = reportDecisionSchema.safeParse({ status: deciding.decision, note });
    if (!parsed.success) return;
    setSaving(true);
    try {
      await api(`/api/reports/${deciding.report.id}`, { method: "PATCH", json: parsed.data });
      const { done } = DECISIONS[deciding.decision];
      toast.success(done.title, { description: done.description });
      setDeciding(null);
      list.reload();
    } catch (error) {
      if (leaveIfRefused(error)) return;
      console.error("Error updating report", error);
      showApiError(error, "Error", MODERATION_MESSAGES.reportUpdateFailed);
      // Closed by another admin meanwhile: show the list as it is now.
      list.reload();
    } finally {
      setSaving(false);
    }
  }

  const action = deciding ? DECISIONS[deciding.decision] : null;

  return (
    <AdminShell title="Profile Reports" subtitle="What visitors reported about live profiles.">
      <StatusToggles list={list} label="Show reports" />
      <ListBody
        list={list}
        noun="reports"
        count={(info) => `${info?.total ?? 0} ${info?.total === 1 ? "report" : "reports"} · ${info?.open ?? 0} open`}
        empty={<EmptyState title={MODERATION_MESSAGES.noReports} />}
      >
        {(report) => (
          <li key={report.id} className="card" data-report={report.id}>
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <CardTitle status={<StatusBadge status={report.status} />}>{REPORT_REASONS[report.reason]}</CardTitle>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-stone-700">
                  <span>Reported {formatDate(report.created_at)}</span>
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
              </div>
              <div className="flex flex-wrap gap-2">
                <a href={`/admin/applications/${report.profile_id}`} className="btn-secondary !px-4 !py-2">
                  <FileText className="h-4 w-4" aria-hidden="true" />
                  View application<span className="sr-only"> of {report.handle}</span>
                </a>
                {report.status === "open" &&
                  (["resolved", "dismissed"] as const).map((decision) => {
                    const { icon, look, verb } = DECISIONS[decision];
                    return (
                      <RowButton
                        key={decision}
                        icon={icon}
                        look={look}
                        target={` report on ${report.handle}`}
                        onClick={() => startDecision(report, decision)}
                      >
                        {verb}
                      </RowButton>
                    );
                  })}
              </div>
            </div>
            {report.details ? (
              <p className="mt-3 whitespace-pre-line text-stone-800">{report.details}</p>
            ) : (
              <p className="mt-3 text-sm text-stone-600 italic">No details given.</p>
            )}
            {report.status !== "open" && (
              <div className="mt-4 rounded-xl bg-paper p-4 text-sm" data-resolution>
                <p className="font-medium">
                  {report.status === "resolved" ? "Resolved" : "Dismissed"}
                  {report.resolved_at && ` ${formatDateTime(report.resolved_at)}`}
                </p>
                <p className="mt-1 whitespace-pre-line text-stone-800">{report.resolution_note}</p>
              </div>
            )}
          </li>
        )}
      </ListBody>

      <Modal
        open={deciding !== null}
        onOpenChange={(isOpen) => !isOpen && !saving && setDeciding(null)}
        title={action?.title}
        description={deciding && `${REPORT_REASONS[deciding.report.reason]} · ${deciding.report.handle}`}
      >
        {deciding && action && (
          <NoteForm
            className="mt-4"
            id="report-note"
            label="Note"
            hint={action.hint}
            rows={4}
            maxLength={2000}
            value={note}
            onChange={setNote}
            onSubmit={() => void decide()}
            saving={saving}
            submitLabel={action.verb}
          />
        )}
      </Modal>
    </AdminShell>
  );
}
