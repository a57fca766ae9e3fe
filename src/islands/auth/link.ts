import { toast } from "../../lib/toasts.ts";
import { api } from "../../lib/api.ts";
import { showApiError } from "../ui/api-errors.ts";

const claimKey = (handle: string) => `application-claim:${handle.toLowerCase()}`;

/**
 * The application's claim secret arrives in the URL fragment (`#claim=…`), which browsers never send to a
 * server or in a Referer. It moves to this tab's session storage and out of the address bar and history.
 */
export function keepApplicationClaim(handle: string | null): void {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const claim = fragment.get("claim");
  if (!claim) return;
  if (handle) sessionStorage.setItem(claimKey(handle), claim);
  window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
}

/** The claim secret kept for this application handle, if this tab received one. */
export function applicationClaim(handle: string): string | undefined {
  return sessionStorage.getItem(claimKey(handle)) ?? undefined;
}

/** Once the application is linked the secret is spent. */
export function forgetApplicationClaim(handle: string): void {
  sessionStorage.removeItem(claimKey(handle));
}

/** What linking says, in the page's language: its success toast, and the error toast's title and fallback. */
export interface LinkTexts {
  linked: string;
  failed: string;
  error: string;
}

/** Links an earlier application to the signed-in account; tells the user either way. */
export async function linkApplication(handle: string, texts: LinkTexts): Promise<boolean> {
  try {
    await api("/api/auth/link-application", {
      method: "POST",
      json: { application_handle: handle, claim_token: applicationClaim(handle) },
    });
    forgetApplicationClaim(handle);
    toast.success(texts.linked);
    return true;
  } catch (error) {
    console.error("Linking the application failed", error);
    showApiError(error, texts.error, texts.failed);
    return false;
  }
}
