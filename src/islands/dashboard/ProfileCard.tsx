import { lazy, Suspense, useState } from "react";
import { toast } from "../../lib/toasts.ts";
import { CITIES } from "../../domain/cities.ts";
import { MODERATION_MESSAGES } from "../../domain/messages.ts";
import { AVAILABILITY } from "../../domain/options.ts";
import { PROFILE_MESSAGES } from "../../domain/messages.ts";
import { api } from "../../lib/api.ts";
import { formatDateTime } from "../../lib/format.ts";
import { showApiError } from "../ui/api-errors.ts";
import { inputClass } from "../ui/FormField.tsx";
import { RejectedNote } from "../ui/RejectedNote.tsx";
import { Spinner } from "../ui/Spinner.tsx";
import type { OwnerProfile } from "../../domain/profile.ts";

// The form and its libraries (react-hook-form, the profile's rules) load when she first asks to edit.
const ProfileEditForm = lazy(() =>
  import("./ProfileEditForm.tsx").then((module) => ({ default: module.ProfileEditForm })),
);

interface Props {
  profile: OwnerProfile;
  onChange: (profile: OwnerProfile) => void;
}

export function ProfileCard({ profile, onChange }: Props) {
  const [editing, setEditing] = useState(false);
  const approved = profile.approval_status === "Approved";
  // A suspended Muse may fix her profile (it stays hidden) before she asks for review.
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

      {!approved && <StatusNote profile={profile} onChange={onChange} />}
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

function StatusNote({ profile, onChange }: Props) {
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
          {profile.suspension_reason && (
            <p className="mt-1">
              Reason: <span className="whitespace-pre-line">{profile.suspension_reason}</span>
            </p>
          )}
          <p className="mt-2">
            Your profile stays hidden while it is suspended. You can edit it and replace your pictures below; once you
            have fixed what the reason names, ask us to review it. Please{" "}
            <a href="/contact" className="font-semibold underline">
              contact us
            </a>{" "}
            if you have questions.
          </p>
          <ReviewRequest profile={profile} onChange={onChange} />
        </div>
      ) : (
        <p className="text-sm text-stone-600">Editing becomes available once your application is approved.</p>
      )}
    </div>
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

/** A suspended Muse's "Ask for Review", with an optional note; once asked, when she asked. */
function ReviewRequest({ profile, onChange }: Props) {
  const [note, setNote] = useState("");
  const [sending, setSending] = useState(false);

  async function ask() {
    setSending(true);
    try {
      const { profile: saved, message } = await api<{ profile: OwnerProfile; message: string }>(
        "/api/dashboard/review-request",
        { method: "POST", json: { note } },
      );
      onChange(saved);
      toast.success(message);
    } catch (error) {
      showApiError(error, "Error");
    } finally {
      setSending(false);
    }
  }

  if (profile.review_requested_at) {
    return (
      <p className="mt-3 font-semibold" data-review-requested>
        You asked for review on {formatDateTime(profile.review_requested_at)}. Our team will e-mail you.
      </p>
    );
  }
  return (
    <div className="mt-4 space-y-2">
      <label htmlFor="review-note" className="block font-semibold">
        What did you change? (optional)
      </label>
      <textarea
        id="review-note"
        rows={3}
        maxLength={1000}
        className={inputClass}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <button type="button" className="btn-primary" disabled={sending} onClick={() => void ask()}>
        {sending ? "Sending..." : "Ask for Review"}
      </button>
    </div>
  );
}
