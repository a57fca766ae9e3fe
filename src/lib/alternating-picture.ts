import { IMAGE_ALTERNATION_MS } from "../domain/options.ts";

/**
 * A Muse's two pictures in one frame (`[data-alternating]`, drawn by src/components/profile/AlternatingPicture.astro
 * on the directory cards and the profile page): with both, it alternates every 2 s and pauses while the pointer is
 * over it (SPEC §4). It alternates only between pictures that have loaded: swapping the src of a picture still downloading
 * cancels it, so on a slow phone no picture would ever show. The second picture is fetched once the first is shown,
 * from its `srcset` when the frame gives one (`data-srcsets`), as the browser picks for the shown one. Returns what
 * stops it.
 */
export function alternate(frame: HTMLElement): () => void {
  const image = frame.querySelector("img");
  const pictures = JSON.parse(frame.dataset.pictures ?? "[]") as string[];
  const srcsets = JSON.parse(frame.dataset.srcsets ?? "[]") as string[];
  if (!image || pictures.length < 2 || frame.dataset.alternating === "started") return () => undefined;
  frame.dataset.alternating = "started";

  const loaded = new Set<string>();
  const loaders: HTMLImageElement[] = [];
  let index = 0;
  let paused = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  const stopTimer = () => {
    clearInterval(timer);
    timer = undefined;
  };
  const startTimer = () => {
    if (timer !== undefined || paused || loaded.size < pictures.length) return;
    timer = setInterval(() => {
      index = (index + 1) % pictures.length;
      if (srcsets.length > 0) image.srcset = srcsets[index] ?? "";
      image.src = pictures[index]!;
    }, IMAGE_ALTERNATION_MS);
  };
  const markLoaded = (url: string) => {
    loaded.add(url);
    startTimer();
  };
  // Once the shown picture is in, fetch the others in the background.
  const shownLoaded = () => {
    markLoaded(pictures[0]!);
    for (let i = 1; i < pictures.length; i += 1) {
      const url = pictures[i]!;
      const loader = new Image();
      loader.onload = () => markLoaded(url);
      if (srcsets[i]) Object.assign(loader, { sizes: image.sizes, srcset: srcsets[i] });
      loader.src = url;
      loaders.push(loader);
    }
  };
  if (image.complete && image.naturalWidth > 0) shownLoaded();
  else image.addEventListener("load", shownLoaded, { once: true });

  const pause = () => {
    paused = true;
    frame.dataset.paused = "true";
    stopTimer();
  };
  const resume = () => {
    paused = false;
    frame.dataset.paused = "false";
    startTimer();
  };
  frame.addEventListener("mouseenter", pause);
  frame.addEventListener("mouseleave", resume);

  return () => {
    stopTimer();
    image.removeEventListener("load", shownLoaded);
    frame.removeEventListener("mouseenter", pause);
    frame.removeEventListener("mouseleave", resume);
    for (const loader of loaders) loader.onload = null;
    frame.dataset.alternating = "";
  };
}

/** Starts every frame under `root` that has not started yet: the page's, and those a later answer adds. */
export function alternateAll(root: ParentNode = document): void {
  for (const frame of root.querySelectorAll<HTMLElement>("[data-alternating]")) alternate(frame);
}
