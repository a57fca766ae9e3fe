/**
 * Every page's share of the installable site (decision 0068), kept small: public pages stay within 10 KB of script.
 * It registers the service worker, counts the days the site was opened on, and keeps the browser's own install
 * prompt back: on a later day than the first, once at most, the page offers installing quietly (its card is
 * OfflineSupport.astro's).
 */
const VISITS = "solemuse-visits";

/** The days this browser opened the site, this one included; 0 once the offer was made (or storage is blocked). */
function visitDays(): number {
  try {
    const today = new Date().toDateString();
    const [count, day] = (localStorage.getItem(VISITS) ?? "0").split("|");
    const days = Number(count) + (day === today ? 0 : 1);
    if (days) localStorage.setItem(VISITS, `${days}|${today}`);
    return days || 0;
  } catch {
    return 0;
  }
}

export function startOfflineSupport(): void {
  void navigator.serviceWorker?.register("/sw.js");
  const days = visitDays();
  addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    if (days > 1) offerInstall(event as Event & { prompt(): Promise<unknown> });
  });
}

/** The one quiet offer: shown once, never again whatever the answer. */
function offerInstall(event: Event & { prompt(): Promise<unknown> }): void {
  const offer = document.querySelector<HTMLElement>("[data-install-offer]");
  if (!offer) return;
  localStorage.setItem(VISITS, "offered");
  offer.hidden = false;
  offer.onclick = ({ target }) => {
    const button = (target as Element).closest("button");
    if (!button) return;
    offer.hidden = true;
    if (button.hasAttribute("data-install-accept")) void event.prompt();
  };
}
