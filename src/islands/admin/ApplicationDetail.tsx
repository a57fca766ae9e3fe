import { useCallback, useEffect, useState } from "react";
import { ArrowLeft } from "../ui/icons/arrow-left.ts";
import { toast } from "../../lib/toasts.ts";
import { api, ApiClientError } from "../../lib/api.ts";
import { REVIEW_MESSAGES } from "../../domain/messages.ts";
import { ApprovalBadge } from "../ui/badges.tsx";
import { EmptyState } from "../ui/EmptyState.tsx";
import { Spinner } from "../ui/Spinner.tsx";
import { AdminShell } from "./AdminShell.tsx";
import { ApplicationFacts } from "./application/ApplicationFacts.tsx";
import { ApplicationDecisions } from "./application/ApplicationDecisions.tsx";
import { ApplicationHistory } from "./application/ApplicationHistory.tsx";
import { ReviewActions } from "./application/ReviewActions.tsx";
import { AgeCheckSection, type AgeCheckState } from "./application/AgeCheckSection.tsx";
import { leaveIfRefused } from "./session.ts";
import type { AdminProfile } from "../../domain/profile.ts";
import type { AdminAction, ApplicantAccount } from "../../domain/review.ts";
import type { Lookalike } from "../../domain/moderation.ts";
import type { Decision } from "../../domain/decisions.ts";

const BACK = { href: "/admin/applications", label: "Back to Applications" };

/**
 * /admin/applications/{id}: everything an applicant sent, the decision, private notes, the statements of reasons she
 * was given and the timeline.
 */
export function ApplicationDetail({ id }: { id: string }) {
  const [application, setApplication] = useState<AdminProfile | null>(null);
  const [account, setAccount] = useState<ApplicantAccount | null>(null);
  const [actions, setActions] = useState<AdminAction[]>([]);
  const [lookalikes, setLookalikes] = useState<Lookalike[]>([]);
  const [decisions, setDecisions] = useState<Decision[]>([]);
  const [ageCheck, setAgeCheck] = useState<AgeCheckState>({
    age_document: false,
    age_check: null,
    reused_documents: [],
  });
  const [notFound, setNotFound] = useState(false);

  const load = useCallback(async () => {
    try {
      const result = await api<
        AgeCheckState & {
          application: AdminProfile;
          account: ApplicantAccount | null;
          actions: AdminAction[];
          lookalikes: Lookalike[];
          decisions: Decision[];
        }
      >(`/api/applications/${encodeURIComponent(id)}`, { cache: "no-store" });
      if (!result.application) throw new ApiClientError(404, "not_found", "Not found", "http.notFound");
      setApplication(result.application);
      setAccount(result.account);
      setActions(result.actions);
      setLookalikes(result.lookalikes);
      setDecisions(result.decisions);
      const { age_document, age_check, reused_documents } = result;
      setAgeCheck({ age_document, age_check, reused_documents });
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

  if (notFound) {
    return (
      <AdminShell title="Application Details" back={BACK}>
        <EmptyState title="Application Not Found" hint="This application doesn't exist or could not be loaded.">
          <a href={BACK.href} className="btn-primary">
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            {BACK.label}
          </a>
        </EmptyState>
      </AdminShell>
    );
  }
  if (!application) {
    return (
      <AdminShell title="Application Details" back={BACK}>
        <Spinner label="Loading application" />
      </AdminShell>
    );
  }

  return (
    <AdminShell
      title={application.handle}
      subtitle={`Application from ${application.city}`}
      back={BACK}
      actions={<ApprovalBadge status={application.approval_status} />}
    >
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          <AgeCheckSection
            applicationId={application.id}
            pending={application.approval_status === "Pending"}
            state={ageCheck}
            onRecorded={load}
          />
          <ApplicationFacts application={application} account={account} lookalikes={lookalikes} />
        </div>
        <ReviewActions application={application} onChanged={load} onNotesSaved={setApplication}>
          <ApplicationDecisions decisions={decisions} handle={application.handle} />
          <ApplicationHistory application={application} actions={actions} />
        </ReviewActions>
      </div>
    </AdminShell>
  );
}
