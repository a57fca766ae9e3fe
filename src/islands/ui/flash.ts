import { toast } from "../../lib/toasts.ts";

const FLASH_KEY = "flash-toast";

interface FlashToast {
  title: string;
  description?: string;
}

/** Keeps a success toast for the next page, so it survives a full-page navigation. */
export function flashToast(message: FlashToast): void {
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify(message));
  } catch {
    // Storage can be unavailable (private mode); the toast is a courtesy, the navigation still happens.
  }
}

/** Shows (once) a toast left by the previous page; the page's toast outlet is in its HTML. */
export function showFlashedToast(): void {
  let stored: string | null;
  try {
    stored = sessionStorage.getItem(FLASH_KEY);
    sessionStorage.removeItem(FLASH_KEY);
  } catch {
    return;
  }
  if (!stored) return;
  try {
    const message = JSON.parse(stored) as FlashToast;
    toast.success(message.title, { description: message.description });
  } catch {
    // A malformed entry is dropped silently.
  }
}
