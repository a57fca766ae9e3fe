/**
 * A picture full screen, the one overlay of every picture (profile, gallery, admin review): a modal `<dialog>`,
 * which the browser puts above everything (the sticky header included) and makes the rest of the page inert. Focus
 * stays on its Close button and returns to the opener, the page does not scroll behind it, and any click or Escape
 * closes it. Returns what closes it.
 */
export function openPictureOverlay(src: string, alt: string): () => void {
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const dialog = document.createElement("dialog");
  dialog.className =
    "fixed inset-0 m-0 flex h-full max-h-none w-full max-w-none cursor-zoom-out items-center justify-center border-0 bg-black/90 p-4 backdrop:bg-black/90";
  dialog.setAttribute("aria-label", alt);
  dialog.dataset.imageOverlay = "";

  const picture = document.createElement("img");
  picture.src = src;
  picture.alt = alt;
  picture.className = "max-h-full max-w-full object-contain";

  const close = document.createElement("button");
  close.type = "button";
  close.setAttribute("aria-label", "Close");
  close.className =
    "absolute top-4 right-4 rounded-full bg-black/60 p-2 text-white hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";
  close.innerHTML =
    '<svg class="h-6 w-6" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" aria-hidden="true"><path d="M18 6 6 18M6 6l12 12"/></svg>';
  dialog.append(picture, close);

  // The page stays still behind the picture: the wheel and touch moves are swallowed while it is open.
  const holdStill = (event: Event) => event.preventDefault();
  // One focusable thing inside: Tab keeps to it instead of leaving for the browser's own controls.
  const keepFocus = (event: KeyboardEvent) => {
    if (event.key !== "Tab") return;
    event.preventDefault();
    close.focus();
  };

  let closed = false;
  const finish = () => {
    if (closed) return;
    closed = true;
    window.removeEventListener("wheel", holdStill);
    window.removeEventListener("touchmove", holdStill);
    dialog.removeEventListener("keydown", keepFocus);
    if (dialog.open) dialog.close();
    dialog.remove();
    opener?.focus();
  };

  window.addEventListener("wheel", holdStill, { passive: false });
  window.addEventListener("touchmove", holdStill, { passive: false });
  dialog.addEventListener("keydown", keepFocus);
  dialog.addEventListener("click", finish);
  dialog.addEventListener("close", finish);
  document.body.append(dialog);
  dialog.showModal();
  close.focus();
  return finish;
}

/** Opens the overlay from every `[data-open-picture]` button under `root`: its `data-src`, or the picture shown in it. */
export function wirePictureOpeners(root: ParentNode = document): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>("[data-open-picture]")) {
    button.addEventListener("click", () => {
      const shown = button.querySelector("img");
      const src = button.dataset.src ?? shown?.getAttribute("src");
      if (src) openPictureOverlay(src, button.dataset.alt ?? shown?.alt ?? "");
    });
  }
}
