/** The one quiet offer to install the site (decision 0068): shown once, never again whatever the answer. */
export function offerInstall(event: Event, visitsKey: string): void {
  const offer = document.querySelector<HTMLElement>("[data-install-offer]");
  if (!offer) return;
  localStorage.setItem(visitsKey, "offered");
  offer.hidden = false;
  offer.addEventListener("click", ({ target }) => {
    const button = (target as Element).closest("button");
    if (!button) return;
    offer.hidden = true;
    if (button.hasAttribute("data-install-accept")) void (event as Event & { prompt(): Promise<unknown> }).prompt();
  });
}
