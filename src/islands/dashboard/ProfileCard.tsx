import { Section } from "../ui/Section.tsx";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { toast } from "../../lib/toasts.ts";
import { CITIES } from "../../domain/cities.ts";
import { AVAILABILITY } from "../../domain/options.ts";
import { PROFILE_MESSAGES } from "../../domain/messages.ts";
import { api } from "../../lib/api.ts";
import { useLocale, useMessages } from "../../i18n/react.tsx";
import { localizedPath } from "../../i18n/paths.ts";
import { formatNodes } from "../../i18n/rich.tsx";
import { showApiError } from "../ui/api-errors.ts";
import { Spinner } from "../ui/Spinner.tsx";
import { AppealState } from "../ui/Statement.tsx";
import { optionLabel, FieldControl } from "../ui/FormField.tsx";
import { RejectedNote } from "../ui/RejectedNote.tsx";
import { canAppeal } from "./DecisionsCard.tsx";
import type { Decision } from "../../domain/decisions.ts";
import type { OwnerProfile } from "../../domain/profile.ts";

// The form and its libraries (react-hook-form, the profile's rules) load when she first asks to edit.
const ProfileEditForm = lazy(() =>
  import("./ProfileEditForm.tsx").then((module) => ({ default: module.ProfileEditForm })),
);

interface Props {
  profile: OwnerProfile;
  onChange: (profile: OwnerProfile) => void;
}

interface CardProps extends Props {
  /** The statement of reasons of her current suspension, while she is suspended. */
  suspension: Decision | null;
  /** Opens the appeal of a statement under "Decisions about your profile". */
  onAppeal: (id: string) => void;
}

export function ProfileCard({ profile, onChange, suspension, onAppeal }: CardProps) {
  const t = useMessages().dashboard.profile;
  const [editing, setEditing] = useState(false);
  const approved = profile.approval_status === "Approved";
  // A suspended Muse may fix her profile (it stays hidden) and appeal the suspension.
  const editable = approved || profile.approval_status === "Suspended";

  return (
    <Section
      title={t.title}
      id="profile-info-title"
      action={
        editable ? (
          <button type="button" className="btn-secondary !px-4 !py-2" onClick={() => setEditing((current) => !current)}>
            {editing ? t.cancel : t.edit}
          </button>
        ) : null
      }
    >
      {!approved && <StatusNote profile={profile} suspension={suspension} onAppeal={onAppeal} />}
      {approved && <ImmediateSelects profile={profile} onChange={onChange} />}

      <div className="mt-6">
        {editable && editing ? (
          <Suspense fallback={<Spinner label={t.loadingForm} />}>
            <ProfileEditForm
              key={profile.id}
              profile={profile}
              onSaved={(saved) => {
                onChange(saved);
                setEditing(false);
              }}
            />
          </Suspense>
        ) : (
          <ProfileDetails profile={profile} withSettings={!approved} />
        )}
      </div>
    </Section>
  );
}

function StatusNote({ profile, suspension, onAppeal }: Omit<CardProps, "onChange">) {
  const t = useMessages().dashboard.profile;
  const locale = useLocale();
  const contact = (
    <a href={localizedPath(locale, "/contact")} className="font-semibold underline">
      {t.suspended.contact}
    </a>
  );
  return (
    <div className="mt-4 space-y-3">
      {profile.approval_status === "Pending" && (
        <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900" data-status-note>
          {t.pending}
        </p>
      )}
      {profile.approval_status === "Rejected" && (
        <RejectedNote reason={profile.rejection_reason} data={{ "data-status-note": true }}>
          {formatNodes(t.rejected.next, {
            resubmit: (
              <a href={localizedPath(locale, "/muse-onboarding")} className="font-semibold underline">
                {t.rejected.resubmit}
              </a>
            ),
          })}
        </RejectedNote>
      )}
      {profile.approval_status === "Suspended" ? (
        <div className="rounded-xl bg-stone-100 px-4 py-3 text-sm text-stone-900" data-status-note>
          <p className="font-semibold">{t.suspended.title}</p>
          {suspension ? (
            <SuspensionAppeal suspension={suspension} onAppeal={onAppeal} contact={contact} />
          ) : (
            <>
              {profile.suspension_reason && (
                <p className="mt-1">
                  {formatNodes(t.suspended.reason, {
                    reason: <span className="whitespace-pre-line">{profile.suspension_reason}</span>,
                  })}
                </p>
              )}
              <p className="mt-2">{formatNodes(t.suspended.hidden, { contact })}</p>
            </>
          )}
        </div>
      ) : (
        <p className="text-sm text-stone-600">{t.editingLater}</p>
      )}
    </div>
  );
}

/**
 * The way out of a suspension: its statement under "Decisions about your profile" says why, and she may appeal it
 * there; once she has, where her appeal is.
 */
function SuspensionAppeal({
  suspension,
  onAppeal,
  contact,
}: {
  suspension: Decision;
  onAppeal: (id: string) => void;
  /** The link to the contact page. */
  contact: ReactNode;
}) {
  const { profile: t, decisions } = useMessages().dashboard;
  return (
    <>
      <p className="mt-2">
        {formatNodes(t.suspended.hiddenWithStatement, {
          decisions: (
            <a href={`#decision-${suspension.id}`} className="font-semibold underline">
              {t.suspended.decisions}
            </a>
          ),
          contact,
        })}
      </p>
      {suspension.appeal ? (
        <AppealState appeal={suspension.appeal} className="mt-3" />
      ) : (
        canAppeal(suspension) && (
          <button type="button" className="btn-primary mt-3" onClick={() => onAppeal(suspension.id)}>
            {decisions.appeal}
          </button>
        )
      )}
    </>
  );
}

/** City and availability save as soon as a value is chosen (SPEC §2). */
function ImmediateSelects({ profile, onChange }: Props) {
  const { dashboard, options, common } = useMessages();
  const t = dashboard.profile.fields;
  const [saving, setSaving] = useState<"city" | "availability_status" | null>(null);

  async function save(field: "city" | "availability_status", value: string) {
    setSaving(field);
    try {
      const { profile: saved } = await api<{ profile: OwnerProfile }>("/api/dashboard/profile", {
        method: "PATCH",
        json: { [field]: value },
      });
      onChange(saved);
      toast.success(field === "city" ? PROFILE_MESSAGES.cityUpdated : PROFILE_MESSAGES.availabilityUpdated);
    } catch (error) {
      console.error(`Updating ${field} failed`, error);
      showApiError(error, dashboard.error, PROFILE_MESSAGES.updateFailed);
    } finally {
      setSaving(null);
    }
  }

  /** A choice saved as soon as it is made. */
  const choice = (
    field: "city" | "availability_status",
    id: string,
    label: string,
    labels: Readonly<Record<string, string>>,
  ) => (
    <FieldControl id={id} label={label}>
      <select
        value={profile[field]}
        disabled={saving === field}
        onChange={(event) => void save(field, event.target.value)}
      >
        {Object.entries(labels).map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </FieldControl>
  );

  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-2">
      {choice("city", "dashboard-city", t.city, Object.fromEntries(CITIES.map((city) => [city, common.cities[city]])))}
      {choice(
        "availability_status",
        "dashboard-availability",
        t.availability,
        Object.fromEntries(AVAILABILITY.map((status) => [status, options.availability[status]])),
      )}
    </div>
  );
}

/** City and availability are listed only when their selects are not shown. */
function ProfileDetails({ profile, withSettings }: { profile: OwnerProfile; withSettings: boolean }) {
  const { dashboard, options, common } = useMessages();
  const t = dashboard.profile;
  const yesNo = (value: boolean | null) => (value === null ? null : value ? t.yes : t.no);
  const list = (values: readonly string[], labels: Readonly<Record<string, string>>) =>
    values.map((value) => optionLabel(labels, value)).join(", ") || null;
  const choice = (value: string | null, labels: Readonly<Record<string, string>>) =>
    value === null ? null : optionLabel(labels, value);
  const settings: [string, string][] = withSettings
    ? [
        [t.fields.city, common.cities[profile.city]],
        [t.fields.availability, options.availability[profile.availability_status]],
      ]
    : [];
  const rows: [string, string | number | null][] = [
    ...settings,
    [t.fields.services, list(profile.categories, options.categories)],
    [t.fields.birthYear, profile.birth_year],
    [t.fields.nationality, choice(profile.nationality, options.nationalities)],
    [t.fields.ethnicity, choice(profile.ethnicity, options.ethnicities)],
    [t.fields.hairColor, choice(profile.hair_color, options.hairColors)],
    [t.fields.tattoos, yesNo(profile.tattoos)],
    [t.fields.smoker, yesNo(profile.smoker)],
    [t.fields.spokenLanguages, list(profile.spoken_languages, options.languages)],
    [t.fields.telegram, profile.telegram_handle],
    [t.fields.whatsapp, profile.whatsapp_number],
    [t.fields.callNumber, profile.call_number],
    [t.fields.verificationPhone, profile.phone_number],
    [t.fields.email, profile.email],
    [t.fields.onlyfans, profile.onlyfans_link],
  ];
  return (
    <div>
      <h3 className="font-sans text-sm font-semibold text-stone-600">{t.bio}</h3>
      <p className="mt-1 whitespace-pre-line text-ink" data-profile-bio>
        {profile.bio}
      </p>
      <dl className="mt-6 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm font-semibold text-stone-600">{label}</dt>
            <dd className="break-words">{value ?? <span className="text-stone-500">{t.notSet}</span>}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
