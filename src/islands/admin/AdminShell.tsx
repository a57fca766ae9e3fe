import { useEffect, type ReactNode } from "react";
import { ArrowLeft } from "../ui/icons/arrow-left.ts";
import { showFlashedToast } from "../ui/flash.ts";
import { AdminGuard } from "./AdminGuard.tsx";

/** Where the pages under the dashboard lead back to. */
const BACK_TO_DASHBOARD = { href: "/admin/dashboard", label: "Back to Dashboard" };

interface Props {
  title: string;
  subtitle?: string;
  /** The link above the title: the dashboard unless the page says otherwise (null: none, on the dashboard). */
  back?: { href: string; label: string } | null;
  /** Buttons shown beside the title (e.g. Logout, New Article). */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of every guarded admin page: a toast left by the previous page, the admin guard, a title row and a back link. */
export function AdminShell({ title, subtitle, back = BACK_TO_DASHBOARD, actions, children }: Props) {
  useEffect(showFlashedToast, []);

  return (
    <>
      <AdminGuard>
        <div className="mx-auto max-w-6xl px-4 py-10">
          {back && (
            <a href={back.href} className="btn-secondary mb-6 !px-4 !py-2">
              <ArrowLeft className="h-4 w-4" aria-hidden="true" />
              {back.label}
            </a>
          )}
          <div className="mb-8 flex flex-wrap items-start justify-between gap-4">
            <div>
              <h1 className="text-4xl font-bold">{title}</h1>
              {subtitle && <p className="mt-2 text-stone-700">{subtitle}</p>}
            </div>
            {actions && <div className="flex flex-wrap gap-3">{actions}</div>}
          </div>
          {children}
        </div>
      </AdminGuard>
    </>
  );
}
