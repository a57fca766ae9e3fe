import type { HTMLAttributes } from "react";
import { format } from "../../i18n/texts.ts";
import type { ReportStatus } from "../../domain/moderation.ts";
import {
  MAX_CATEGORY_BADGES,
  type ApprovalStatus,
  type Availability,
  type ContactStatus,
} from "../../domain/options.ts";

/** A rounded label: a status, a state; `className` gives its colours. */
export function Badge({ className, ...props }: HTMLAttributes<HTMLSpanElement>) {
  return <span {...props} className={`rounded-full px-3 py-1 text-xs font-semibold ${className}`} />;
}

const availabilityStyle: Record<Availability, string> = {
  Available: "bg-emerald-100 text-emerald-800",
  Busy: "bg-amber-100 text-amber-800",
  "On Vacation": "bg-stone-200 text-stone-700",
};

/** `label`: the status in the page's language (`options.availability[status]`); the stored English value without. */
export function AvailabilityBadge({ status, label = status }: { status: Availability; label?: string }) {
  return <Badge className={availabilityStyle[status]}>{label}</Badge>;
}

const approvalStyle: Record<ApprovalStatus, string> = {
  Pending: "bg-amber-100 text-amber-800",
  Approved: "bg-emerald-100 text-emerald-800",
  Rejected: "bg-red-100 text-red-800",
  Suspended: "bg-stone-800 text-white",
};

/** `label`: the status in the page's language (`options.approvalStatuses[status]`); the stored English value without. */
export function ApprovalBadge({ status, label = status }: { status: ApprovalStatus; label?: string }) {
  return <Badge className={approvalStyle[status]}>{label}</Badge>;
}

/** The English words of the category badges (the admin panel's), which a page in another language replaces. */
const CATEGORY_BADGE_TEXTS = { label: "Services", more: "+{count} more" };

/**
 * Up to three category badges, then '+N more' (SPEC §9); a detail view may raise the limit. `labels`: each category
 * in the page's language (`options.categories`), `texts`: the list's name and "+{count} more" in it.
 */
export function CategoryBadges({
  categories,
  max = MAX_CATEGORY_BADGES,
  labels,
  texts = CATEGORY_BADGE_TEXTS,
}: {
  categories: readonly string[];
  max?: number;
  labels?: Readonly<Record<string, string>>;
  texts?: { label: string; more: string };
}) {
  const shown = categories.slice(0, max);
  const hidden = categories.length - shown.length;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={texts.label}>
      {shown.map((category) => (
        <li key={category} className="rounded-full bg-blush px-2.5 py-0.5 text-xs font-medium text-rose-dark">
          {labels?.[category] ?? category}
        </li>
      ))}
      {hidden > 0 && (
        <li className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs text-stone-700">
          {format(texts.more, { count: hidden })}
        </li>
      )}
    </ul>
  );
}

/** Rose while it waits for an admin, green once acted upon, grey when closed otherwise. */
const statusStyle: Record<ContactStatus | ReportStatus, string> = {
  unread: "bg-rose text-white",
  read: "bg-stone-200 text-stone-800",
  responded: "bg-emerald-100 text-emerald-800",
  open: "bg-rose text-white",
  resolved: "bg-emerald-100 text-emerald-800",
  dismissed: "bg-stone-200 text-stone-800",
};

/** Where the admins are with what a visitor sent: a contact request or a report. */
export function StatusBadge({ status }: { status: ContactStatus | ReportStatus }) {
  return <Badge className={`capitalize ${statusStyle[status]}`}>{status}</Badge>;
}
