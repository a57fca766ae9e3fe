import { cloneElement, useId, useState, type ChangeEvent, type ComponentProps, type ReactElement } from "react";
import { toast } from "../../lib/toasts.ts";
import { MapPin } from "../ui/icons/map-pin.ts";
import { Plus } from "../ui/icons/plus.ts";
import { Trash2 } from "../ui/icons/trash2.ts";
import { TOUR_MESSAGES } from "../../domain/messages.ts";
import { CITIES } from "../../domain/cities.ts";
import { VISIT_DAYS_AHEAD, VISITING_SOON_DAYS, VISITS_MAX } from "../../domain/limits.ts";
import { addDays, siteToday } from "../../domain/site-day.ts";
import type { OwnerProfile } from "../../domain/profile.ts";
import type { Visit } from "../../domain/tours.ts";
import { api, ApiClientError } from "../../lib/api.ts";
import { formatDayRange } from "../../lib/format.ts";
import { showApiError } from "../ui/api-errors.ts";
import { loadRules } from "../ui/lazy-resolver.ts";
import { FieldError, Options, sendWith, FieldControl } from "../ui/FormField.tsx";
import { ConfirmDialog } from "../ui/Modal.tsx";
import { useLocale, useMessages } from "../../i18n/react.tsx";
import { format } from "../../i18n/texts.ts";

interface Props {
  profile: OwnerProfile;
  visits: Visit[];
  onChange: (visits: Visit[]) => void;
}

type Fields = { city: string; starts_on: string; ends_on: string };
const EMPTY: Fields = { city: "", starts_on: "", ends_on: "" };
type Errors = Partial<Record<keyof Fields | "_", string>>;

/** A refusal's messages by field ("_" for the visit as a whole), from the rules here or from the server. */
function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const field = (String(issue.path[0] ?? "") || "_") as keyof Errors;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Her tour: the visits she plans to other cities (listed in their directory while they run), a form to add one
 * with the rules of src/domain/tours.ts (fetched on first submit, and applied again by the server), and removal after
 * a confirm, as every destructive action here.
 */
export function ToursCard({ profile, visits, onChange }: Props) {
  const { dashboard, common } = useMessages();
  const t = dashboard.tours;
  const locale = useLocale();
  const id = useId();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState<Visit | null>(null);
  const [removing, setRemoving] = useState(false);
  const today = siteToday();
  const full = visits.length >= VISITS_MAX;
  const hidden = profile.approval_status !== "Approved" || profile.paused_at !== null;
  const days = (visit: Visit) => formatDayRange(visit.starts_on, visit.ends_on, locale);
  const cityName = (visit: Visit) => common.cities[visit.city];

  async function add() {
    const rules = await loadRules(() => import("../../domain/tours.ts"));
    if (!rules) return;
    const parsed = rules.visitSchema({ today: siteToday(), homeCity: profile.city, visits }).safeParse(fields);
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    setAdding(true);
    try {
      const result = await api<{ visits: Visit[] }>("/api/dashboard/visits", { method: "POST", json: parsed.data });
      onChange(result.visits);
      setFields(EMPTY);
      toast.success(TOUR_MESSAGES.added);
    } catch (error) {
      console.error("Adding a visit failed", error);
      const refused = error instanceof ApiClientError ? error.fields : undefined;
      if (refused) setErrors(errorsOf(Object.entries(refused).map(([field, message]) => ({ path: [field], message }))));
      showApiError(error, dashboard.error, TOUR_MESSAGES.addFailed);
    } finally {
      setAdding(false);
    }
  }

  async function remove(visit: Visit) {
    setRemoving(true);
    try {
      const result = await api<{ visits: Visit[] }>(`/api/dashboard/visits/${encodeURIComponent(visit.id)}`, {
        method: "DELETE",
      });
      onChange(result.visits);
      toast.success(TOUR_MESSAGES.removed);
      setConfirming(null);
    } catch (error) {
      console.error("Removing a visit failed", error);
      showApiError(error, dashboard.error, TOUR_MESSAGES.removeFailed);
    } finally {
      setRemoving(false);
    }
  }

  /** A field of the visit form, its value kept here and its message from the rules or the server. */
  const control = (field: keyof Fields, label: string, input: ReactElement<ComponentProps<"input">>) => (
    <FieldControl id={`${id}-${field}`} label={label} error={errors[field]}>
      {cloneElement(input, {
        value: fields[field],
        onChange: (event: ChangeEvent<HTMLInputElement>) =>
          setFields((current) => ({ ...current, [field]: event.target.value })),
      })}
    </FieldControl>
  );

  return (
    <section className="card" aria-labelledby="tours-title" data-tours>
      <h2 id="tours-title" className="text-2xl font-semibold">
        {t.title}
      </h2>
      <p className="mt-2 text-sm text-stone-700">{format(t.intro, { days: VISITING_SOON_DAYS })}</p>
      <p className="mt-1 text-sm text-stone-600">{format(t.limits, { max: VISITS_MAX, days: VISIT_DAYS_AHEAD })}</p>
      {hidden && (
        <p className="mt-3 rounded-xl bg-stone-100 px-4 py-3 text-sm text-stone-800" data-tours-hidden>
          {t.hidden}
        </p>
      )}

      {visits.length === 0 ? (
        <p className="mt-6 rounded-xl bg-blush px-4 py-6 text-center text-stone-700">{t.empty}</p>
      ) : (
        <ul className="mt-6 divide-y divide-stone-200 rounded-xl border border-stone-200" aria-label={t.list}>
          {visits.map((visit) => (
            <li key={visit.id} className="flex items-center justify-between gap-3 px-4 py-3" data-visit={visit.city}>
              <span className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
                <MapPin className="h-4 w-4 shrink-0 text-rose" aria-hidden="true" />
                <span className="font-medium">{format(t.visit, { city: cityName(visit), dates: days(visit) })}</span>
                {visit.starts_on <= today && !hidden && (
                  <span className="rounded-full bg-emerald-100 px-3 py-1 text-xs font-semibold text-emerald-800">
                    {t.now}
                  </span>
                )}
              </span>
              <button
                type="button"
                className="shrink-0 rounded-full p-2 text-red-700 hover:bg-red-50 disabled:opacity-50"
                aria-label={format(t.remove, { city: cityName(visit) })}
                disabled={removing}
                onClick={() => setConfirming(visit)}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}

      {full ? (
        <p className="mt-6 text-sm text-stone-700" data-tours-full>
          {format(t.full, { max: VISITS_MAX })}
        </p>
      ) : (
        <form className="mt-6" noValidate aria-label={t.form.label} onSubmit={sendWith(add)}>
          <div className="grid gap-4 sm:grid-cols-3">
            {control(
              "city",
              t.form.city,
              <select>
                <Options
                  placeholder={t.form.chooseCity}
                  values={CITIES.filter((city) => city !== profile.city)}
                  labels={common.cities}
                />
              </select>,
            )}
            {control(
              "starts_on",
              t.form.startsOn,
              <input type="date" min={today} max={addDays(today, VISIT_DAYS_AHEAD)} />,
            )}
            {control(
              "ends_on",
              t.form.endsOn,
              <input type="date" min={fields.starts_on || today} max={addDays(today, VISIT_DAYS_AHEAD)} />,
            )}
          </div>
          <FieldError id={`${id}-visit`} message={errors._} />
          <button type="submit" className="btn-primary mt-4 !px-4 !py-2" disabled={adding}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {adding ? t.form.adding : t.form.add}
          </button>
        </form>
      )}

      <ConfirmDialog
        open={confirming !== null}
        title={t.removeDialog.title}
        description={
          confirming ? format(t.removeDialog.description, { city: cityName(confirming), dates: days(confirming) }) : ""
        }
        confirmLabel={removing ? t.removeDialog.busy : t.removeDialog.confirm}
        busy={removing}
        destructive
        onConfirm={() => confirming && void remove(confirming)}
        onOpenChange={(open) => !open && setConfirming(null)}
      />
    </section>
  );
}
