import { ALERT_CITIES, ALERT_CITIES_KEY } from "./stored-cities.ts";
import { SHORTLIST_ALERTS } from "../../service-worker/shortlist-alerts.ts";

/**
 * Turning alerts about a city on or off in this browser (decision 0068): the push subscription is made with the
 * server's VAPID key and sent with the city, nothing else and without cookies; turning the last city off ends the
 * subscription in the browser too.
 */
export type AlertOutcome = "on" | "off" | "denied" | "unsupported" | "failed";

async function send(path: string, body: object): Promise<string[]> {
  const response = await fetch(path, {
    method: "POST",
    credentials: "omit",
    headers: { "content-type": "application/json", "x-locale": document.documentElement.lang },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(String(response.status));
  const { cities } = (await response.json()) as { cities: string[] };
  localStorage.setItem(ALERT_CITIES, JSON.stringify(cities));
  // The worker renews the subscription with them when the browser replaces it (sw.ts, pushsubscriptionchange).
  await (await caches.open(SHORTLIST_ALERTS.cache)).put(ALERT_CITIES_KEY, new Response(JSON.stringify(cities)));
  return cities;
}

/** The browser's worker, once ready: a browser that registered none in 10 s cannot receive alerts. */
export function readyWorker(): Promise<ServiceWorkerRegistration | undefined> {
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<undefined>((resolve) => setTimeout(resolve, 10_000, undefined)),
  ]);
}

export const canNotify = () => "serviceWorker" in navigator && "Notification" in window;

export async function changeCityAlert(city: string, on: boolean): Promise<AlertOutcome> {
  if (!canNotify() || !("PushManager" in window)) return "unsupported";
  try {
    const registration = await readyWorker();
    if (!registration) return "unsupported";
    let subscription = await registration.pushManager.getSubscription();
    if (!on) {
      if (!subscription) return "off";
      const cities = await send("/api/alerts/remove", { endpoint: subscription.endpoint, city });
      if (cities.length === 0) await subscription.unsubscribe();
      return "off";
    }
    if ((await Notification.requestPermission()) !== "granted") return "denied";
    if (!subscription) {
      const keyResponse = await fetch("/api/alerts/key", { credentials: "omit" });
      if (!keyResponse.ok) return "failed";
      const { publicKey } = (await keyResponse.json()) as { publicKey: string };
      const key = Uint8Array.from(atob(publicKey.replace(/-/g, "+").replace(/_/g, "/")), (char) => char.charCodeAt(0));
      subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    }
    await send("/api/alerts", { ...subscription.toJSON(), city });
    return "on";
  } catch {
    return "failed";
  }
}
