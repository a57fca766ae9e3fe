/**
 * Every page's share of the installable site (decision 0068), kept small: public pages stay within 10 KB of script.
 * It registers the service worker, counts the days the site was opened on, and keeps the browser's own install
 * prompt back: on a later day than the first, once at most, the page offers installing quietly (install-offer.ts,
 * loaded only then).
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
    if (days > 1) void import("./install-offer.ts").then(({ offerInstall }) => offerInstall(event, VISITS));
  });
}
