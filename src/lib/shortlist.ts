import { SHORTLIST_KEY, SHORTLIST_MAX, SHORTLIST_VERSION, handleKey, isWellFormedHandle } from "../domain/shortlist.ts";

/**
 * The shortlist in the browser's localStorage, and nowhere else (decision 0055): the handles of the saved Muses (as
 * stored, in the order they were added) and when each was added, under one versioned key:
 * `{"version":1,"muses":[{"handle":"Ada","added":1767225600000}]}`. Nothing else is kept. Whatever the key holds is
 * read without a crash: broken JSON, another version or a foreign shape is an empty list, and a bad entry, a repeated
 * handle (in any letter case) or an entry beyond the limit is left out.
 */

export interface ShortlistEntry {
  /** The handle as the site spells it. */
  handle: string;
  /** When it was added (milliseconds since 1970). */
  added: number;
}

/** The window event a change in this tab raises; other tabs hear of it through the `storage` event. */
export const SHORTLIST_CHANGED = "solemuse:shortlist-changed";

export function parseShortlist(stored: string | null): ShortlistEntry[] {
  let value: unknown;
  try {
    value = JSON.parse(stored ?? "null");
  } catch {
    return [];
  }
  if (typeof value !== "object" || value === null) return [];
  const { version, muses } = value as { version?: unknown; muses?: unknown };
  if (version !== SHORTLIST_VERSION || !Array.isArray(muses)) return [];
  const seen = new Set<string>();
  const entries: ShortlistEntry[] = [];
  for (const entry of muses as unknown[]) {
    if (entries.length === SHORTLIST_MAX) break;
    if (typeof entry !== "object" || entry === null) continue;
    const { handle, added } = entry as { handle?: unknown; added?: unknown };
    if (!isWellFormedHandle(handle) || typeof added !== "number" || !Number.isFinite(added)) continue;
    if (seen.has(handleKey(handle))) continue;
    seen.add(handleKey(handle));
    entries.push({ handle, added });
  }
  return entries;
}

export function serializeShortlist(entries: readonly ShortlistEntry[]): string {
  return JSON.stringify({
    version: SHORTLIST_VERSION,
    muses: entries.map(({ handle, added }) => ({ handle, added })),
  });
}

export const isShortlisted = (entries: readonly ShortlistEntry[], handle: string): boolean =>
  entries.some((entry) => handleKey(entry.handle) === handleKey(handle));

/** The list with one more Muse at its end, or why not: she is on it already, or it holds SHORTLIST_MAX. */
export function withMuse(
  entries: readonly ShortlistEntry[],
  handle: string,
  added: number,
): { entries: ShortlistEntry[]; refused?: "listed" | "full" | "handle" } {
  if (!isWellFormedHandle(handle)) return { entries: [...entries], refused: "handle" };
  if (isShortlisted(entries, handle)) return { entries: [...entries], refused: "listed" };
  if (entries.length >= SHORTLIST_MAX) return { entries: [...entries], refused: "full" };
  return { entries: [...entries, { handle, added }] };
}

export const withoutMuse = (entries: readonly ShortlistEntry[], handle: string): ShortlistEntry[] =>
  entries.filter((entry) => handleKey(entry.handle) !== handleKey(handle));

/** The browser's storage; tests pass their own. Reading a blocked storage (a privacy setting) is an empty list. */
type Store = Pick<Storage, "getItem" | "setItem">;

function browserStore(): Store | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function readShortlist(store: Store | undefined = browserStore()): ShortlistEntry[] {
  try {
    return parseShortlist(store?.getItem(SHORTLIST_KEY) ?? null);
  } catch {
    return [];
  }
}

/** Saves the list and tells this tab's listeners; false when the browser refuses to store it. */
export function writeShortlist(entries: readonly ShortlistEntry[], store: Store | undefined = browserStore()): boolean {
  try {
    if (!store) return false;
    store.setItem(SHORTLIST_KEY, serializeShortlist(entries));
  } catch {
    return false;
  }
  if (typeof window !== "undefined") window.dispatchEvent(new Event(SHORTLIST_CHANGED));
  return true;
}

/** Calls `listener` whenever the list changes, in this tab or in another one. */
export function onShortlistChange(listener: () => void): void {
  window.addEventListener(SHORTLIST_CHANGED, listener);
  window.addEventListener("storage", (event) => {
    // A null key: the whole storage was cleared.
    if (event.key === SHORTLIST_KEY || event.key === null) listener();
  });
}
