import { api, ApiClientError } from "../../lib/api.ts";

/** SPEC §4: admin status is a role check; signed out or a failed check both mean "not an admin". */
export async function isAdmin(): Promise<boolean> {
  try {
    const { has_role } = await api<{ has_role: boolean }>("/api/auth/has-role?role=admin", { cache: "no-store" });
    return has_role === true;
  } catch (error) {
    console.error("Error checking admin role", error);
    return false;
  }
}

/** Ends the session; a failed sign-out still leaves the caller to move on to the login page. */
export async function endSession(): Promise<void> {
  try {
    await api("/api/auth/signout", { method: "POST" });
  } catch (error) {
    console.error("Error signing out", error);
  }
}

/** Signs the admin out and returns to the admin login (not the home page, unlike the site header). */
export async function adminSignOut(): Promise<void> {
  await endSession();
  window.location.href = "/admin";
}

/** A 401/403 mid-visit means the session ended or lost its role: back to the login, like the guard does. */
export function leaveIfRefused(error: unknown): boolean {
  if (error instanceof ApiClientError && (error.status === 401 || error.status === 403)) {
    window.location.replace("/admin");
    return true;
  }
  return false;
}
