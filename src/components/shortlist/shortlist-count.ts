import { format } from "../../i18n/texts.ts";
import { onShortlistChange, readShortlist } from "../../lib/shortlist.ts";

/** The header's count of saved Muses (ShortlistLink.astro), kept current as the list changes here or in another tab. */
export function showShortlistCount(): void {
  const show = () => {
    const count = readShortlist().length;
    for (const link of document.querySelectorAll<HTMLElement>("[data-shortlist-link]")) {
      link.setAttribute("aria-label", format(link.dataset.shortlistLink ?? "", { count }));
      const badge = link.querySelector<HTMLElement>("[data-shortlist-count]");
      if (!badge) continue;
      badge.textContent = String(count);
      badge.hidden = count === 0;
    }
  };
  show();
  onShortlistChange(show);
}
