import { lazy, Suspense, useState } from "react";
import { toast } from "../../lib/toasts.ts";
import { CITIES } from "../../domain/cities.ts";
import { MODERATION_MESSAGES } from "../../domain/messages.ts";
import { AVAILABILITY } from "../../domain/options.ts";
import { PROFILE_MESSAGES } from "../../domain/messages.ts";
import { api } from "../../lib/api.ts";
import { showApiError } from "../ui/api-errors.ts";
import { inputClass } from "../ui/FormField.tsx";
import { RejectedNote } from "../ui/RejectedNote.tsx";
import { Spinner } from "../ui/Spinner.tsx";
import { AppealState } from "../ui/Statement.tsx";
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
  const [editing, setEditing] = useState(false);
  const approved = profile.approval_status === "Approved";
  // A suspended Muse may fix her profile (it stays hidden) and appeal the suspension.
  const editable = approved || profile.approval_status === "Suspended";

  return (
    <section className="card" aria-labelledby="profile-info-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="profile-info-title" className="text-2xl font-semibold">
          Profile Information
        </h2>
        {editable && (
          <button type="button" className="btn-secondary !px-4 !py-2" onClick={() => setEditing((current) => !current)}>
            {editing ? "Cancel" : "Edit Profile"}
          </button>
        )}
      </div>

      {!approved && <StatusNote profile={profile} suspension={suspension} onAppeal={onAppeal} />}
      {approved && <ImmediateSelects profile={profile} onChange={onChange} />}

      <div className="mt-6">
        {editable && editing ? (
          <Suspense fallback={<Spinner label="Loading the form" />}>
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
    </section>
  );
}

function StatusNote({ profile, suspension, onAppeal }: Omit<CardProps, "onChange">) {
  return (
    <div className="mt-4 space-y-3">
      {profile.approval_status === "Pending" && (
        <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900" data-status-note>
          Your application is being reviewed. We review every application within 24-48 hours and will send you an e-mail
          as soon as a decision has been made.
        </p>
      )}
      {profile.approval_status === "Rejected" && (
        <RejectedNote reason={profile.rejection_reason} data={{ "data-status-note": true }}>
          You can update your details and{" "}
          <a href="/muse-onboarding" className="font-semibold underline">
            resubmit your application
          </a>
          .
        </RejectedNote>
      )}
      {profile.approval_status === "Suspended" ? (
        <div className="rounded-xl bg-stone-100 px-4 py-3 text-sm text-stone-900" data-status-note>
          <p className="font-semibold">{MODERATION_MESSAGES.suspendedNote}</p>
          {suspension ? (
            <SuspensionAppeal suspension={suspension} onAppeal={onAppeal} />
          ) : (
            <>
              {profile.suspension_reason && (
                <p className="mt-1">
                  Reason: <span className="whitespace-pre-line">{profile.suspension_reason}</span>
                </p>
              )}
              <p className="mt-2">
                Your profile stays hidden while it is suspended. You can edit it and replace your pictures below. Please{" "}
                <a href="/contact" className="font-semibold underline">
                  contact us
                </a>{" "}
                if you have questions.
              </p>
            </>
          )}
        </div>
      ) : (
        <p className="text-sm text-stone-600">Editing becomes available once your application is approved.</p>
      )}
    </div>
  );
}

/**
 * The way out of a suspension: its statement under "Decisions about your profile" says why, and she may appeal it
 * there; once she has, where her appeal is.
 */
function SuspensionAppeal({ suspension, onAppeal }: { suspension: Decision; onAppeal: (id: string) => void }) {
  return (
    <>
      <p className="mt-2">
        Your profile stays hidden while it is suspended. Why is said under{" "}
        <a href={`#decision-${suspension.id}`} className="font-semibold underline">
          Decisions about your profile
        </a>
        . You can edit your profile and replace your pictures below, and appeal the decision if you think it is wrong.
        Please{" "}
        <a href="/contact" className="font-semibold underline">
          contact us
        </a>{" "}
        if you have questions.
      </p>
      {suspension.appeal ? (
        <AppealState appeal={suspension.appeal} className="mt-3" />
      ) : (
        canAppeal(suspension) && (
          <button type="button" className="btn-primary mt-3" onClick={() => onAppeal(suspension.id)}>
            Appeal this decision
          </button>
        )
      )}
    </>
  );
}

/** City and availability save as soon as a value is chosen (SPEC §2). */
function ImmediateSelects({ profile, onChange }: Props) {
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
      showApiError(error, "Error", PROFILE_MESSAGES.updateFailed);
    } finally {
      setSaving(null);
    }
  }

  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-2">
      <div>
        <label htmlFor="dashboard-city" className="block text-sm font-semibold">
          City
        </label>
        <select
          id="dashboard-city"
          className={inputClass}
          value={profile.city}
          disabled={saving === "city"}
          onChange={(event) => void save("city", event.target.value)}
        >
          {CITIES.map((city) => (
            <option key={city} value={city}>
              {city}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="dashboard-availability" className="block text-sm font-semibold">
          Availability
        </label>
        <select
          id="dashboard-availability"
          className={inputClass}
          value={profile.availability_status}
          disabled={saving === "availability_status"}
          onChange={(event) => void save("availability_status", event.target.value)}
        >
          {AVAILABILITY.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

const yesNo = (value: boolean | null) => (value === null ? null : value ? "Yes" : "No");

/** City and availability are listed only when their selects are not shown. */
function ProfileDetails({ profile, withSettings }: { profile: OwnerProfile; withSettings: boolean }) {
  const settings: [string, string][] = withSettings
    ? [
        ["City", profile.city],
        ["Availability", profile.availability_status],
      ]
    : [];
  const rows: [string, string | number | null][] = [
    ...settings,
    ["Services", profile.categories.join(", ") || null],
    ["Birth Year", profile.birth_year],
    ["Nationality", profile.nationality],
    ["Ethnicity", profile.ethnicity],
    ["Hair Colour", profile.hair_color],
    ["Tattoos", yesNo(profile.tattoos)],
    ["Smoker", yesNo(profile.smoker)],
    ["Spoken Languages", profile.spoken_languages.join(", ") || null],
    ["Telegram Handle", profile.telegram_handle],
    ["WhatsApp Number", profile.whatsapp_number],
    ["Phone Number for Calls", profile.call_number],
    ["Verification Phone (private)", profile.phone_number],
    ["Contact Email", profile.email],
    ["OnlyFans Link", profile.onlyfans_link],
  ];
  return (
    <div>
      <h3 className="font-sans text-sm font-semibold text-stone-600">Bio</h3>
      <p className="mt-1 whitespace-pre-line text-ink" data-profile-bio>
        {profile.bio}
      </p>
      <dl className="mt-6 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm font-semibold text-stone-600">{label}</dt>
            <dd className="break-words">{value ?? <span className="text-stone-500">Not set</span>}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
