/**
 * The service worker (decision 0068), built by scripts/service-worker/integration.ts into /sw.js with each language's
 * texts (SW_TEXTS). It keeps the site's shell (the hashed files of /_astro/, the icons), the shortlist and the offline
 * page, and the public pages last seen, for use without a connection; it never keeps an answer of the API, the admin
 * panel, a signed-in page or one marked no-store or private, and leaves those requests to the browser untouched. It
 * shows the alerts the server pushes, and checks the Muses a visitor saved when she asked it to, in this browser only.
 */
import type { NewMuseAlert } from "../domain/alerts.ts";
import type { ServiceWorkerTexts } from "./texts.ts";
import { SHORTLIST_ALERTS, followedMuseChanges, type FollowedState } from "./shortlist-alerts.ts";
import { ALERT_CITIES_KEY } from "../components/alerts/stored-cities.ts";

declare const SW_TEXTS: Record<string, ServiceWorkerTexts>;
declare const SW_VERSION: string;
/** True in the worker `npm start`'s dev server bundles, whose pages load Vite's unbundled modules; false in the build. */
declare const SW_DEV_MODULES: boolean;

// The worker's own events, typed here: the project's TypeScript checks pages against the DOM library only.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  preloadResponse: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
}
interface PushEvent extends ExtendableEvent {
  data: { json(): unknown } | null;
}
interface PushSubscriptionChangeEvent extends ExtendableEvent {
  oldSubscription: PushSubscription | null;
  newSubscription: PushSubscription | null;
}
interface NotificationEvent extends ExtendableEvent {
  notification: Notification & { data?: { url?: string } };
}
interface WindowClient {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}
interface Worker {
  registration: ServiceWorkerRegistration & {
    navigationPreload?: { enable(): Promise<void> };
    showNotification(title: string, options: NotificationOptions & { data?: unknown }): Promise<void>;
  };
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: "window"; includeUncontrolled?: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<unknown>;
  };
  skipWaiting(): Promise<void>;
  location: Location;
  addEventListener(type: string, listener: (event: never) => void): void;
}
const worker = self as unknown as Worker;

const SHELL = `shell-${SW_VERSION}`;
const PAGES = "pages";
/** The pages last seen that are kept; the oldest goes first. */
const MAX_PAGES = 40;
const LOCALES = Object.keys(SW_TEXTS);

const prefixOf = (locale: string) => (locale === "en" ? "" : `/${locale}`);
function localeOf(path: string): string {
  const first = path.split("/")[1] ?? "";
  return first !== "en" && LOCALES.includes(first) ? first : "en";
}
const withoutLocale = (path: string) => path.slice(prefixOf(localeOf(path)).length) || "/";

/** Never kept, never answered by the worker: what only a signed-in person, an admin or the API answers. */
const PRIVATE =
  /^\/(api|admin|auth|account|messages|muse-dashboard|muse-onboarding|forgot-password|reset-password|welcome|editor)(\/|$)|^\/sw\.js$/;

/** Hashed files that never change, and the icons: kept at first use, answered from the cache. */
const SHELL_FILE = /^\/(_astro\/|icons\/|favicon\.svg$|fonts\/)/;

/**
 * A page kept for offline use: a public answer of this site that says nothing against being kept, and not the end of
 * a redirect (which the browser refuses as the answer to a navigation).
 */
function mayKeep(response: Response): boolean {
  const cacheControl = response.headers.get("cache-control") ?? "";
  return response.ok && response.type === "basic" && !response.redirected && !/no-store|private/.test(cacheControl);
}

/** The shell files a page or a script names: its styles and scripts, and the modules those import. */
const SHELL_NAMES = /\/_astro\/[\w.@-]+\.(?:css|js)|["'`]\.\/[\w.@-]+\.js/g;
/**
 * Under `npm start`, the modules the dev server serves unbundled, named by quoted absolute paths (their `?v=` and
 * `?import` queries included): the page's own, its islands', the dependencies Vite prebundles and its client.
 */
const DEV_MODULE = /^\/(?:src|node_modules|@id|@fs|@vite)\//;
const DEV_MODULE_NAMES = /(?<=["'`])\/(?:src|node_modules|@id|@fs|@vite)\/[^"'`\s]+(?=["'`])/g;
const shellNames = (text: string) => [
  ...(text.match(SHELL_NAMES) ?? []).map((name) => (name.startsWith("/") ? name : `/_astro/${name.slice(3)}`)),
  ...(SW_DEV_MODULES ? (text.match(DEV_MODULE_NAMES) ?? []) : []),
];
const isScript = (name: string, file: Response) =>
  name.endsWith(".js") || (SW_DEV_MODULES && /javascript/.test(file.headers.get("content-type") ?? ""));

/** A page with every shell file it needs (styles, scripts and their imports), so it works offline as it did online. */
async function keepWithShell(path: string): Promise<void> {
  const response = await fetch(path, { credentials: "omit" });
  if (!mayKeep(response)) return;
  const shell = await caches.open(SHELL);
  const seen = new Set<string>();
  const keep = async (names: string[]): Promise<void> => {
    const fresh = names.filter((name) => !seen.has(name));
    fresh.forEach((name) => seen.add(name));
    await Promise.all(
      fresh.map(async (name) => {
        const file = (await shell.match(name)) ?? (await fetch(name));
        if (!file.ok) return;
        await shell.put(name, file.clone());
        if (isScript(name, file)) await keep(shellNames(await file.text()));
      }),
    );
  };
  await keep(shellNames(await response.clone().text()));
  await shell.put(path, response);
}

async function remember(request: Request, response: Response): Promise<void> {
  const pages = await caches.open(PAGES);
  await pages.put(request, response);
  const keys = await pages.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_PAGES)).map((key) => pages.delete(key)));
}

/** The visitor's language, as the last page she opened said: the alerts are written in it. */
const STATE = SHORTLIST_ALERTS.cache;
async function readState<T>(key: string, fallback: T): Promise<T> {
  const stored = await (await caches.open(STATE)).match(key);
  return stored ? ((await stored.json()) as T) : fallback;
}
async function writeState(key: string, value: unknown): Promise<void> {
  await (await caches.open(STATE)).put(key, new Response(JSON.stringify(value)));
}

worker.addEventListener("install", (event: ExtendableEvent) => {
  event.waitUntil(
    (async () => {
      // The offline page in every language; the shortlist of the languages of the pages open now.
      const windows = await worker.clients.matchAll({ type: "window", includeUncontrolled: true });
      const locales = new Set(windows.map((client) => localeOf(new URL(client.url).pathname)));
      if (locales.size === 0) locales.add("en");
      const pages = [...LOCALES.map((locale) => `${prefixOf(locale)}/offline`)];
      for (const locale of locales) pages.push(`${prefixOf(locale)}/shortlist`);
      await Promise.all(pages.map(keepWithShell));
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener("activate", (event: ExtendableEvent) => {
  event.waitUntil(
    (async () => {
      await worker.registration.navigationPreload?.enable();
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name.startsWith("shell-") && name !== SHELL).map((name) => caches.delete(name)),
      );
      await worker.clients.claim();
    })(),
  );
});

/** Network first; without a connection the page as last seen, else the offline page in the page's language. */
async function networkFirst(event: FetchEvent, path: string): Promise<Response> {
  const { request } = event;
  try {
    const response = (await event.preloadResponse) ?? (await fetch(request));
    if (mayKeep(response)) {
      const kept = response.clone();
      event.waitUntil(remember(request, kept));
      if (request.mode === "navigate") event.waitUntil(writeState("locale", localeOf(path)));
    }
    return response;
  } catch (error) {
    const kept =
      (await caches.match(request, { ignoreVary: true })) ?? (await caches.match(path, { ignoreSearch: true }));
    if (kept) return kept;
    if (request.mode !== "navigate") throw error;
    return (await caches.match(`${prefixOf(localeOf(path))}/offline`)) ?? Response.error();
  }
}

async function shellFirst(request: Request): Promise<Response> {
  // A deploy's files are named by their hash; the query Netlify adds (`?dpl=`) changes nothing.
  const kept = await caches.match(request, { ignoreSearch: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    await (await caches.open(SHELL)).put(request, copy);
  }
  return response;
}

async function devModule(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const kept = await caches.match(request, { ignoreVary: true });
    if (kept) return kept;
    throw error;
  }
}

worker.addEventListener("fetch", (event: FetchEvent) => {
  const url = new URL(event.request.url);
  if (event.request.method !== "GET" || url.origin !== worker.location.origin) return;
  if (PRIVATE.test(withoutLocale(url.pathname))) return;
  if (SHELL_FILE.test(url.pathname)) return event.respondWith(shellFirst(event.request));
  // A dev module changes with every edit: from the network, and from the shell only without a connection.
  if (SW_DEV_MODULES && DEV_MODULE.test(url.pathname)) return event.respondWith(devModule(event.request));
  const accept = event.request.headers.get("accept") ?? "";
  // Pages, and the parts of pages their scripts fetch (the shortlist's cards, a city's row of Muses).
  if (event.request.mode === "navigate" || accept.includes("text/html") || url.pathname.endsWith("/results")) {
    event.respondWith(networkFirst(event, url.pathname));
  }
  if (event.request.mode === "navigate") event.waitUntil(checkShortlistNow().catch(() => undefined));
});

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (blank, name: string) => values[name] ?? blank);

async function textsNow(): Promise<{ locale: string; texts: ServiceWorkerTexts }> {
  const locale = await readState("locale", "en");
  return { locale, texts: SW_TEXTS[locale] ?? SW_TEXTS.en! };
}

async function showNewMuse(alert: NewMuseAlert): Promise<void> {
  const { locale, texts } = await textsNow();
  const city = texts.cities[alert.city] ?? alert.city;
  await worker.registration.showNotification(fill(texts.newMuseTitle, { city }), {
    body: fill(texts.newMuseBody, { city }),
    icon: "/icons/icon-192.png",
    tag: `new-muse-${alert.city}`,
    data: { url: `${prefixOf(locale)}/directory?city=${encodeURIComponent(alert.city)}` },
  });
}

/** The saved Muses' public profiles, compared with the last check: a notification for each who became available or
 * planned a visit. The handles never leave this browser but as the public profile addresses they name. */
async function checkShortlist(): Promise<void> {
  const handles = await readState<string[]>(SHORTLIST_ALERTS.handlesKey, []);
  if (handles.length === 0) return;
  const before = await readState<FollowedState>(SHORTLIST_ALERTS.stateKey, {});
  const { locale, texts } = await textsNow();
  // A visit's days are calendar days: the same date wherever the visitor is.
  const day = (date: string) =>
    new Intl.DateTimeFormat(texts.tag, { day: "numeric", month: "long", timeZone: "UTC" }).format(new Date(date));
  const { state, changes } = await followedMuseChanges(handles, before, (handle) =>
    fetch(`/api/muses/${encodeURIComponent(handle)}`, { credentials: "omit" }),
  );
  await writeState(SHORTLIST_ALERTS.stateKey, state);
  for (const change of changes) {
    const city = change.visit ? (texts.cities[change.visit.city] ?? change.visit.city) : "";
    await worker.registration.showNotification(
      change.visit
        ? fill(texts.visitingTitle, { handle: change.handle, city })
        : fill(texts.availableTitle, { handle: change.handle }),
      {
        body: change.visit
          ? fill(texts.visitingBody, { from: day(change.visit.starts_on), to: day(change.visit.ends_on) })
          : texts.availableBody,
        icon: "/icons/icon-192.png",
        tag: `muse-${change.handle}`,
        data: { url: `${prefixOf(locale)}/muse/${encodeURIComponent(change.handle)}` },
      },
    );
  }
}

/** A page of the site opened: the saved Muses are checked too, at most every few hours. */
async function checkShortlistNow(): Promise<void> {
  const last = await readState("shortlist-alerts/checked", 0);
  if (Date.now() - last < SHORTLIST_ALERTS.minIntervalMs) return;
  await writeState("shortlist-alerts/checked", Date.now());
  await checkShortlist();
}

worker.addEventListener("push", (event: PushEvent) => {
  let alert: NewMuseAlert | undefined;
  try {
    alert = event.data?.json() as NewMuseAlert;
  } catch {
    return;
  }
  const shown = alert?.kind === "new-muse" ? showNewMuse(alert) : Promise.resolve();
  // Each push is also a moment to check the saved Muses.
  event.waitUntil(Promise.all([shown, checkShortlist().catch(() => undefined)]));
});

worker.addEventListener("periodicsync", (event: ExtendableEvent & { tag: string }) => {
  if (event.tag === SHORTLIST_ALERTS.syncTag) event.waitUntil(checkShortlist());
});

/**
 * The browser replaced the subscription (it expired, or the push service rotated it): the cities go on with the new
 * one, and the old one is dropped on the server.
 */
async function renewSubscription(event: PushSubscriptionChangeEvent): Promise<void> {
  const cities = await readState<string[]>(ALERT_CITIES_KEY, []);
  const send = (path: string, body: object) =>
    fetch(path, {
      method: "POST",
      credentials: "omit",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const fresh =
    event.newSubscription ??
    (event.oldSubscription && cities.length
      ? await worker.registration.pushManager.subscribe(event.oldSubscription.options)
      : null);
  if (fresh) for (const city of cities) await send("/api/alerts", { ...fresh.toJSON(), city });
  const old = event.oldSubscription?.endpoint;
  if (old && old !== fresh?.endpoint) await send("/api/alerts/remove", { endpoint: old });
}

worker.addEventListener("pushsubscriptionchange", (event: PushSubscriptionChangeEvent) => {
  event.waitUntil(renewSubscription(event));
});

worker.addEventListener("notificationclick", (event: NotificationEvent) => {
  event.notification.close();
  const url = event.notification.data?.url ?? "/";
  event.waitUntil(worker.clients.openWindow(url));
});
