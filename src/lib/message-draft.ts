import type { Locale } from "../domain/locales.ts";
import { localizedPath } from "../i18n/paths.ts";

/**
 * A message written to a Muse before its writer could send it (signed out, or her address not yet confirmed) waits
 * on this device under this key, `{ handle, text }`, until it is sent: sign-in, sign-up and the confirmation link
 * (often another tab) lead back to its form. Only /messages writes it (src/islands/messages/MessagesPage.tsx); the
 * sign-in and sign-up forms read where to go back to, and this module stays that small for their page's budget.
 */
export const MESSAGE_DRAFT_KEY = "solemuse:message-draft";

/** The form of the waiting message, in the page's language; null when none waits. */
export function draftPath(locale: Locale): string | null {
  try {
    const handle = (JSON.parse(localStorage.getItem(MESSAGE_DRAFT_KEY) ?? "null") as { handle?: unknown } | null)
      ?.handle;
    return typeof handle === "string" ? localizedPath(locale, `/messages?to=${encodeURIComponent(handle)}`) : null;
  } catch {
    return null;
  }
}
