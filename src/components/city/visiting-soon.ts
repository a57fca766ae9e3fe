import { fetchFragment } from "../../lib/fragment.ts";

/**
 * Fills a city page's "Visiting soon" row: the page is pre-rendered, the row is not (who visits changes with the
 * day), so the page names the row's address (`data-visiting-soon`: /de/city/{slug}/visiting-soon) and this fetches
 * the server's HTML into it. The row is extra: should it fail, the page stays whole without it.
 */
export async function showVisitingSoon(): Promise<void> {
  const slot = document.querySelector<HTMLElement>("[data-visiting-soon]");
  const address = slot?.dataset.visitingSoon;
  if (!slot || !address) return;
  try {
    slot.replaceChildren(await fetchFragment(address, { signal: AbortSignal.timeout(10_000) }));
  } catch (error) {
    console.error("Visiting soon load failed", error);
  }
}
