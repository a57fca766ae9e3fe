import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { ChevronLeft, ChevronRight, Trash2 } from "lucide-react";
import { MODERATION_MESSAGES, PROFILE_CHANGE_LABELS, type ProfileChangeKind } from "../../domain/moderation.ts";
import type { ApprovalStatus } from "../../domain/options.ts";
import { api, errorMessage } from "../../lib/api.ts";
import { formatDateTime } from "../../lib/format.ts";
import { ApprovalBadge } from "../ui/badges.tsx";
import { ConfirmDialog } from "../ui/ConfirmDialog.tsx";
import { EmptyState } from "../ui/EmptyState.tsx";
import { Spinner } from "../ui/Spinner.tsx";
import { AdminShell } from "./AdminShell.tsx";
import { leaveIfRefused } from "./session.ts";

/** One row of GET /api/admin/changes. */
interface ProfileChange {
  id: string;
  kind: ProfileChangeKind;
  created_at: string;
  removed_at: string | null;
  profile_id: string;
  handle: string;
  approval_status: ApprovalStatus;
  image_url: string | null;
  previous_bio: string | null;
  new_bio: string | null;
  in_use: boolean;
}

interface ChangesPage {
  changes: ProfileChange[];
  page: number;
  page_size: number;
  total: number;
}

/** /admin/changes: new pictures and bio edits of live profiles, newest first, with a way to take a picture down. */
export function ChangeList() {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<ChangesPage | null>(null);
  const [removing, setRemoving] = useState<ProfileChange | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async (wanted: number) => {
    setData(null);
    try {
      setData(await api<ChangesPage>(`/api/admin/changes?page=${wanted}`, { cache: "no-store" }));
    } catch (error) {
      if (leaveIfRefused(error)) return;
      console.error("Error loading recent changes", error);
      toast.error("Error", { description: MODERATION_MESSAGES.changesLoadFailed });
      setData({ changes: [], page: wanted, page_size: 0, total: 0 });
    }
  }, []);

  useEffect(() => {
    void load(page);
  }, [load, page]);

  async function confirmRemoval() {
    if (!removing) return;
    setBusy(true);
    try {
      const result = await api<{ message: string }>(`/api/admin/changes/${removing.id}/remove`, { method: "POST" });
      toast.success(result.message);
      setRemoving(null);
      await load(page);
    } catch (error) {
      if (leaveIfRefused(error)) return;
      console.error("Error removing a picture", error);
      toast.error(MODERATION_MESSAGES.removeFailed, { description: errorMessage(error) });
      setRemoving(null);
      await load(page);
    } finally {
      setBusy(false);
    }
  }

  const pages = data && data.page_size > 0 ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  return (
    <AdminShell
      title="Recent Changes"
      subtitle="New pictures and bio edits of live profiles, newest first."
      back={{ href: "/admin/dashboard", label: "Back to Dashboard" }}
    >
      {data === null ? (
        <Spinner label="Loading recent changes" />
      ) : data.changes.length === 0 ? (
        <EmptyState title="No changes yet" hint="New pictures and bio edits of live profiles appear here." />
      ) : (
        <ul className="space-y-4" aria-label="Recent changes">
          {data.changes.map((change) => (
            <ChangeItem key={change.id} change={change} onRemove={() => setRemoving(change)} />
          ))}
        </ul>
      )}

      {data !== null && data.total > 0 && (
        <nav className="mt-8 flex items-center justify-between gap-4" aria-label="Pages">
          <button
            type="button"
            className="btn-secondary !px-4 !py-2"
            disabled={page <= 1}
            onClick={() => setPage((current) => current - 1)}
          >
            <ChevronLeft className="h-4 w-4" aria-hidden="true" />
            Previous
          </button>
          <span className="text-sm text-stone-700">
            Page {page} of {pages}
          </span>
          <button
            type="button"
            className="btn-secondary !px-4 !py-2"
            disabled={page >= pages}
            onClick={() => setPage((current) => current + 1)}
          >
            Next
            <ChevronRight className="h-4 w-4" aria-hidden="true" />
          </button>
        </nav>
      )}

      <ConfirmDialog
        open={removing !== null}
        title="Remove picture"
        description={`Remove this picture from ${removing?.handle ?? "the"} profile? The Muse is told by e-mail. This cannot be undone.`}
        confirmLabel={busy ? "Removing..." : "Remove picture"}
        busy={busy}
        destructive
        onConfirm={() => void confirmRemoval()}
        onOpenChange={(open) => !open && setRemoving(null)}
      />
    </AdminShell>
  );
}

function ChangeItem({ change, onRemove }: { change: ProfileChange; onRemove: () => void }) {
  const label = PROFILE_CHANGE_LABELS[change.kind];
  return (
    <li className="card" data-change={change.id} data-change-kind={change.kind}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <h2 className="text-xl font-semibold break-all">
              <a href={`/admin/applications/${change.profile_id}`} className="hover:text-rose hover:underline">
                {change.handle}
              </a>
            </h2>
            <ApprovalBadge status={change.approval_status} />
          </div>
          <p className="mt-1 text-sm text-stone-700">
            {label} · {formatDateTime(change.created_at)}
          </p>
        </div>
        {change.image_url !== null && <PictureState change={change} label={label} onRemove={onRemove} />}
      </div>
      {change.kind === "bio" ? (
        <dl className="mt-4 grid gap-4 md:grid-cols-2">
          <div>
            <dt className="text-sm font-semibold text-stone-600">Old bio</dt>
            <dd className="mt-1 rounded-xl bg-red-50 p-3 whitespace-pre-line" data-bio="old">
              {change.previous_bio}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-stone-600">New bio</dt>
            <dd className="mt-1 rounded-xl bg-emerald-50 p-3 whitespace-pre-line" data-bio="new">
              {change.new_bio}
            </dd>
          </div>
        </dl>
      ) : (
        change.in_use &&
        change.image_url && (
          <img
            src={`${change.image_url}?size=card`}
            alt={`${label} of ${change.handle}`}
            className="mt-4 h-48 w-36 rounded-xl object-cover"
            loading="lazy"
          />
        )
      )}
    </li>
  );
}

/** A picture is live (removable), removed by an admin, or gone because the Muse replaced or deleted it. */
function PictureState({ change, label, onRemove }: { change: ProfileChange; label: string; onRemove: () => void }) {
  if (change.removed_at) {
    return (
      <span className="rounded-full bg-stone-800 px-3 py-1 text-xs font-semibold text-white" data-removed>
        Removed
      </span>
    );
  }
  if (!change.in_use) {
    return (
      <span className="rounded-full bg-stone-200 px-3 py-1 text-xs font-semibold text-stone-800">
        No longer on the profile
      </span>
    );
  }
  return (
    <button type="button" className="btn bg-red-700 !px-4 !py-2 text-white hover:bg-red-800" onClick={onRemove}>
      <Trash2 className="h-4 w-4" aria-hidden="true" />
      Remove picture
      <span className="sr-only">
        : {label.toLowerCase()} of {change.handle}
      </span>
    </button>
  );
}
