import { useCallback, useEffect, useState } from "react";
import { Ban } from "../ui/icons/ban.ts";
import { CheckCircle2 } from "../ui/icons/check-circle2.ts";
import { toast } from "../../lib/toasts.ts";
import { api } from "../../lib/api.ts";
import { formatDateTime } from "../../lib/format.ts";
import { PHOTO_VERIFICATION } from "../../domain/verification-texts.ts";
import { say } from "../../lib/say.ts";
import type { ListedVerification } from "../../domain/verification.ts";
import { verificationPictureUrl } from "../../domain/verification-texts.ts";
import type { StatementInput } from "../../domain/decisions.ts";
import { EmptyState } from "../ui/EmptyState.tsx";
import { Spinner } from "../ui/Spinner.tsx";
import { ConfirmDialog } from "../ui/Modal.tsx";
import { showApiError } from "../ui/api-errors.ts";
import { AdminShell } from "./AdminShell.tsx";
import { ApplicationLink } from "./AdminList.tsx";
import { Lookalikes } from "./Lookalikes.tsx";
import { StatementDialog } from "./StatementForm.tsx";
import { leaveIfRefused } from "./session.ts";

/** How long ago a request was sent, in whole hours or days: the queue's oldest need an answer first. */
function age(since: string): string {
  const hours = Math.max(0, Math.floor((Date.now() - new Date(since).getTime()) / 3_600_000));
  if (hours < 1) return "less than an hour ago";
  if (hours < 48) return `${hours} ${hours === 1 ? "hour" : "hours"} ago`;
  return `${Math.floor(hours / 24)} days ago`;
}

function Picture({ src, alt, caption }: { src: string | null; alt: string; caption: string }) {
  return (
    <figure className="min-w-0">
      {src ? (
        <img src={src} alt={alt} className="aspect-[3/4] w-full rounded-xl bg-blush object-cover" loading="lazy" />
      ) : (
        <div className="flex aspect-[3/4] items-center justify-center rounded-xl bg-blush text-sm">No picture</div>
      )}
      <figcaption className="mt-1 text-center text-sm text-stone-700">{caption}</figcaption>
    </figure>
  );
}

/**
 * /admin/verifications: each verification picture beside the profile's public pictures, with the code and gesture it
 * must show. Confirm (asked again) or decline with a statement of reasons (clause and facts), which the Muse reads.
 */
export function VerificationQueue() {
  const [items, setItems] = useState<ListedVerification[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [confirming, setConfirming] = useState<ListedVerification | null>(null);
  const [declining, setDeclining] = useState<ListedVerification | null>(null);
  const [saving, setSaving] = useState(false);

  const load = useCallback(async () => {
    try {
      setItems(
        (await api<{ verifications: ListedVerification[] }>("/api/admin/verifications", { cache: "no-store" }))
          .verifications,
      );
      setFailed(false);
    } catch (error) {
      if (leaveIfRefused(error)) return;
      showApiError(error, "Error");
      setFailed(true);
    }
  }, []);
  useEffect(() => void load(), [load]);

  /** Confirms, or declines with a statement of reasons; a dialog closes once the call has answered. */
  async function decide(item: ListedVerification, decision: "confirm" | "decline", statement?: StatementInput) {
    setSaving(true);
    try {
      const result = await api<{ message: string }>(`/api/admin/verifications/${item.id}/${decision}`, {
        method: "POST",
        ...(statement ? { json: statement } : {}),
      });
      toast.success(result.message, { description: item.handle });
      setConfirming(null);
      setDeclining(null);
    } catch (error) {
      if (leaveIfRefused(error)) return;
      showApiError(error, "Error");
    } finally {
      setSaving(false);
      void load();
    }
  }

  return (
    <AdminShell
      title="Photo Verifications"
      subtitle="Compare each fresh picture with the profile, the code and the gesture."
    >
      {items === null ? (
        failed ? (
          <EmptyState title="Something went wrong" hint="The verification requests could not be loaded." />
        ) : (
          <Spinner label="Loading verification requests" />
        )
      ) : items.length === 0 ? (
        <EmptyState title="No verification pictures waiting" />
      ) : (
        <ul className="space-y-6" aria-label="Verification requests">
          {items.map((item) => (
            <li key={item.id} className="card" data-verification={item.handle}>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <h2 className="font-sans text-xl font-semibold">
                    {item.handle} <span className="text-base font-normal text-stone-700">· {item.city}</span>
                  </h2>
                  <p className="mt-1 text-sm text-stone-700">
                    Sent {age(item.submitted_at)} ({formatDateTime(item.submitted_at)})
                  </p>
                </div>
                <ApplicationLink row={item} />
              </div>
              <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-2">
                <div>
                  <dt className="text-sm text-stone-700">Code on the paper</dt>
                  <dd className="font-mono text-2xl font-bold tracking-widest" data-expected-code>
                    {item.code}
                  </dd>
                </div>
                <div>
                  <dt className="text-sm text-stone-700">Handle on the paper</dt>
                  <dd className="text-lg font-semibold">{item.handle}</dd>
                </div>
                <div>
                  <dt className="text-sm text-stone-700">Gesture</dt>
                  <dd className="text-lg font-semibold" data-expected-gesture>
                    {item.gesture}
                  </dd>
                </div>
              </dl>
              <div className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-3">
                <Picture
                  src={verificationPictureUrl(item.id)}
                  alt={`Verification picture sent by ${item.handle}`}
                  caption="Verification picture"
                />
                <Picture
                  src={item.profile_picture_url}
                  alt={`Profile picture of ${item.handle}`}
                  caption="Profile picture"
                />
                <Picture src={item.feet_picture_url} alt={`Feet picture of ${item.handle}`} caption="Feet picture" />
              </div>
              {item.lookalikes.length > 0 && (
                <div className="mt-4">
                  <Lookalikes lookalikes={item.lookalikes} handle={item.handle} />
                </div>
              )}
              <div className="mt-4 flex flex-wrap justify-end gap-3">
                <button type="button" className="btn-secondary" onClick={() => setDeclining(item)}>
                  <Ban className="h-4 w-4" aria-hidden="true" />
                  Decline<span className="sr-only"> the verification of {item.handle}</span>
                </button>
                <button type="button" className="btn-primary" onClick={() => setConfirming(item)}>
                  <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
                  Confirm Photo Verification<span className="sr-only"> of {item.handle}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && !saving && setConfirming(null)}
        title="Confirm photo verification?"
        description={
          confirming
            ? `The picture shows ${confirming.handle}, the code ${confirming.code} and the gesture "${confirming.gesture}". Her profile will show "${say("verification.badge")}" for 12 months.`
            : ""
        }
        confirmLabel="Confirm"
        busy={saving}
        onConfirm={() => confirming && void decide(confirming, "confirm")}
      />

      <StatementDialog
        open={declining !== null}
        onOpenChange={(open) => !open && setDeclining(null)}
        title="Decline photo verification"
        description={
          declining &&
          `${declining.handle}. She reads the statement on her dashboard and by e-mail: say what to do differently.`
        }
        submitLabel="Decline"
        busyLabel="Declining..."
        factsMax={PHOTO_VERIFICATION.DECLINE_REASON_MAX}
        onSubmit={(statement) => (declining ? decide(declining, "decline", statement) : Promise.resolve())}
      />
    </AdminShell>
  );
}
