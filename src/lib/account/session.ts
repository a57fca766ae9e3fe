import type { ApprovalStatus } from "../../domain/options.ts";
import { localizedPath, splitLocale } from "../../i18n/paths.ts";

/** The browser's view of who is signed in (GET /api/auth/session). */
export interface AccountSession {
  user: { id: string; email: string; user_type: "seeker" | "muse"; email_verified: boolean } | null;
  roles?: ("seeker" | "muse" | "admin")[];
  profile?: { id: string; handle: string; approval_status: ApprovalStatus } | null;
  /** Whether the server offers this account My Dashboard: only with a Muse profile or application. */
  dashboard?: boolean;
}

export async function fetchSession(): Promise<AccountSession> {
  try {
    const response = await fetch("/api/auth/session", { credentials: "same-origin", cache: "no-store" });
    if (!response.ok) return { user: null };
    return (await response.json()) as AccountSession;
  } catch (error) {
    console.error("Error fetching session", error);
    return { user: null };
  }
}

let atLoad: Promise<AccountSession> | undefined;

/**
 * The session as the page loaded: one request shared by the header and the page's island, answered by the page's
 * preload where it has one (BaseLayout). After signing in or up, fetchSession asks again.
 */
export function pageSession(): Promise<AccountSession> {
  atLoad ??= fetchSession();
  return atLoad;
}

/** Ends the session on the server, then a full redirect to the home page (SPEC §2) in the page's language. */
export async function signOut(): Promise<void> {
  try {
    await fetch("/api/auth/signout", { method: "POST", credentials: "same-origin" });
  } finally {
    window.location.href = localizedPath(splitLocale(window.location.pathname).locale, "/");
  }
}
