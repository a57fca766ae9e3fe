import type { Locale } from "../domain/locales.ts";
import { localizedPath } from "../i18n/paths.ts";

/**
 * A message written to a Muse before its writer could send it (signed out, or her address not yet confirmed): kept
 * on this device until it is sent, so sign-in, sign-up and the confirmation link (often another tab) lead back to it
 * with the text. Only the handle and the text; never sent anywhere until she presses Send.
 */
const KEY = "solemuse:message-draft";

export interface MessageDraft {
  handle: string;
  text: string;
}

export function keepDraft(draft: MessageDraft): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage refused (private mode, full): the text is only lost on leaving the page.
  }
}

export function messageDraft(): MessageDraft | null {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? "null") as Partial<MessageDraft> | null;
    return typeof stored?.handle === "string" && typeof stored.text === "string"
      ? { handle: stored.handle, text: stored.text }
      : null;
  } catch {
    return null;
  }
}

export function forgetDraft(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}

/** Where the writer of a draft goes back to once signed in: the message form, with her text. */
export function draftPath(locale: Locale): string | null {
  const draft = typeof window === "undefined" ? null : messageDraft();
  return draft ? localizedPath(locale, `/messages?to=${encodeURIComponent(draft.handle)}`) : null;
}
