/**
 * The one quiet offer to install the site (decision 0068), on the home page and the shortlist: the days this browser
 * opened them are counted, and on a day later than the first, when the browser says it can install the site, the card
 * (InstallOffer.astro) is shown, once, never again whatever the answer. Every page holds the browser's own prompt
 * back (OfflineSupport.astro): no nag.
 */
const VISITS = "solemuse-visits";

/** The days this browser opened a page with the offer, this one included; 0 once the offer was made. */
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

export function offerInstallOnReturn(): void {
  const offer = document.querySelector<HTMLElement>("[data-install-offer]");
  if (!offer || visitDays() < 2) return;
  addEventListener("beforeinstallprompt", (event) => {
    localStorage.setItem(VISITS, "offered");
    offer.hidden = false;
    offer.onclick = ({ target }) => {
      const button = (target as Element).closest("button");
      if (!button) return;
      offer.hidden = true;
      if (button.hasAttribute("data-install-accept")) void (event as Event & { prompt(): Promise<unknown> }).prompt();
    };
  });
}
