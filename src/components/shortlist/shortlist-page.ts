import { localTimes } from "../../lib/local-time.ts";
import { HANDLES_PARAM, HANDLES_SEPARATOR, handleKey } from "../../domain/shortlist.ts";
import { alternateAll } from "../../lib/alternating-picture.ts";
import { fetchFragment } from "../../lib/fragment.ts";
import { onShortlistChange, readShortlist, withoutMuse, writeShortlist } from "../../lib/shortlist.ts";

/** How long the read of the saved Muses may take before the page says it could not load them. */
const READ_TIMEOUT_MS = 10_000;

/**
 * /shortlist (src/views/Shortlist.astro): the saved Muses, newest first, from their public data. The only request that
 * carries the list is the read of /shortlist/results?handles=…, without cookies, so it is tied to no account; its
 * handles are sorted, so the same list is the same address, which the CDN may already hold. A Muse taken off the list
 * (her heart, "Remove", or another tab) leaves the page at once; one saved in another tab brings a new read.
 */
export function showShortlistPage(): void {
  const slot = document.querySelector<HTMLElement>("[data-shortlist-page]");
  const empty = document.querySelector<HTMLTemplateElement>("[data-shortlist-empty]");
  const failed = document.querySelector<HTMLTemplateElement>("[data-shortlist-failed]");
  const heading = document.querySelector<HTMLElement>("[data-shortlist-heading]");
  if (!slot || !empty || !failed) return;
  /** The keys of the Muses the page shows, once a read has answered. */
  let shown = new Set<string>();
  let request: AbortController | undefined;

  const showEmpty = () => {
    request?.abort();
    request = undefined;
    shown = new Set();
    slot.replaceChildren(empty.content.cloneNode(true));
  };

  const load = async () => {
    const list = readShortlist();
    if (list.length === 0) return showEmpty();
    request?.abort();
    const controller = new AbortController();
    request = controller;
    const timer = setTimeout(() => controller.abort("timeout"), READ_TIMEOUT_MS);
    const handles = list.map((entry) => entry.handle).sort((a, b) => handleKey(a).localeCompare(handleKey(b)));
    const search = new URLSearchParams({ [HANDLES_PARAM]: handles.join(HANDLES_SEPARATOR) });
    try {
      const parsed = await fetchFragment(`${slot.dataset.results}?${search}`, {
        credentials: "omit",
        referrerPolicy: "no-referrer",
        signal: controller.signal,
      });
      // A newer read has taken this one's place.
      if (request !== controller) return;
      const items = parsed.querySelector("[data-shortlist-items]");
      if (!items) throw new Error("GET /shortlist/results answered no list");
      const byKey = new Map(
        [...items.querySelectorAll<HTMLElement>("[data-shortlist-item]")].map((item) => [
          item.dataset.shortlistItem,
          item,
        ]),
      );
      // Newest first: the list keeps the order in which they were saved.
      items.replaceChildren(...[...list].reverse().flatMap((entry) => byKey.get(handleKey(entry.handle)) ?? []));
      shown = new Set(list.map((entry) => handleKey(entry.handle)));
      slot.replaceChildren(items);
      alternateAll(slot);
      localTimes(slot);
    } catch (error) {
      if (request !== controller) return;
      console.error("Shortlist load failed", error);
      slot.replaceChildren(failed.content.cloneNode(true));
    } finally {
      clearTimeout(timer);
    }
  };

  const follow = () => {
    const focused = slot.contains(document.activeElement);
    const keys = new Set(readShortlist().map((entry) => handleKey(entry.handle)));
    if (keys.size === 0) showEmpty();
    else if ([...keys].some((key) => !shown.has(key))) void load();
    else {
      for (const item of slot.querySelectorAll<HTMLElement>("[data-shortlist-item]"))
        if (!keys.has(item.dataset.shortlistItem ?? "")) item.remove();
      shown = keys;
    }
    // The button just pressed went with its card: the focus returns to the page's heading, not to the page's start.
    if (focused && !slot.contains(document.activeElement)) heading?.focus();
  };

  slot.addEventListener("click", (event) => {
    const target = event.target as Element;
    const remove = target.closest<HTMLButtonElement>("[data-shortlist-remove]");
    if (remove) writeShortlist(withoutMuse(readShortlist(), remove.dataset.shortlistRemove ?? ""));
    if (target.closest("[data-shortlist-retry]")) void load();
  });
  onShortlistChange(follow);
  void load();
}
