/** What the overlay says, in the page's language: the catalogue's `profile.overlay` (the admin panel's is English). */
export interface OverlayTexts {
  close: string;
  previous: string;
  next: string;
  /** "{position} of {count}" */
  counter: string;
  report: string;
}

/** One picture the overlay shows: its address, its text alternative, and the caption visitors read under it. */
export interface OverlayPicture {
  src: string;
  alt: string;
  caption?: string | null;
  /** Where focus goes back when the overlay closes on this picture (default: what opened the overlay). */
  opener?: HTMLElement;
  /** Reports this picture: the overlay then shows "Report this picture", which closes it and calls this. */
  onReport?: () => void;
}

/** A picture of a reportable gallery (`[data-reportable]` in a `[data-picture-set]`), as "Report this picture" hands it on. */
export interface ReportablePicture {
  /** The picture's address as the gallery stores it (what a notice names). */
  src: string;
  /** The small version the gallery shows. */
  thumbnail: string;
  /** Its place in the gallery, from 1. */
  position: number;
  /** The gallery's button of this picture, where focus goes back. */
  opener: HTMLElement;
}

/** What a `[data-open-picture]` button opens: its `data-src`, `data-alt` and `data-caption`, or the picture in it. */
function pictureOf(button: HTMLElement): OverlayPicture {
  const shown = button.querySelector("img");
  return {
    src: button.dataset.src ?? shown?.getAttribute("src") ?? "",
    alt: button.dataset.alt ?? shown?.alt ?? "",
    caption: button.dataset.caption,
    opener: button,
  };
}

export interface PictureOpenerOptions {
  /** Given, the pictures of a `[data-reportable]` gallery show "Report this picture", which calls it. */
  reportPicture?: (picture: ReportablePicture) => void;
  /** The overlay's words in the page's language. */
  texts: OverlayTexts;
}

/**
 * Opens the overlay (src/lib/picture-overlay-dialog.ts) from every `[data-open-picture]` button under `root`; the buttons of one `[data-picture-set]`
 * (a profile's main photo and gallery) open together, at the one clicked. A button in an alternating frame (the main
 * photo) stands for each of the frame's pictures in turn and opens at its first.
 */
export function wirePictureOpeners(root: ParentNode, { reportPicture, texts }: PictureOpenerOptions): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>("[data-open-picture]")) {
    button.addEventListener("click", () => {
      const set = button.closest("[data-picture-set]");
      const buttons = set ? [...set.querySelectorAll<HTMLButtonElement>("[data-open-picture]")] : [button];
      let position = 0;
      const pictures = buttons
        .flatMap((opener): OverlayPicture[] => {
          const shown = pictureOf(opener);
          const frame = opener.closest<HTMLElement>("[data-alternating]");
          if (frame) return (JSON.parse(frame.dataset.pictures!) as string[]).map((src) => ({ ...shown, src }));
          if (!reportPicture || !opener.closest("[data-reportable]")) return [shown];
          const thumbnail = opener.querySelector("img")?.getAttribute("src") ?? shown.src;
          const reported = { src: shown.src, thumbnail, position: ++position, opener };
          return [{ ...shown, onReport: () => reportPicture(reported) }];
        })
        .filter((shown) => shown.src !== "");
      const at = pictures.findIndex((shown) => shown.opener === button);
      // The overlay's code loads with the first picture opened: the page carries only these openers before.
      if (at >= 0)
        void import("./picture-overlay-dialog.ts").then((overlay) => overlay.openPictureOverlay(pictures, at, texts));
    });
  }
}
