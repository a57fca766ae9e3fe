import { useEffect, useState, type ReactNode } from "react";
import { Ban } from "../ui/icons/ban.ts";
import { Camera } from "../ui/icons/camera.ts";
import { CheckCircle2 } from "../ui/icons/check-circle2.ts";
import { Clock } from "../ui/icons/clock.ts";
import { FileText } from "../ui/icons/file-text.ts";
import { Flag } from "../ui/icons/flag.ts";
import { History } from "../ui/icons/history.ts";
import { LogOut } from "../ui/icons/log-out.ts";
import { Mail } from "../ui/icons/mail.ts";
import { Newspaper } from "../ui/icons/newspaper.ts";
import { Percent } from "../ui/icons/percent.ts";
import { Scale } from "../ui/icons/scale.ts";
import { Users } from "../ui/icons/users.ts";
import { XCircle } from "../ui/icons/xcircle.ts";
import type { Icon } from "../ui/icon.tsx";
import { api } from "../../lib/api.ts";
import { AdminShell } from "./AdminShell.tsx";
import { adminSignOut, leaveIfRefused } from "./session.ts";
import type { AdminStats, UndeliveredMail } from "../../domain/admin.ts";
import type { QueuedAgeCheck } from "../../domain/age-check.ts";
import { formatDateTime } from "../../lib/format.ts";
import { MAIL_RETRY_HOURS } from "../../domain/mail.ts";
import { showApiError } from "../ui/api-errors.ts";

const iconClass = "h-5 w-5";

/** A number of the dashboard: what it counts, where its list is, and how it reads from the stats. */
interface Stat {
  label: string;
  href: string;
  hint: string;
  icon: Icon;
  value: (stats: AdminStats) => string;
  /** A second figure beside the number, when there is one worth attention. */
  badge?: (stats: AdminStats) => string | undefined;
  /** The badge's colours, when it is more pressing than the rose of "unread". */
  badgeLook?: string;
}

/** A card that shows one count of the stats as it is. */
const count = (
  label: string,
  href: string,
  hint: string,
  icon: Icon,
  field: keyof AdminStats,
  more?: Pick<Stat, "badge" | "badgeLook">,
): Stat => ({ label, href, hint, icon, value: (stats) => String(stats[field]), ...more });

const APPLICATIONS = "/admin/applications";

const STATS: Stat[] = [
  count("Total Applications", APPLICATIONS, "All time", Users, "total"),
  count("Pending Review", `${APPLICATIONS}?status=Pending`, "Awaiting a decision", Clock, "pending"),
  count("Approved Muses", `${APPLICATIONS}?status=Approved`, "Live in directory", CheckCircle2, "approved"),
  count("Rejected", `${APPLICATIONS}?status=Rejected`, "Not approved", XCircle, "rejected"),
  count("Suspended", `${APPLICATIONS}?status=Suspended`, "Taken down after approval", Ban, "suspended"),
  count("Contact Requests", "/admin/contacts", "Messages from visitors", Mail, "contacts", {
    badge: (stats) => (stats.unread > 0 ? `${stats.unread} unread` : undefined),
  }),
  {
    label: "Approval Rate",
    href: APPLICATIONS,
    hint: "Approved out of all applications",
    icon: Percent,
    value: (stats) => `${stats.approval_rate}%`,
  },
  count("Open Reports", "/admin/reports", "Reported profiles awaiting a decision", Flag, "open_reports", {
    badge: (stats) => (stats.urgent_reports > 0 ? `${stats.urgent_reports} urgent` : undefined),
    badgeLook: "bg-red-700",
  }),
  count("Open Appeals", "/admin/appeals", "Muses' appeals of our decisions", Scale, "open_appeals"),
  count(
    "Photo Verifications",
    "/admin/verifications",
    "Verification pictures awaiting a decision",
    Camera,
    "open_verifications",
  ),
];

/** A card of the dashboard; before the stats arrive (or when they fail, SPEC §8) its number is a dash. */
function StatCard({ card, stats }: { card: Stat; stats: AdminStats | null }) {
  const { href, label, hint, icon: Icon } = card;
  const badge = stats && card.badge?.(stats);
  return (
    <a href={href} className="card block transition hover:border-rose hover:shadow-md" data-stat={label}>
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-sans text-sm font-semibold text-stone-700">{label}</h2>
        <span className="text-rose" aria-hidden="true">
          <Icon className={iconClass} />
        </span>
      </div>
      <p className="mt-3 flex items-baseline gap-3">
        <span className="text-3xl font-bold" data-stat-value>
          {stats ? card.value(stats) : "–"}
        </span>
        {badge && (
          <span
            className={`rounded-full ${card.badgeLook ?? "bg-rose"} px-2.5 py-0.5 text-xs font-semibold text-white`}
            data-stat-badge
          >
            {badge}
          </span>
        )}
      </p>
      <p className="mt-1 text-sm text-stone-700">{hint}</p>
    </a>
  );
}

/** The ways into the admin areas that the cards do not lead to at a glance. */
interface QuickLinkProps {
  href: string;
  title: string;
  text: string;
  icon: Icon;
}

const QUICK_LINKS: QuickLinkProps[] = [
  { href: "/admin/applications", title: "Review Applications", text: "Approve or reject new Muses", icon: FileText },
  { href: "/admin/contacts", title: "Contact Requests", text: "Read and answer messages", icon: Mail },
  { href: "/admin/blog", title: "Manage Blog", text: "Write and publish articles", icon: Newspaper },
  { href: "/admin/changes", title: "Recent Changes", text: "Check new pictures and bio edits", icon: History },
  { href: "/admin/appeals", title: "Appeals", text: "Uphold or reverse appealed decisions", icon: Scale },
];

function QuickLink({ href, title, text, icon: Icon }: QuickLinkProps) {
  return (
    <a href={href} className="card flex items-start gap-4 transition hover:border-rose hover:shadow-md">
      <span className="rounded-full bg-blush p-3 text-rose" aria-hidden="true">
        <Icon className={iconClass} />
      </span>
      <span>
        <span className="block font-semibold">{title}</span>
        <span className="mt-1 block text-sm text-stone-700">{text}</span>
      </span>
    </a>
  );
}

/** A section of the dashboard below the numbers, named by its heading. */
function Panel(props: { id: string; title: string; className: string; headingClass: string; children: ReactNode }) {
  return (
    <section aria-labelledby={props.id} className={props.className}>
      <h2 id={props.id} className={`${props.headingClass} font-semibold`}>
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}

/**
 * The mails the mail server refused: each is retried with growing pauses for about MAIL_RETRY_HOURS, then given up.
 * The admin sees which, to whom and why, and can send one given up on again (it leaves the list) or reach the person
 * another way.
 */
function UndeliveredMailList({ mails, onResent }: { mails: UndeliveredMail[]; onResent: (id: string) => void }) {
  async function resend(mail: UndeliveredMail) {
    try {
      await api(`/api/admin/mail/${mail.id}/resend`, { method: "POST" });
      onResent(mail.id);
    } catch (error) {
      if (!leaveIfRefused(error)) showApiError(error, "Error");
    }
  }

  return (
    <Panel id="undelivered-heading" title="Undelivered Mail" className="mt-10" headingClass="mb-2 text-2xl">
      <p className="mb-4 text-sm text-stone-700">
        The mail server refused these. Each is tried again for about {MAIL_RETRY_HOURS} hours, then given up.
      </p>
      <ul className="space-y-3">
        {mails.map((mail) => (
          <li key={mail.id} className="card" data-undelivered-mail={mail.to_address}>
            <p className="font-semibold">{mail.subject}</p>
            <p className="mt-1 text-sm text-stone-700">
              To {mail.to_address} · {formatDateTime(mail.created_at)} ·{" "}
              {mail.status === "failed"
                ? `Given up after ${mail.attempts} attempts`
                : `Retrying (${mail.attempts} attempts so far)`}
            </p>
            {mail.last_error && <p className="mt-1 text-sm break-words text-stone-700">{mail.last_error}</p>}
            {mail.status === "failed" && (
              <button type="button" className="btn-secondary mt-2" onClick={() => void resend(mail)}>
                Resend
              </button>
            )}
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/**
 * Live Muses' identity documents waiting for a check (decision 0066), those asked for after a notice first: each is
 * checked on her application's page, with the form an application's check uses.
 */
function AgeCheckQueue({ queued }: { queued: QueuedAgeCheck[] }) {
  return (
    <Panel id="age-checks-heading" title="Age Checks Waiting" className="mt-10" headingClass="mb-2 text-2xl">
      <p className="mb-4 text-sm text-stone-700">
        Live Muses sent these for “Confirm your age”. Record the check on her page; the document is deleted then.
      </p>
      <ul className="space-y-3">
        {queued.map((muse) => (
          <li key={muse.id} className="card flex flex-wrap items-center justify-between gap-3" data-age-check-queued>
            <span>
              <a className="font-semibold text-rose underline" href={`/admin/applications/${muse.id}`}>
                {muse.handle}
              </a>
              <span className="block text-sm text-stone-700">
                Sent {formatDateTime(muse.age_document_sent_at)}
                {muse.age_check_request_reason === "notice" && " · asked after a notice that she may be under 18"}
                {muse.age_check_paused_at && " · listing paused"}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** The values of the imprint still seeded as examples (content/site/imprint.yaml), while there are any. */
function ImprintIncomplete({ examples }: { examples: string[] }) {
  return (
    <Panel
      id="imprint-heading"
      title="Imprint incomplete"
      className="card mb-8 border-amber-300 bg-amber-50"
      headingClass="text-xl"
    >
      <p className="mt-2 text-sm">
        {examples.length === 1 ? "One value is" : `${examples.length} values are`} still an example on /imprint:{" "}
        {examples.join(", ")}. Replace {examples.length === 1 ? "it" : "them"} in the{" "}
        <a className="font-medium text-rose underline" href="/editor/">
          content editor
        </a>{" "}
        (Site · Imprint) and untick “Example”.
      </p>
    </Panel>
  );
}

/** /admin/dashboard: the numbers of the day and the way into each admin area. */
export function AdminDashboard({ imprintExamples = [] }: { imprintExamples?: string[] }) {
  const [stats, setStats] = useState<AdminStats | null>(null);
  const [undelivered, setUndelivered] = useState<UndeliveredMail[]>([]);
  const [ageChecks, setAgeChecks] = useState<QueuedAgeCheck[]>([]);

  useEffect(() => {
    api<AdminStats>("/api/admin/stats", { cache: "no-store" })
      .then((loaded) => {
        setStats(loaded);
        if (loaded.undelivered_mail === 0) return;
        return api<{ mails: UndeliveredMail[] }>("/api/admin/mail", { cache: "no-store" }).then((list) =>
          setUndelivered(list.mails),
        );
      })
      // SPEC §8: a stats failure is only logged; the cards then show a dash.
      .catch((error: unknown) => leaveIfRefused(error) || console.error("Error loading admin stats", error));
    api<{ age_checks: QueuedAgeCheck[] }>("/api/admin/age-checks", { cache: "no-store" })
      .then((list) => setAgeChecks(list.age_checks))
      .catch((error: unknown) => leaveIfRefused(error) || console.error("Error loading the age checks", error));
  }, []);

  return (
    <AdminShell
      title="Admin Dashboard"
      back={null}
      subtitle="Review applications, handle reports and appeals, answer contact requests and manage the blog."
      actions={
        <button type="button" className="btn-secondary" onClick={() => void adminSignOut()}>
          <LogOut className="h-4 w-4" aria-hidden="true" />
          Logout
        </button>
      }
    >
      {imprintExamples.length > 0 && <ImprintIncomplete examples={imprintExamples} />}
      <section aria-labelledby="stats-heading">
        <h2 id="stats-heading" className="sr-only">
          Statistics
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {STATS.map((card) => (
            <StatCard key={card.label} card={card} stats={stats} />
          ))}
        </div>
      </section>
      {ageChecks.length > 0 && <AgeCheckQueue queued={ageChecks} />}
      {undelivered.length > 0 && (
        <UndeliveredMailList
          mails={undelivered}
          onResent={(id) => setUndelivered((mails) => mails.filter((mail) => mail.id !== id))}
        />
      )}
      <section aria-labelledby="quick-heading" className="mt-10">
        <h2 id="quick-heading" className="mb-4 text-2xl font-semibold">
          Quick Actions
        </h2>
        <div className="grid gap-4 md:grid-cols-3">
          {QUICK_LINKS.map((link) => (
            <QuickLink key={link.href} {...link} />
          ))}
        </div>
      </section>
    </AdminShell>
  );
}
