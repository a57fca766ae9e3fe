import { useState } from "react";
import { toast } from "../../lib/toasts.ts";
import { Check } from "../ui/icons/check.ts";
import { Trash2 } from "../ui/icons/trash2.ts";
import { MODERATION_MESSAGES } from "../../domain/messages.ts";
import type { ChangeFilter } from "../../domain/moderation-texts.ts";
import { say } from "../../lib/say.ts";
import type { MessageKey } from "../../i18n/keys.ts";
import type { StatementInput } from "../../domain/decisions.ts";
import { api, ApiClientError } from "../../lib/api.ts";
import { formatDateTime } from "../../lib/format.ts";
import { ApprovalBadge, Badge } from "../ui/badges.tsx";
import { EmptyState } from "../ui/EmptyState.tsx";
import { showApiError } from "../ui/api-errors.ts";
import { PictureThumbnail } from "../ui/Statement.tsx";
import { AdminShell } from "./AdminShell.tsx";
import { StatementDialog } from "./StatementForm.tsx";
import { CardTitle, ListBody, RowButton, StatusToggles } from "./AdminList.tsx";
import { useAdminList, type ListInfo, type StatusOption } from "./useAdminList.tsx";
import { leaveIfRefused } from "./session.ts";
import type { ListedProfileChange as ProfileChange, WordingToCheck } from "../../domain/moderation.ts";
import { Lookalikes } from "./Lookalikes.tsx";
import { cardImageUrl } from "../../lib/muses.ts";

const FILTERS: (StatusOption & { value: ChangeFilter })[] = [
  { value: "unreviewed", label: "To review" },
  { value: "all", label: "All" },
];

interface ChangeCounts extends ListInfo {
  unreviewed: number;
  wording: WordingToCheck[];
}

/**
 * /admin/changes: new pictures, bio edits and review requests of live (and suspended) profiles, newest first; those
 * still to review unless "All" is chosen. An entry is marked reviewed, or its picture taken down.
 */
export function ChangeList() {
  const list = useAdminList<ProfileChange, ChangeCounts>("/api/admin/changes", {
    key: "changes",
    statuses: FILTERS,
    loadFailed: MODERATION_MESSAGES.changesLoadFailed,
  });
  const [removing, setRemoving] = useState<ProfileChange | null>(null);

  async function markReviewed(change: ProfileChange) {
    try {
      const result = await api<{ message: string }>(`/api/admin/changes/${change.id}/reviewed`, { method: "POST" });
      toast.success(result.message);
      list.reload();
    } catch (error) {
      if (leaveIfRefused(error)) return;
      showApiError(error, "Error");
    }
  }

  /** Takes the picture down with its statement of reasons; the dialog closes once the call has answered. */
  async function remove(change: ProfileChange, statement: StatementInput) {
    try {
      const result = await api<{ message: string }>(`/api/admin/changes/${change.id}/remove`, {
        method: "POST",
        json: statement,
      });
      toast.success(result.message);
      setRemoving(null);
      list.reload();
    } catch (error) {
      if (leaveIfRefused(error)) return;
      console.error("Error removing a picture", error);
      showApiError(error, MODERATION_MESSAGES.removeFailed);
      // Removed by another admin, or replaced by the Muse meanwhile: the list shows it as it is now.
      if (error instanceof ApiClientError && error.status === 409) setRemoving(null);
      list.reload();
    }
  }

  return (
    <AdminShell title="Recent Changes" subtitle="New pictures and bio edits of live profiles, newest first.">
      {list.info && list.info.wording.length > 0 && <WordingList profiles={list.info.wording} />}
      <StatusToggles list={list} label="Show changes" />
      <ListBody
        list={list}
        noun="recent changes"
        label="Recent changes"
        count={(info) => `${info?.unreviewed ?? 0} to review`}
        empty={
          list.status === "unreviewed" ? (
            <EmptyState title="Nothing to review" hint="Every change has been reviewed." />
          ) : (
            <EmptyState title="No changes yet" hint="New pictures and bio edits of live profiles appear here." />
          )
        }
      >
        {(change) => (
          <ChangeItem
            key={change.id}
            change={change}
            onRemove={() => setRemoving(change)}
            onReviewed={() => void markReviewed(change)}
          />
        )}
      </ListBody>

      <StatementDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove picture"
        description={
          removing &&
          `${say(`admin.changeKinds.${removing.kind}`)} of ${removing.handle}. It leaves her profile at once; it is kept unseen while she may appeal.`
        }
        submitLabel="Remove picture"
        busyLabel="Removing..."
        onSubmit={(statement) => (removing ? remove(removing, statement) : Promise.resolve())}
      >
        {removing?.image_url && (
          <PictureThumbnail
            url={removing.image_url}
            alt={`${say(`admin.changeKinds.${removing.kind}`)} of ${removing.handle}`}
            className="mt-4"
          />
        )}
      </StatementDialog>
    </AdminShell>
  );
}

function ChangeItem({
  change,
  onRemove,
  onReviewed,
}: {
  change: ProfileChange;
  onRemove: () => void;
  onReviewed: () => void;
}) {
  const label = say(`admin.changeKinds.${change.kind}`);
  return (
    <li className="card" data-change={change.id} data-change-kind={change.kind}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle status={<ApprovalBadge status={change.approval_status} />} className="break-all">
            <a href={`/admin/applications/${change.profile_id}`} className="hover:text-rose hover:underline">
              {change.handle}
            </a>
          </CardTitle>
          <p className="mt-1 text-sm text-stone-700">
            {label} · {formatDateTime(change.created_at)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {change.image_url !== null && <PictureState change={change} label={label} onRemove={onRemove} />}
          {change.reviewed_at ? (
            <Badge className="bg-emerald-100 text-emerald-900" data-reviewed>
              Reviewed {formatDateTime(change.reviewed_at)}
            </Badge>
          ) : (
            <RowButton icon={Check} target={`: ${label.toLowerCase()} of ${change.handle}`} onClick={onReviewed}>
              Mark reviewed
            </RowButton>
          )}
        </div>
      </div>
      {change.kind === "review_request" && (
        <p className="mt-4 rounded-xl bg-amber-50 p-3 whitespace-pre-line text-amber-950" data-review-request>
          {change.note ?? "No note."}
        </p>
      )}
      {change.kind === "bio" ? (
        <dl className="mt-4 grid gap-4 md:grid-cols-2">
          <Bio version="old" text={change.previous_bio} />
          <Bio version="new" text={change.new_bio} />
        </dl>
      ) : (
        change.in_use &&
        change.image_url &&
        (change.lookalikes.length > 0 ? (
          <div className="mt-4">
            <Lookalikes lookalikes={change.lookalikes} handle={change.handle} />
          </div>
        ) : (
          <img
            src={cardImageUrl(change.image_url)}
            alt={`${label} of ${change.handle}`}
            className="mt-4 h-48 w-36 rounded-xl object-cover"
            loading="lazy"
          />
        ))
      )}
    </li>
  );
}

/** The admin's name of each rule of forbidden wording, by the key its check answers. */
const WORDING_RULES: Partial<Record<MessageKey, MessageKey>> = {
  "wording.unprotectedSex": "admin.wordingRules.unprotectedSex",
  "wording.pregnancy": "admin.wordingRules.pregnancy",
  "wording.minor": "admin.wordingRules.minor",
};

/**
 * "Wording to check": the live and suspended profiles whose bio holds forbidden wording (decision 0063), each with
 * the rule it matched; a bio leaves the list once it is corrected.
 */
function WordingList({ profiles }: { profiles: WordingToCheck[] }) {
  return (
    <section className="card mb-6 border-amber-300 bg-amber-50" aria-labelledby="wording-to-check" data-wording-list>
      <h2 id="wording-to-check" className="text-xl font-semibold">
        Wording to check
      </h2>
      <p className="mt-1 text-sm text-stone-700">Bios that hold wording the law or the Terms forbid.</p>
      <ul className="mt-4 space-y-2">
        {profiles.map((profile) => (
          <li key={profile.profile_id} className="flex flex-wrap items-center gap-3" data-wording={profile.handle}>
            <a
              href={`/admin/applications/${profile.profile_id}`}
              className="font-semibold hover:text-rose hover:underline"
            >
              {profile.handle}
            </a>
            <ApprovalBadge status={profile.approval_status} />
            <span className="text-sm text-stone-800" data-wording-rule>
              {say(WORDING_RULES[profile.rule] ?? profile.rule)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

const BIO_VERSIONS = {
  old: { label: "Old bio", colour: "bg-red-50" },
  new: { label: "New bio", colour: "bg-emerald-50" },
};

/** One side of a bio edit, the old in red and the new in green. */
function Bio({ version, text }: { version: keyof typeof BIO_VERSIONS; text: string | null }) {
  const { label, colour } = BIO_VERSIONS[version];
  return (
    <div>
      <dt className="text-sm font-semibold text-stone-600">{label}</dt>
      <dd className={`mt-1 rounded-xl ${colour} p-3 whitespace-pre-line`} data-bio={version}>
        {text}
      </dd>
    </div>
  );
}

/** A picture is live (removable), removed by an admin, or gone because the Muse replaced or deleted it. */
function PictureState({ change, label, onRemove }: { change: ProfileChange; label: string; onRemove: () => void }) {
  if (change.removed_at) {
    return (
      <Badge className="bg-stone-800 text-white" data-removed>
        Removed
      </Badge>
    );
  }
  if (!change.in_use) {
    return <Badge className="bg-stone-200 text-stone-800">No longer on the profile</Badge>;
  }
  return (
    <RowButton icon={Trash2} look="danger" target={`: ${label.toLowerCase()} of ${change.handle}`} onClick={onRemove}>
      Remove picture
    </RowButton>
  );
}
