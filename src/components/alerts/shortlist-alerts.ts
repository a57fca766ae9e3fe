import { SHORTLIST_ALERTS } from "../../service-worker/shortlist-alerts.ts";
import { onShortlistChange, readShortlist } from "../../lib/shortlist.ts";

/**
 * The shortlist's "Tell me when she is available or visiting" (decision 0068). While it is on, the page hands the saved
 * handles to the service worker through the Cache Storage they share (never to the server); the worker checks the
 * Muses' public profiles on a periodic sync where the browser offers one, on each push, and now and then when a page
 * of the site is opened.
 */
const SWITCH = "solemuse-shortlist-alerts";

async function handHandles(handles: string[] | null): Promise<void> {
  const cache = await caches.open(SHORTLIST_ALERTS.cache);
  if (handles) await cache.put(SHORTLIST_ALERTS.handlesKey, new Response(JSON.stringify(handles)));
  else await cache.delete(SHORTLIST_ALERTS.handlesKey);
}
const savedHandles = () => readShortlist().map((entry) => entry.handle);

export function wireShortlistAlerts(): void {
  const root = document.querySelector<HTMLElement>("[data-shortlist-alerts]");
  if (!root) return;
  if (!("caches" in window)) return void (root.hidden = true);
  const button = root.querySelector("button")!;
  const status = root.querySelector<HTMLElement>("[data-alert-status]")!;
  const texts = root.dataset;
  const isOn = () => localStorage.getItem(SWITCH) === "on";
  const show = () => {
    button.setAttribute("aria-pressed", String(isOn()));
    button.textContent = (isOn() ? texts.turnOff : texts.turnOn) ?? "";
  };
  show();
  if (isOn()) void handHandles(savedHandles());
  onShortlistChange(() => isOn() && void handHandles(savedHandles()));
  button.addEventListener("click", async () => {
    button.disabled = true;
    const { canNotify, readyWorker } = await import("./city-alerts.ts");
    let outcome: string | undefined = "off";
    if (isOn()) {
      localStorage.removeItem(SWITCH);
      await handHandles(null);
    } else if (!canNotify()) outcome = "unsupported";
    else if ((await Notification.requestPermission()) !== "granted") outcome = "denied";
    else {
      const registration = (await readyWorker()) as
        | (ServiceWorkerRegistration & { periodicSync?: { register(tag: string, options: object): Promise<void> } })
        | undefined;
      outcome = registration ? "on" : "unsupported";
      if (registration) {
        localStorage.setItem(SWITCH, "on");
        await handHandles(savedHandles());
        await registration.periodicSync
          ?.register(SHORTLIST_ALERTS.syncTag, { minInterval: SHORTLIST_ALERTS.minIntervalMs })
          .catch(() => undefined);
      }
    }
    status.textContent = texts[outcome] ?? "";
    button.disabled = false;
    show();
  });
}
