import { format } from "../i18n/texts.ts";
import type { OverlayPicture, OverlayTexts } from "./picture-overlay.ts";

/** A horizontal move at least this long (CSS pixels), and longer than it is tall, is a swipe. */
const SWIPE_MIN = 40;

const BUTTON =
  "absolute rounded-full bg-black/60 p-2 text-white hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";
const icon = (path: string, size = "h-6 w-6") =>
  `<svg class="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="${path}"/></svg>`;

function button(label: string, place: string, path: string): HTMLButtonElement {
  const element = document.createElement("button");
  element.type = "button";
  element.setAttribute("aria-label", label);
  element.className = `${BUTTON} ${place}`;
  element.innerHTML = icon(path);
  return element;
}

/**
 * Pictures full screen, the one overlay of every picture (profile, gallery, admin review): a modal `<dialog>`, which
 * the browser puts above everything (the sticky header included) and makes the rest of the page inert. With several
 * pictures (a gallery) it shows "2 of 5" and the caption, and Previous/Next buttons, the arrow keys and a swipe go
 * from one to the next, round past either end. Focus stays on its buttons and returns to the opener of the picture
 * last shown, the page does not scroll behind it, and Escape or any other click closes it. Returns what closes it.
 */
export function openPictureOverlay(
  pictures: readonly OverlayPicture[],
  start: number,
  texts: OverlayTexts,
): () => void {
  if (pictures.length === 0) return () => undefined;
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const several = pictures.length > 1;
  let index = Math.min(Math.max(start, 0), pictures.length - 1);

  const dialog = document.createElement("dialog");
  dialog.className =
    "fixed inset-0 m-0 flex h-full max-h-none w-full max-w-none cursor-zoom-out flex-col items-center justify-center gap-3 border-0 bg-black/90 p-4 text-white backdrop:bg-black/90";
  dialog.dataset.imageOverlay = "";

  const picture = document.createElement("img");
  picture.className = "min-h-0 max-w-full object-contain";

  // Read out as it changes: where she is in the gallery, and the caption.
  const status = document.createElement("div");
  status.className = "max-w-2xl shrink-0 text-center";
  status.setAttribute("aria-live", "polite");
  const counter = document.createElement("p");
  counter.className = "text-sm text-white/80";
  counter.dataset.overlayCounter = "";
  const caption = document.createElement("p");
  caption.className = "break-words";
  caption.dataset.overlayCaption = "";
  if (several) status.append(counter);
  status.append(caption);

  const close = button(texts.close, "top-4 right-4", "M18 6 6 18M6 6l12 12");
  const previous = button(texts.previous, "top-1/2 left-4 -translate-y-1/2", "m15 18-6-6 6-6");
  const next = button(texts.next, "top-1/2 right-4 -translate-y-1/2", "m9 18 6-6-6-6");
  const report = reportButton(texts.report);
  const reportable = pictures.some((shown) => shown.onReport);
  const controls = [...(several ? [previous, next] : []), ...(reportable ? [report] : []), close];
  dialog.append(picture, status, ...controls);

  const wrap = (at: number) => (at + pictures.length) % pictures.length;
  const show = (at: number) => {
    index = wrap(at);
    const shown = pictures[index]!;
    picture.src = shown.src;
    picture.alt = shown.alt;
    dialog.setAttribute("aria-label", shown.alt);
    counter.textContent = format(texts.counter, { position: index + 1, count: pictures.length });
    caption.textContent = shown.caption ?? "";
    caption.hidden = !shown.caption;
    status.hidden = !several && !shown.caption;
    report.hidden = !shown.onReport;
    // The neighbours are likely next: fetch them while this one is looked at.
    if (several) for (const near of [wrap(index - 1), wrap(index + 1)]) new Image().src = pictures[near]!.src;
  };

  // Browsing is not closing: the other clicks (the picture, the dark around it, Close) close it.
  for (const [control, by] of [
    [previous, -1],
    [next, 1],
  ] as const) {
    control.addEventListener("click", (event) => {
      event.stopPropagation();
      show(index + by);
    });
  }

  // Reporting is not browsing: the overlay closes (focus back on the picture's button), then the report opens.
  report.addEventListener("click", (event) => {
    event.stopPropagation();
    const reported = pictures[index]!;
    finish();
    reported.onReport?.();
  });

  // The page stays still behind the picture: the wheel and touch moves are swallowed while it is open.
  const holdStill = (event: Event) => event.preventDefault();
  const onKey = (event: KeyboardEvent) => {
    if (several && (event.key === "ArrowLeft" || event.key === "ArrowRight")) {
      event.preventDefault();
      show(index + (event.key === "ArrowRight" ? 1 : -1));
    } else if (event.key === "Tab") {
      // Round its own buttons, instead of leaving for the browser's controls.
      event.preventDefault();
      const shown = controls.filter((control) => !control.hidden);
      const at = shown.indexOf(document.activeElement as HTMLButtonElement);
      shown[(at + (event.shiftKey ? -1 : 1) + shown.length) % shown.length]!.focus();
    }
  };
  let touchStart: { x: number; y: number } | null = null;
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const touch = event.changedTouches[0];
    if (!touchStart || !touch) return;
    const dx = touch.clientX - touchStart.x;
    const dy = touch.clientY - touchStart.y;
    touchStart = null;
    if (Math.abs(dx) < SWIPE_MIN || Math.abs(dx) <= Math.abs(dy)) return;
    // A swipe is not a tap: no click follows to close the overlay.
    event.preventDefault();
    show(index + (dx < 0 ? 1 : -1));
  };

  let closed = false;
  const finish = () => {
    if (closed) return;
    closed = true;
    window.removeEventListener("wheel", holdStill);
    window.removeEventListener("touchmove", holdStill);
    if (dialog.open) dialog.close();
    dialog.remove();
    (pictures[index]?.opener ?? opener)?.focus();
  };

  window.addEventListener("wheel", holdStill, { passive: false });
  window.addEventListener("touchmove", holdStill, { passive: false });
  dialog.addEventListener("keydown", onKey);
  if (several) {
    dialog.addEventListener("touchstart", onTouchStart, { passive: true });
    dialog.addEventListener("touchend", onTouchEnd);
  }
  dialog.addEventListener("click", finish);
  dialog.addEventListener("close", finish);
  show(index);
  document.body.append(dialog);
  dialog.showModal();
  close.focus();
  return finish;
}

/** "Report this picture", with a flag, at the top left (Close is at the top right). */
function reportButton(label: string): HTMLButtonElement {
  const element = document.createElement("button");
  element.type = "button";
  element.className = `${BUTTON} top-4 left-4 inline-flex items-center gap-1.5 px-3 text-sm`;
  element.dataset.reportPicture = "";
  element.innerHTML = icon("M4 15s1-1 4-1 5 2 8 2 4-1 4-1V3s-1 1-4 1-5-2-8-2-4 1-4 1zM4 22v-7", "h-4 w-4");
  element.append(label);
  return element;
}
