import type { BeaconEvent } from "../domain/statistics.ts";

/**
 * Tells the server that a Muse's profile was viewed, or one of her buttons clicked (decision 0067): her handle and
 * the event, nothing else. Sent without cookies (`credentials: "omit"`; `navigator.sendBeacon` would send them) and
 * with `keepalive`, so a click that leaves the page is still counted. A failure is nobody's business: no retry, no
 * message.
 */
function countForMuse(handle: string, event: BeaconEvent): void {
  fetch("/api/statistics", {
    method: "POST",
    credentials: "omit",
    keepalive: true,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ handle, event }),
  }).catch(() => undefined);
}

/**
 * A page's counts, wired once where hearts are (ShortlistHearts.astro: every page with cards or a profile), so they
 * cost no script of their own. A profile (`data-statistics`, her handle) counts a view when it opens. A click on
 * anything naming an event (`data-count`) counts it: each contact option and "Send a Message" for the profile around
 * it, a heart for its Muse when it adds her (seen before the heart's own listener toggles it: capture).
 */
export function wireStatistics(): void {
  const profile = document.querySelector<HTMLElement>("[data-statistics]")?.dataset.statistics;
  if (profile) countForMuse(profile, "view");
  document.addEventListener(
    "click",
    ({ target }) => {
      const button = (target as Element).closest?.<HTMLElement>("[data-count]");
      const handle = button?.dataset.shortlistToggle ?? profile;
      if (button && handle && button.ariaPressed !== "true") countForMuse(handle, button.dataset.count as BeaconEvent);
    },
    true,
  );
}
