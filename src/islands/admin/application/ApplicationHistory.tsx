import type { ReactNode } from "react";
import { formatDateTime } from "../../../lib/format.ts";
import { Section } from "../../ui/Section.tsx";
import type { AdminProfile } from "../../../domain/profile.ts";
import type { AdminAction } from "../../../domain/review.ts";

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
  photo_verified: "Photo verification confirmed",
  photo_declined: "Photo verification declined",
  warned: "Warned",
  appeal_upheld: "Appeal: decision upheld",
  appeal_reversed: "Appeal: decision reversed",
  picture_restored: "Picture restored",
  age_check_requested: "Fresh proof of age requested",
};

/** The one line of an action's details worth showing: a reason, a note, or the notes saved. */
function actionDetail(action: AdminAction): string | null {
  const { reason, note, notes } = action.details as { reason?: unknown; note?: unknown; notes?: unknown };
  const text = [reason, note, notes].find((value) => typeof value === "string" && value.trim() !== "");
  return (text as string | undefined) ?? null;
}

/** One entry of a timeline: what happened, then when (and what was said). */
function Entry({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li>
      <p className="text-sm font-medium text-stone-600">{label}</p>
      {children}
    </li>
  );
}

/** The application's audit trail: every admin action on it, newest first, as GET /api/applications/:id returns it. */
function History({ actions }: { actions: AdminAction[] }) {
  if (actions.length === 0) return <p className="text-stone-700">No admin actions yet.</p>;
  return (
    <ol className="space-y-3 border-l-2 border-blush pl-4" data-history>
      {actions.map((action) => {
        const detail = actionDetail(action);
        return (
          <Entry key={action.id} label={`${ACTION_LABELS[action.action_type]} by ${action.admin_identifier}`}>
            <p>{formatDateTime(action.created_at)}</p>
            {detail && <p className="text-sm whitespace-pre-line text-stone-800">{detail}</p>}
          </Entry>
        );
      })}
    </ol>
  );
}

/** When the application was sent and decided, and every admin action on it since. */
export function ApplicationHistory({ application, actions }: { application: AdminProfile; actions: AdminAction[] }) {
  return (
    <>
      <Section title="Timeline">
        <ol className="space-y-3 border-l-2 border-blush pl-4" data-timeline>
          <Entry label="Submitted">
            <p>{formatDateTime(application.created_at)}</p>
          </Entry>
          {application.reviewed_at && (
            <Entry label={`Reviewed by ${application.reviewed_by ?? "admin"}`}>
              <p>{formatDateTime(application.reviewed_at)}</p>
            </Entry>
          )}
          {application.approved_at && (
            <Entry label="Approved">
              <p>{formatDateTime(application.approved_at)}</p>
            </Entry>
          )}
          {application.rejection_reason && (
            <Entry label="Rejection reason">
              <p className="whitespace-pre-line">{application.rejection_reason}</p>
            </Entry>
          )}
        </ol>
      </Section>

      <Section title="History">
        <History actions={actions} />
      </Section>
    </>
  );
}
