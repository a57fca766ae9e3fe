import { shown } from "./say.ts";
import type { ToastMessage, ToastType } from "./toasts.ts";

/**
 * A toast shown in the outlet of src/components/ui/Toasts.astro (one a page; every `app` page has it), loaded with
 * the page's first toast (src/lib/toasts.ts): success or error, a title and a description, gone after four seconds
 * (held while the pointer or the focus is on them) or on their close button.
 */

const DURATION_MS = 4000;
let placed = false;

/**
 * Keeps the toasts off the control in use (issue 47): where they would cover the focused field or button (on a phone
 * they span the width; on a desktop a control anywhere in their band counts), the outlet takes its place at the top,
 * under the header (`data-top`). Measured in its own place first, so it never flickers.
 */
function place(outlet: HTMLElement): void {
  const control = document.activeElement!;
  // A toast's own close button is not a control it covers: moving then would move the button from under the pointer.
  if (outlet.contains(control)) return;
  outlet.removeAttribute("data-top");
  const a = outlet.firstElementChild!.getBoundingClientRect();
  const b = control.getBoundingClientRect();
  outlet.toggleAttribute("data-top", control != document.body && a.top < b.bottom && b.top < a.bottom);
}

export function showToast(type: ToastType, { title, description }: ToastMessage): void {
  const outlet = document.querySelector<HTMLElement>("[data-toasts]");
  const list = outlet?.querySelector("ol");
  const template = outlet?.querySelector("template");
  const toast = template?.content.firstElementChild?.cloneNode(true);
  if (!outlet || !list || !(toast instanceof HTMLElement)) return;

  toast.dataset.type = type;
  // A title or description is a key of the page's catalogue (its text is shown) or a text the server already wrote.
  toast.querySelector("[data-toast-title]")!.textContent = shown(title);
  const detail = toast.querySelector<HTMLElement>("[data-toast-description]")!;
  detail.textContent = description ? shown(description) : "";
  detail.hidden = !description;

  let remaining = DURATION_MS;
  let startedAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const dismiss = () => {
    clearTimeout(timer);
    toast.remove();
  };
  const run = () => {
    startedAt = Date.now();
    timer = setTimeout(dismiss, remaining);
  };
  const hold = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    remaining -= Date.now() - startedAt;
  };
  const release = () => {
    if (timer === undefined && !toast.matches(":hover") && !toast.contains(document.activeElement)) run();
  };
  toast.addEventListener("pointerenter", hold);
  toast.addEventListener("focusin", hold);
  toast.addEventListener("pointerleave", release);
  toast.addEventListener("focusout", () => setTimeout(release));
  toast.querySelector("[data-toast-close]")?.addEventListener("click", dismiss);

  list.prepend(toast);
  run();
  if (!placed) {
    placed = true;
    const follow = () => place(outlet);
    document.addEventListener("focusin", follow);
    window.addEventListener("scroll", follow, { passive: true });
  }
  place(outlet);
}
