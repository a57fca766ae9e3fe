import { CheckCircle2 } from "../ui/icons/check-circle2.ts";
import { RotateCcw } from "../ui/icons/rotate-ccw.ts";
import { api } from "../../lib/api.ts";
import { formatDate } from "../../lib/format.ts";
import { DECISION_MESSAGES, type AppealOutcome } from "../../domain/decision-texts.ts";
import { say } from "../../lib/say.ts";
import type { AdminAppeal, AppealFilter, AppealPage } from "../../domain/decisions.ts";
import { ApprovalBadge, Badge } from "../ui/badges.tsx";
import { EmptyState } from "../ui/EmptyState.tsx";
import { Modal } from "../ui/Modal.tsx";
import { AppealState } from "../ui/Statement.tsx";
import { AdminShell } from "./AdminShell.tsx";
import { ApplicationLink, CardTitle, ListBody, RowButton, StatusToggles } from "./AdminList.tsx";
import { DecisionFacts } from "./DecisionFacts.tsx";
import { NoteForm } from "./NoteForm.tsx";
import { useAdminList, type StatusOption } from "./useAdminList.tsx";
import { useRowDecision } from "./useRowDecision.ts";

/** The counts GET /api/admin/appeals answers beside its rows. */
type AppealCounts = Omit<AppealPage, "appeals">;

const FILTERS: (StatusOption & { value: AppealFilter })[] = [
  { value: "open", label: "Open" },
  { value: "decided", label: "Decided" },
  { value: "all", label: "All" },
];

/** Each outcome's button and dialog. */
const OUTCOMES: Record<
  AppealOutcome,
  { verb: string; title: string; description: string; done: { title: string; description: string } }
> = {
  upheld: {
    verb: "Uphold",
    title: "Uphold the decision",
    description: "The decision stands. The Muse reads your reason on her dashboard and by e-mail.",
    done: DECISION_MESSAGES.appealUpheld,
  },
  reversed: {
    verb: "Reverse",
    title: "Reverse the decision",
    description:
      "The restriction is lifted (a suspended profile is reinstated, a removed picture goes back) and the Muse reads your reason.",
    done: DECISION_MESSAGES.appealReversed,
  },
};

const STATUS_LOOKS: Record<AdminAppeal["status"], string> = {
  open: "bg-rose text-white",
  upheld: "bg-stone-200 text-stone-800",
  reversed: "bg-emerald-100 text-emerald-800",
};

/**
 * /admin/appeals: the Muses' appeals of statements of reasons (DSA Art. 20), open ones oldest first. Each shows the
 * decision and her appeal; an open one is upheld or reversed with a reason she reads.
 */
/** What an admin can decide on an open appeal, and how its button looks. */
const DECISIONS = [
  ["upheld", CheckCircle2, "secondary", "Uphold"],
  ["reversed", RotateCcw, "primary", "Reverse"],
] as const;

export function AppealList() {
  const list = useAdminList<AdminAppeal, AppealCounts>("/api/admin/appeals", {
    key: "appeals",
    statuses: FILTERS,
    loadFailed: DECISION_MESSAGES.appealsLoadFailed,
  });
  const { deciding, start, note, setNote, saving, send, onOpenChange } = useRowDecision<{
    appeal: AdminAppeal;
    outcome: AppealOutcome;
  }>(list);

  async function decide() {
    if (!deciding || note.trim() === "") return;
    const { appeal, outcome } = deciding;
    await send(
      () =>
        api<{ appeal: AdminAppeal; message: string }>(`/api/admin/appeals/${appeal.id}/decision`, {
          method: "POST",
          json: { outcome, reason: note.trim() },
        }),
      OUTCOMES[outcome].done,
      DECISION_MESSAGES.appealDecideFailed,
      "deciding an appeal",
    );
  }

  const outcome = deciding && OUTCOMES[deciding.outcome];

  return (
    <AdminShell title="Appeals" subtitle="Muses' appeals of our decisions, the oldest open ones first.">
      <StatusToggles list={list} label="Show appeals" />
      <ListBody
        list={list}
        noun="appeals"
        count={(info) => `${info?.total ?? 0} ${info?.total === 1 ? "appeal" : "appeals"} · ${info?.open ?? 0} open`}
        empty={<EmptyState title={say(DECISION_MESSAGES.noAppeals)} />}
      >
        {(appeal) => (
          <AppealItem key={appeal.id} appeal={appeal} onDecide={(next) => start({ appeal, outcome: next })} />
        )}
      </ListBody>

      <Modal
        open={deciding !== null}
        onOpenChange={onOpenChange}
        title={outcome?.title}
        description={
          deciding &&
          `${say(`decisions.titles.${deciding.appeal.kind}`)} · ${deciding.appeal.handle}. ${outcome?.description}`
        }
      >
        {deciding && outcome && (
          <NoteForm
            className="mt-4"
            id="appeal-reason"
            label="Reason (the Muse reads it)"
            hint="Say why the decision stands or why it was wrong."
            rows={4}
            maxLength={2000}
            value={note}
            onChange={setNote}
            onSubmit={() => void decide()}
            saving={saving}
            submitLabel={outcome.verb}
          />
        )}
      </Modal>
    </AdminShell>
  );
}

function AppealItem({ appeal, onDecide }: { appeal: AdminAppeal; onDecide: (outcome: AppealOutcome) => void }) {
  const title = say(`decisions.titles.${appeal.kind}`);
  return (
    <li className="card" data-appeal={appeal.id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <CardTitle
            status={
              <Badge className={`capitalize ${STATUS_LOOKS[appeal.status]}`} data-appeal-status>
                {appeal.status}
              </Badge>
            }
          >
            {title}
          </CardTitle>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-stone-700">
            <span>Appealed {formatDate(appeal.created_at)}</span>
            <span aria-hidden="true">·</span>
            <a
              href={`/admin/applications/${appeal.profile_id}`}
              className="font-medium break-all text-rose hover:underline"
            >
              {appeal.handle}
            </a>
            <ApprovalBadge status={appeal.approval_status} />
          </p>
        </div>
        <ApplicationLink row={appeal} />
      </div>

      <div className="mt-4 grid gap-4 md:grid-cols-2">
        {/* Named by whom and when as well: two open appeals against the same kind of decision are two landmarks. */}
        <section
          aria-label={`The decision on ${appeal.handle}'s profile of ${formatDate(appeal.decision_created_at)}: ${title}`}
          className="rounded-xl border border-stone-200 p-4"
        >
          <h3 className="font-sans text-sm font-semibold text-stone-600">The decision</h3>
          <DecisionFacts
            decision={{ ...appeal, created_at: appeal.decision_created_at }}
            pictureAlt={`The picture removed from ${appeal.handle}'s profile`}
          />
        </section>
        <section aria-label={`${appeal.handle}'s appeal`} className="rounded-xl bg-blush/40 p-4">
          <h3 className="font-sans text-sm font-semibold text-stone-600">
            Her appeal, {formatDate(appeal.created_at)}
          </h3>
          <p className="mt-2 whitespace-pre-line text-stone-900" data-appeal-statement>
            {appeal.statement}
          </p>
        </section>
      </div>

      {appeal.status === "open" ? (
        <div className="mt-4 flex flex-wrap justify-end gap-2 border-t border-stone-200 pt-4">
          {DECISIONS.map(([outcome, icon, look, verb]) => (
            <RowButton
              key={outcome}
              icon={icon}
              look={look}
              target={` the decision on ${appeal.handle}`}
              onClick={() => onDecide(outcome)}
            >
              {verb}
            </RowButton>
          ))}
        </div>
      ) : (
        <AppealState appeal={appeal} className="mt-4" />
      )}
    </li>
  );
}
