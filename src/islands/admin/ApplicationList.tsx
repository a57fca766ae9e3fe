import { ExternalLink } from "../ui/icons/external-link.ts";
import { formatDate } from "../../lib/format.ts";
import { APPROVAL_STATUSES } from "../../domain/options.ts";
import { ApprovalBadge, CategoryBadges } from "../ui/badges.tsx";
import { EmptyState } from "../ui/EmptyState.tsx";
import { AdminShell } from "./AdminShell.tsx";
import { CardTitle, ListBody, SearchFilters, statusOptions } from "./AdminList.tsx";
import { useAdminList } from "./useAdminList.tsx";
import type { AdminProfile } from "../../domain/profile.ts";
import { cardImageUrl } from "../../lib/muses.ts";

/** The dashboard's cards link here with ?status=…; anything else means all. */
const STATUS_OPTIONS = statusOptions(APPROVAL_STATUSES);

function ApplicationCard({ application }: { application: AdminProfile }) {
  return (
    <li className="card flex flex-col gap-4 sm:flex-row" data-application={application.handle}>
      <div className="h-32 w-32 shrink-0 overflow-hidden rounded-xl bg-blush">
        {application.profile_picture_url ? (
          <img
            src={cardImageUrl(application.profile_picture_url)}
            alt={application.handle}
            className="h-full w-full object-cover"
            loading="lazy"
            decoding="async"
          />
        ) : (
          <div
            className="flex h-full items-center justify-center font-display text-4xl text-rose"
            role="img"
            aria-label={`${application.handle}: no picture`}
          >
            {application.handle.charAt(0).toUpperCase()}
          </div>
        )}
      </div>
      <div className="min-w-0 flex-1 space-y-2">
        <CardTitle status={<ApprovalBadge status={application.approval_status} />}>{application.handle}</CardTitle>
        <p className="text-sm text-stone-700">
          {application.city} · Submitted {formatDate(application.created_at)}
          {application.email && <> · {application.email}</>}
        </p>
        <p className="line-clamp-2 text-stone-800">{application.bio}</p>
        <CategoryBadges categories={application.categories} />
        {application.reviewed_at && (
          <p className="text-sm text-stone-700">
            Reviewed {formatDate(application.reviewed_at)} by {application.reviewed_by ?? "admin"}
          </p>
        )}
      </div>
      <div className="flex shrink-0 flex-row gap-2 sm:flex-col">
        <a
          href={`/admin/applications/${application.id}`}
          className="btn-primary !px-5 !py-2"
          aria-label={`Review ${application.handle}`}
        >
          Review
        </a>
        {application.approval_status === "Approved" && (
          <a
            href={`/muse/${encodeURIComponent(application.handle)}`}
            target="_blank"
            rel="noopener"
            className="btn-secondary !px-5 !py-2"
            aria-label={`View Live: ${application.handle} (opens in a new tab)`}
          >
            View Live
            <ExternalLink className="h-4 w-4" aria-hidden="true" />
          </a>
        )}
      </div>
    </li>
  );
}

/** /admin/applications: every application, newest first, narrowed by status and search, a page at a time. */
export function ApplicationList() {
  const list = useAdminList<AdminProfile>("/api/applications", { key: "applications", statuses: STATUS_OPTIONS });

  return (
    <AdminShell title="Applications" subtitle="Review Muse applications.">
      <SearchFilters list={list} name="application" placeholder="Handle, city or email" />
      <ListBody
        list={list}
        noun="applications"
        count={(info) => `Showing ${info?.matching ?? 0} of ${info?.total ?? 0} applications`}
        empty={<EmptyState title="No applications found" hint="Try another status or search term." />}
      >
        {(application) => <ApplicationCard key={application.id} application={application} />}
      </ListBody>
    </AdminShell>
  );
}
