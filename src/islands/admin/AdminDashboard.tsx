import { useEffect, useState, type ReactNode } from "react";
import {
  Ban,
  CheckCircle2,
  Clock,
  FileText,
  Flag,
  History,
  LogOut,
  Mail,
  Newspaper,
  Percent,
  Users,
  XCircle,
} from "lucide-react";
import { api } from "../../lib/api.ts";
import { AdminShell } from "./AdminShell.tsx";
import { adminSignOut, leaveIfRefused } from "./session.ts";
import type { AdminStats, UndeliveredMail } from "../../domain/admin.ts";
import { formatDateTime } from "../../lib/format.ts";

interface StatCardProps {
  href: string;
  label: string;
  value: string;
  hint: string;
  icon: ReactNode;
  badge?: string;
}

function StatCard({ href, label, value, hint, icon, badge }: StatCardProps) {
  return (
    <a href={href} className="card block transition hover:border-rose hover:shadow-md" data-stat={label}>
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-sans text-sm font-semibold text-stone-700">{label}</h2>
        <span className="text-rose" aria-hidden="true">
          {icon}
        </span>
      </div>
      <p className="mt-3 flex items-baseline gap-3">
        <span className="text-3xl font-bold" data-stat-value>
          {value}
        </span>
        {badge && (
          <span className="rounded-full bg-rose px-2.5 py-0.5 text-xs font-semibold text-white" data-stat-badge>
            {badge}
          </span>
        )}
      </p>
      <p className="mt-1 text-sm text-stone-700">{hint}</p>
    </a>
  );
}

function QuickLink({ href, title, text, icon }: { href: string; title: string; text: string; icon: ReactNode }) {
  return (
    <a href={href} className="card flex items-start gap-4 transition hover:border-rose hover:shadow-md">
      <span className="rounded-full bg-blush p-3 text-rose" aria-hidden="true">
        {icon}
      </span>
      <span>
        <span className="block font-semibold">{title}</span>
        <span className="mt-1 block text-sm text-stone-700">{text}</span>
      </span>
    </a>
  );
}

/**
 * The mails the mail server refused: each is retried with growing pauses for about four hours, then given up. The
 * admin sees which, to whom and why, and can reach the person another way.
 */
function UndeliveredMailList({ mails }: { mails: UndeliveredMail[] }) {
  return (
    <section aria-labelledby="undelivered-heading" className="mt-10">
      <h2 id="undelivered-heading" className="mb-2 text-2xl font-semibold">
        Undelivered Mail
      </h2>
      <p className="mb-4 text-sm text-stone-700">
        The mail server refused these. Each is tried again for about four hours, then given up.
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
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /admin/dashboard: the numbers of the day and the way into each admin area. */
export function AdminDashboard() {
  const [stats, setStats] = useState<AdminStats | null>(null);
  const [undelivered, setUndelivered] = useState<UndeliveredMail[]>([]);

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
  }, []);

  const show = (value: number | undefined) => (value === undefined ? "–" : String(value));
  const icon = "h-5 w-5";
  return (
    <AdminShell
      title="Admin Dashboard"
      back={null}
      subtitle="Review applications, handle reports, answer contact requests and manage the blog."
      actions={
        <button type="button" className="btn-secondary" onClick={() => void adminSignOut()}>
          <LogOut className="h-4 w-4" aria-hidden="true" />
          Logout
        </button>
      }
    >
      <section aria-labelledby="stats-heading">
        <h2 id="stats-heading" className="sr-only">
          Statistics
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <StatCard
            href="/admin/applications"
            label="Total Applications"
            value={show(stats?.total)}
            hint="All time"
            icon={<Users className={icon} />}
          />
          <StatCard
            href="/admin/applications?status=Pending"
            label="Pending Review"
            value={show(stats?.pending)}
            hint="Awaiting a decision"
            icon={<Clock className={icon} />}
          />
          <StatCard
            href="/admin/applications?status=Approved"
            label="Approved Muses"
            value={show(stats?.approved)}
            hint="Live in directory"
            icon={<CheckCircle2 className={icon} />}
          />
          <StatCard
            href="/admin/applications?status=Rejected"
            label="Rejected"
            value={show(stats?.rejected)}
            hint="Not approved"
            icon={<XCircle className={icon} />}
          />
          <StatCard
            href="/admin/applications?status=Suspended"
            label="Suspended"
            value={show(stats?.suspended)}
            hint="Taken down after approval"
            icon={<Ban className={icon} />}
          />
          <StatCard
            href="/admin/contacts"
            label="Contact Requests"
            value={show(stats?.contacts)}
            hint="Messages from visitors"
            icon={<Mail className={icon} />}
            badge={stats && stats.unread > 0 ? `${stats.unread} unread` : undefined}
          />
          <StatCard
            href="/admin/applications"
            label="Approval Rate"
            value={stats ? `${stats.approval_rate}%` : "–"}
            hint="Approved out of all applications"
            icon={<Percent className={icon} />}
          />
          <StatCard
            href="/admin/reports"
            label="Open Reports"
            value={show(stats?.open_reports)}
            hint="Reported profiles awaiting a decision"
            icon={<Flag className={icon} />}
          />
        </div>
      </section>
      {undelivered.length > 0 && <UndeliveredMailList mails={undelivered} />}
      <section aria-labelledby="quick-heading" className="mt-10">
        <h2 id="quick-heading" className="mb-4 text-2xl font-semibold">
          Quick Actions
        </h2>
        <div className="grid gap-4 md:grid-cols-3">
          <QuickLink
            href="/admin/applications"
            title="Review Applications"
            text="Approve or reject new Muses"
            icon={<FileText className={icon} />}
          />
          <QuickLink
            href="/admin/contacts"
            title="Contact Requests"
            text="Read and answer messages"
            icon={<Mail className={icon} />}
          />
          <QuickLink
            href="/admin/blog"
            title="Manage Blog"
            text="Write and publish articles"
            icon={<Newspaper className={icon} />}
          />
          <QuickLink
            href="/admin/changes"
            title="Recent Changes"
            text="Check new pictures and bio edits"
            icon={<History className={icon} />}
          />
        </div>
      </section>
    </AdminShell>
  );
}
