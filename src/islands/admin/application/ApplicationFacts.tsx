import type { ReactNode } from "react";
import { ExternalLink } from "../../ui/icons/external-link.ts";
import { formatDate } from "../../../lib/format.ts";
import { openPictureOverlay } from "../../../lib/picture-overlay-dialog.ts";
import { overlay } from "../../../i18n/en/overlay.ts";
import { CategoryBadges } from "../../ui/badges.tsx";
import { Section } from "../../ui/Section.tsx";
import type { AdminProfile } from "../../../domain/profile.ts";
import type { ApplicantAccount } from "../../../domain/review.ts";
import type { Lookalike } from "../../../domain/moderation.ts";
import { Lookalikes } from "../Lookalikes.tsx";

function Field({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  const missing = children === null || children === undefined || children === "" || children === false;
  return (
    <div className={className}>
      <dt className="text-sm font-medium text-stone-600">{label}</dt>
      <dd className="mt-0.5 break-words">
        {missing ? <span className="text-stone-600">Not provided</span> : children}
      </dd>
    </div>
  );
}

function Picture({ label, url }: { label: string; url: string | null }) {
  return (
    <figure>
      <figcaption className="mb-2 text-sm font-medium text-stone-600">{label}</figcaption>
      {url ? (
        <button
          type="button"
          className="block w-full cursor-zoom-in overflow-hidden rounded-xl"
          onClick={() => openPictureOverlay([{ src: url, alt: label }], 0, overlay)}
          aria-label={`Open ${label.toLowerCase()} full screen`}
        >
          <img src={url} alt={label} className="aspect-[3/4] w-full object-cover" decoding="async" />
        </button>
      ) : (
        <p className="flex h-40 items-center justify-center rounded-xl bg-blush text-stone-600">Not provided</p>
      )}
    </figure>
  );
}

/**
 * What the applicant sent: who she is, how to reach her (and the account the application is linked to), her pictures;
 * first, any of her pictures that looks like a picture of another profile.
 */
export function ApplicationFacts({
  application,
  account,
  lookalikes,
}: {
  application: AdminProfile;
  account: ApplicantAccount | null;
  lookalikes: Lookalike[];
}) {
  return (
    <div className="space-y-6">
      {lookalikes.length > 0 && (
        <Section title="Pictures Seen on Another Profile">
          <Lookalikes lookalikes={lookalikes} handle={application.handle} />
        </Section>
      )}
      <Section title="Basic Information">
        <dl className="grid gap-4 sm:grid-cols-2">
          <Field label="Handle">{application.handle}</Field>
          <Field label="City">{application.city}</Field>
          {application.date_of_birth && <Field label="Date of Birth">{formatDate(application.date_of_birth)}</Field>}
          <Field label="Nationality">{application.nationality}</Field>
          <Field label="Ethnicity">{application.ethnicity}</Field>
          <Field label="Hair Color">{application.hair_color}</Field>
          <Field label="How They Found Us">{application.how_found_us}</Field>
          <Field label="Bio" className="sm:col-span-2">
            <span className="whitespace-pre-line">{application.bio}</span>
          </Field>
          <Field label="Categories" className="sm:col-span-2">
            <CategoryBadges categories={application.categories} max={Infinity} />
          </Field>
        </dl>
      </Section>

      <Section title="Contact Information">
        <dl className="grid gap-4 sm:grid-cols-2">
          <Field label="Account" className="sm:col-span-2">
            <span data-account-email>
              {account
                ? `${account.email} (${account.email_verified ? "e-mail verified" : "e-mail not verified"})`
                : "No account linked yet"}
            </span>
          </Field>
          <Field label="Email">
            {application.email && (
              <a className="text-rose underline" href={`mailto:${application.email}`}>
                {application.email}
              </a>
            )}
          </Field>
          <Field label="Phone">
            {application.phone_number && (
              <a className="text-rose underline" href={`tel:${application.phone_number.replace(/[^\d+]/g, "")}`}>
                {application.phone_number}
              </a>
            )}
          </Field>
          <Field label="Telegram Handle">{application.telegram_handle}</Field>
          <Field label="WhatsApp Number">{application.whatsapp_number}</Field>
          <Field label="Fan Platform Link" className="sm:col-span-2">
            {application.onlyfans_link && (
              <a
                className="inline-flex items-center gap-1 text-rose underline"
                href={application.onlyfans_link}
                target="_blank"
                rel="noopener noreferrer nofollow"
              >
                {application.onlyfans_link}
                <ExternalLink className="h-4 w-4" aria-hidden="true" />
              </a>
            )}
          </Field>
        </dl>
      </Section>

      <Section title="Submitted Images">
        <div className="grid gap-4 sm:grid-cols-2">
          <Picture label="Profile Picture" url={application.profile_picture_url} />
          <Picture label="Feet Picture" url={application.feet_picture_url} />
        </div>
      </Section>
    </div>
  );
}
