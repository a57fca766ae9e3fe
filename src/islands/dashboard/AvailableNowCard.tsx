import { useId, useState } from "react";
import { toast } from "../../lib/toasts.ts";
import { api, errorMessage } from "../../lib/api.ts";
import { AVAILABLE_NOW_HOURS, AVAILABLE_NOW_MESSAGES, availableNowUntil } from "../../domain/available-now.ts";
import type { OwnerProfile } from "../../domain/profile.ts";
import { INTL_LOCALES } from "../../lib/format.ts";
import { useLocale, useMessages } from "../../i18n/react.tsx";
import { format } from "../../i18n/texts.ts";
import { Section } from "../ui/Section.tsx";

interface Props {
  profile: OwnerProfile;
  onChange: (profile: OwnerProfile) => void;
}

/**
 * "Available now" (decision 0067): she switches it on for 1 to 12 hours, or off; it ends by itself. Shown while her
 * profile is listed (Approved, not paused): elsewhere nobody would see it.
 */
export function AvailableNowCard({ profile, onChange }: Props) {
  const t = useMessages().now.dashboard;
  const locale = useLocale();
  const id = useId();
  const [hours, setHours] = useState(1);
  const [busy, setBusy] = useState(false);
  const until = availableNowUntil(profile.available_until);

  async function change(on: boolean) {
    setBusy(true);
    try {
      const result = await api<{ available_until: string | null; message: string }>("/api/dashboard/available-now", {
        method: on ? "POST" : "DELETE",
        ...(on ? { json: { hours } } : {}),
      });
      onChange({ ...profile, available_until: result.available_until });
      toast.success(result.message);
    } catch (error) {
      console.error("Changing Available now failed", error);
      toast.error(errorMessage(error, AVAILABLE_NOW_MESSAGES.failed));
    } finally {
      setBusy(false);
    }
  }

  const time = (iso: string) =>
    new Date(iso).toLocaleTimeString(INTL_LOCALES[locale], { hour: "2-digit", minute: "2-digit" });

  return (
    <Section title={t.title} id="available-now-title">
      <p className="text-stone-700">{t.intro}</p>
      <div className="mt-4 flex flex-wrap items-end gap-3" aria-live="polite">
        {until ? (
          <>
            <p className="font-medium text-emerald-800" data-available-now-state="on">
              {format(t.on, { time: time(until) })}
            </p>
            <button
              type="button"
              className="btn-secondary !px-4 !py-2"
              disabled={busy}
              onClick={() => void change(false)}
            >
              {t.switchOff}
            </button>
          </>
        ) : (
          <>
            <div>
              <label htmlFor={`${id}-hours`} className="mb-1 block text-sm font-medium">
                {t.hours}
              </label>
              <select
                id={`${id}-hours`}
                className="rounded-xl border border-stone-300 bg-white px-4 py-2.5 text-sm"
                value={hours}
                onChange={(event) => setHours(Number(event.target.value))}
              >
                {AVAILABLE_NOW_HOURS.map((each) => (
                  <option key={each} value={each}>
                    {each}
                  </option>
                ))}
              </select>
            </div>
            <button type="button" className="btn-primary !px-4 !py-2" disabled={busy} onClick={() => void change(true)}>
              {t.switchOn}
            </button>
          </>
        )}
      </div>
    </Section>
  );
}
