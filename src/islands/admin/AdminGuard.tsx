import { useEffect, useState, type ReactNode } from "react";
import { Spinner } from "../ui/Spinner.tsx";
import { isAdmin } from "./session.ts";

/**
 * Shows its children only to an admin; anyone else is sent to the admin login (replace, SPEC §2).
 * Convenience only: the API refuses non-admins on its own.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const [allowed, setAllowed] = useState(false);

  useEffect(() => {
    let active = true;
    void isAdmin().then((admin) => {
      if (!active) return;
      if (admin) setAllowed(true);
      else window.location.replace("/admin");
    });
    return () => {
      active = false;
    };
  }, []);

  if (!allowed) return <Spinner label="Checking admin access" />;
  return <>{children}</>;
}
