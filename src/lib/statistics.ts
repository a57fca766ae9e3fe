import type { BeaconEvent } from "../domain/statistics.ts";

/**
 * Tells the server that a Muse's profile was viewed, or one of her buttons clicked (decision 0067): her handle and
 * the event, nothing else. Sent without cookies (`credentials: "omit"`; `navigator.sendBeacon` would send them) and
 * with `keepalive`, so a click that leaves the page is still counted. A failure is nobody's business: no retry, no
 * message.
 */
export function countForMuse(handle: string, event: BeaconEvent): void {
  fetch("/api/statistics", {
    method: "POST",
    credentials: "omit",
    keepalive: true,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ handle, event }),
  }).catch(() => undefined);
}

/**
 * A profile page's statistics: one view when it opens, and a click on each contact option and on "Send a Message"
 * (`data-contact-option`, `data-send-message`).
 */
export function countProfile(handle: string): void {
  countForMuse(handle, "view");
  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const contact = target?.closest<HTMLElement>("[data-contact-option]")?.dataset.contactOption;
    // The options are named as visitors read them ("WhatsApp", "Call"); the events in lower case.
    if (contact) countForMuse(handle, contact.toLowerCase() as BeaconEvent);
    else if (target?.closest("[data-send-message]")) countForMuse(handle, "send_message");
  });
}
