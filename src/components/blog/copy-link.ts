import { showToast } from "../../lib/toasts.ts";

/** Wires an article's Copy Link button (src/components/blog/ShareButtons.astro): the address to the clipboard. */
export function wireCopyLink(): void {
  const button = document.querySelector<HTMLButtonElement>("[data-share-copy]");
  if (!button) return;
  const { url, copied, copyFailed } = button.dataset;
  button.addEventListener("click", async () => {
    try {
      await navigator.clipboard.writeText(url!);
      showToast("success", { title: copied! });
    } catch (error) {
      console.error("Error copying link", error);
      showToast("error", { title: copyFailed! });
    }
  });
  button.disabled = false;
}
