import {
  isShortlisted,
  onShortlistChange,
  readShortlist,
  withMuse,
  withoutMuse,
  writeShortlist,
  type ShortlistEntry,
} from "../../lib/shortlist.ts";

/**
 * The hearts of a page (ShortlistButton.astro): one listener for them all, on the document, so the cards the directory
 * adds later (Load more, a new filter) and those /shortlist inserts work as the first ones do. Each heart shows
 * whether its Muse is saved, in this tab and after a change in another one.
 */
const HEART = "[data-shortlist-toggle]";

function showHeart(button: HTMLButtonElement, list: readonly ShortlistEntry[]): void {
  const saved = isShortlisted(list, button.dataset.shortlistToggle ?? "");
  const label = (saved ? button.dataset.removeLabel : button.dataset.addLabel) ?? "";
  button.setAttribute("aria-pressed", String(saved));
  const text = button.querySelector("[data-shortlist-label]");
  if (text) text.textContent = label;
  else button.setAttribute("aria-label", label);
  button.disabled = false;
}

function showHearts(root: ParentNode): void {
  const hearts = root.querySelectorAll<HTMLButtonElement>(HEART);
  if (hearts.length === 0) return;
  const list = readShortlist();
  for (const button of hearts) showHeart(button, list);
}

/** How long the line saying why a heart could not save her stays (ShortlistHearts.astro). */
const NOTICE_MS = 6000;
let noticeTimer: ReturnType<typeof setTimeout> | undefined;

/** Why a heart could not save her, in the page's language. */
function refuse(reason: "full" | "blocked"): void {
  const notice = document.querySelector<HTMLElement>("[data-shortlist-notice]");
  if (!notice) return;
  notice.textContent = notice.dataset[reason] ?? "";
  clearTimeout(noticeTimer);
  noticeTimer = setTimeout(() => (notice.textContent = ""), NOTICE_MS);
}

function toggle(button: HTMLButtonElement): void {
  const handle = button.dataset.shortlistToggle ?? "";
  const list = readShortlist();
  if (isShortlisted(list, handle)) {
    if (!writeShortlist(withoutMuse(list, handle))) refuse("blocked");
    return;
  }
  const { entries, refused } = withMuse(list, handle, Date.now());
  if (refused === "full") refuse("full");
  else if (!refused && !writeShortlist(entries)) refuse("blocked");
}

let wired = false;

export function wireShortlistButtons(): void {
  if (wired) return;
  wired = true;
  showHearts(document);
  document.addEventListener("click", (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>(HEART);
    if (button && !button.disabled) toggle(button);
  });
  // A write raises the change: every heart of the Muse (card and profile alike) follows it.
  onShortlistChange(() => showHearts(document));
  // Hearts added later start disabled and unpressed, as the server renders them.
  new MutationObserver((records) => {
    const added = records.flatMap((record) => [...record.addedNodes]);
    if (added.some((node) => node instanceof Element && (node.matches(HEART) || node.querySelector(HEART))))
      showHearts(document);
  }).observe(document.body, { childList: true, subtree: true });
}
