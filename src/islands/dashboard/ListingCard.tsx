import { useState } from "react";
import { toast } from "../../lib/toasts.ts";
import { EyeOff } from "../ui/icons/eye-off.ts";
import { Play } from "../ui/icons/play.ts";
import { MODERATION_MESSAGES } from "../../domain/messages.ts";
import { api, errorMessage } from "../../lib/api.ts";
import { ConfirmDialog } from "../ui/Modal.tsx";
import type { OwnerProfile } from "../../domain/profile.ts";
import { useMessages } from "../../i18n/react.tsx";
import { format } from "../../i18n/texts.ts";

interface Props {
  profile: OwnerProfile;
  onChange: (profile: OwnerProfile) => void;
}

/**
 * How visitors reach her, as her live statement says it (issue 45 item 7): by messages, and through the contact
 * options her profile shows.
 */
function reach(
  profile: OwnerProfile,
  fields: { telegram: string; whatsapp: string; callNumber: string; email: string },
  texts: { messages: string; options: string },
): string {
  const options = [
    profile.telegram_handle && fields.telegram,
    profile.whatsapp_number && fields.whatsapp,
    profile.call_number && fields.callNumber,
    profile.email && fields.email,
  ].filter(Boolean);
  return [
    profile.receives_messages ? texts.messages : "",
    options.length > 0 ? format(texts.options, { options: options.join(", ") }) : "",
  ]
    .filter(Boolean)
    .join(" ");
}

/** An Approved muse's own switch: pause her listing (after a confirm) or resume it. */
export function ListingCard({ profile, onChange }: Props) {
  const { dashboard, messages } = useMessages();
  const { paused: pausedBadge, listing: t } = dashboard;
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const paused = profile.paused_at !== null;

  async function setPaused(next: boolean) {
    setSaving(true);
    try {
      const result = await api<{ profile: OwnerProfile; message: string }>("/api/dashboard/listing", {
        method: "PATCH",
        json: { paused: next },
      });
      onChange(result.profile);
      toast.success(result.message);
      setConfirming(false);
    } catch (error) {
      console.error("Changing the listing failed", error);
      toast.error(errorMessage(error, next ? MODERATION_MESSAGES.pauseFailed : MODERATION_MESSAGES.resumeFailed));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="card" aria-labelledby="listing-title" data-listing={paused ? "paused" : "live"}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="listing-title" className="text-2xl font-semibold">
            {t.title}
          </h2>
          <p className="mt-1 text-stone-700" aria-live="polite">
            {paused ? (
              <>
                <span className="mr-2 rounded-full bg-stone-200 px-3 py-1 text-xs font-semibold text-stone-800">
                  {pausedBadge}
                </span>
                {t.paused}
              </>
            ) : (
              <>
                {t.live} <span data-reach>{reach(profile, dashboard.profile.fields, messages.reach)}</span>
              </>
            )}
          </p>
        </div>
        {paused ? (
          <button
            type="button"
            className="btn-primary !px-4 !py-2"
            disabled={saving}
            onClick={() => void setPaused(false)}
          >
            <Play className="h-4 w-4" aria-hidden="true" />
            {saving ? t.resuming : t.resume}
          </button>
        ) : (
          <button type="button" className="btn-secondary !px-4 !py-2" onClick={() => setConfirming(true)}>
            <EyeOff className="h-4 w-4" aria-hidden="true" />
            {t.pause}
          </button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t.pause}
        description={t.pauseConfirm}
        confirmLabel={saving ? t.pausing : t.pause}
        busy={saving}
        onConfirm={() => void setPaused(true)}
        onOpenChange={setConfirming}
      />
    </section>
  );
}
