import { useEffect, type ReactNode } from "react";
import { ArrowLeft } from "lucide-react";
import { Toaster } from "../ui/Toaster.tsx";
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

/** The frame of every guarded admin page: toasts, the admin guard, a title row and a back link. */
export function AdminShell({ title, subtitle, back = BACK_TO_DASHBOARD, actions, children }: Props) {
  // The Toaster is a child, so its effect has subscribed before this one runs.
  useEffect(showFlashedToast, []);

  return (
    <>
      <Toaster />
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
