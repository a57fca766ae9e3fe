import { gzipSync } from "node:zlib";
import { chromium, type Browser, type BrowserContext } from "playwright-core";
import { chromiumPath } from "../lib/chromium.ts";
import { APP_PAGE_BUDGET_BYTES, BUDGET_BYTES, REACT_MARKERS, formatBytes, table } from "./js-size.ts";
import { E2E_ADMIN } from "../../tests/e2e/support/env.ts";
import { startServer, type BenchServer } from "./server.ts";

/**
 * `node scripts/bench/island-pages.ts`: on the production build served like Netlify serves it (scripts/serve.ts
 * on a fresh, seeded database), the JavaScript each interactive page loads, gzipped, and the directory's time to
 * first card in Chromium (median of cold page loads). /directory, /muse/{handle}, /contact, /transparency, /shortlist and /blog/{slug} are held
 * to the static pages' goal: no React and at most 10 KB gzipped; the React pages to at most 100 KB each (what a
 * form or dialog fetches when first used comes later and is not counted). BENCH_BASE_URL measures a server already running
 * (its admin must be the e2e admin of tests/e2e/support/env.ts).
 */

const PORT = 8897;
const CARD_RUNS = 9;

interface Page {
  route: string;
  /** Who opens it: the admin pages and the dashboard are measured as they render for a signed-in account. */
  as: "visitor" | "admin";
  /** A page whose interactivity is a small script: no React, within the static pages' budget. */
  light?: true;
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Every route with an island, with a real handle, slug and application id from the running site. */
async function islandPages(baseUrl: string, admin: BrowserContext): Promise<Page[]> {
  const { muses } = await json<{ muses: { handle: string }[] }>(`${baseUrl}/api/muses`);
  const { articles } = await json<{ articles: { slug: string }[] }>(`${baseUrl}/api/articles`);
  const applications = (await (await admin.request.get(`${baseUrl}/api/applications`)).json()) as {
    applications: { id: string }[];
  };
  const muse = muses[0]!.handle;
  const pages = (as: Page["as"], routes: string[], light?: true): Page[] =>
    routes.map((route) => (light ? { route, as, light } : { route, as }));
  return [
    // The visitor's shortlist: a small script renders the saved Muses' cards (decision 0055).
    ...pages("visitor", ["/directory", `/muse/${muse}`, "/contact", "/transparency", "/shortlist"], true),
    ...pages("visitor", ["/muse-onboarding", "/auth", "/forgot-password", "/reset-password"]),
    ...pages("admin", ["/account", "/muse-dashboard", "/messages"]),
    ...pages("visitor", ["/blog"]),
    ...pages("visitor", [`/blog/${articles[0]!.slug}`], true),
    // The same islands in other languages (issue 31): their texts come as props, the budgets are the same.
    ...pages("visitor", ["/de/directory", `/fr/muse/${muse}`, "/pl/contact", "/nl/shortlist"], true),
    ...pages("visitor", ["/de/muse-onboarding", "/fr/auth"]),
    ...pages("admin", ["/nl/account", "/de/muse-dashboard", "/fr/messages"]),
    ...pages("visitor", ["/admin"]),
    ...pages(
      "admin",
      [
        "dashboard",
        "applications",
        `applications/${applications.applications[0]!.id}`,
        "contacts",
        "reports",
        "changes",
        "verifications",
        "appeals",
        "blog",
      ].map((page) => `/admin/${page}`),
    ),
  ];
}

/** The scripts a page loads once it has settled: files it fetched and inline scripts, each gzipped. */
async function scriptWeight(
  context: BrowserContext,
  url: string,
): Promise<{ files: number; bytes: number; loadsReact: boolean }> {
  const page = await context.newPage();
  const bodies = new Map<string, Promise<Buffer>>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script" && !bodies.has(response.url()))
      bodies.set(response.url(), response.body());
  });
  await page.goto(url, { waitUntil: "load" });
  // Islands and their lazy chunks load after the load event; a page that keeps polling still gets measured.
  await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => undefined);
  const inline = await page.evaluate(() =>
    // Data blocks (JSON-LD, the page's api area as application/json) are no code: only scripts the browser runs count.
    [...document.scripts]
      .filter((script) => !script.src && ["", "module", "text/javascript"].includes(script.type))
      .map((s) => s.text),
  );
  let bytes = 0;
  let loadsReact = false;
  for (const code of [...(await Promise.all(bodies.values())).map(String), ...inline]) {
    if (!code.trim()) continue;
    bytes += gzipSync(code, { level: 9 }).length;
    if (REACT_MARKERS.test(code)) loadsReact = true;
  }
  await page.close();
  return { files: bodies.size, bytes, loadsReact };
}

/** Milliseconds from navigation start to the first Muse card in the document, to first paint and to the response. */
async function directoryTimings(browser: Browser, baseUrl: string) {
  const runs: { card: number; paint: number; response: number }[] = [];
  for (let run = 0; run <= CARD_RUNS; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => {
      const timing = window as unknown as { __firstCard?: number };
      new MutationObserver((_, observer) => {
        if (document.querySelector("[data-muse-card]")) {
          timing.__firstCard = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${baseUrl}/directory`, { waitUntil: "load" });
    await page.waitForSelector("[data-muse-card]");
    const timings = await page.evaluate(() => {
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      const paint = performance.getEntriesByName("first-contentful-paint")[0];
      return {
        card: (window as unknown as { __firstCard: number }).__firstCard,
        paint: paint?.startTime ?? Number.NaN,
        response: navigation.responseEnd,
      };
    });
    await context.close();
    if (run > 0) runs.push(timings); // the first load wakes the server function
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return {
    card: median(runs.map((run) => run.card)),
    paint: median(runs.map((run) => run.paint)),
    response: median(runs.map((run) => run.response)),
  };
}

/** Prints the table; false when a light page loads React or a page exceeds its budget. */
export async function run(site?: BenchServer): Promise<boolean> {
  const server = site ?? (await startServer(PORT));
  const { baseUrl } = server;
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const visitor = await browser.newContext({ baseURL: baseUrl });
    const admin = await browser.newContext({ baseURL: baseUrl });
    // Only the site's own files count (and there is no network beyond it: an article's foreign image would hang).
    for (const context of [visitor, admin])
      await context.route(
        (url) => url.origin !== new URL(baseUrl).origin,
        (route) => route.abort(),
      );
    const signIn = await admin.request.post(`${baseUrl}/api/auth/signin`, {
      data: E2E_ADMIN,
      headers: { Origin: baseUrl },
    });
    if (!signIn.ok()) throw new Error(`Admin sign-in answered ${signIn.status()}`);

    const rows = [["Page", "Script files", "JS gzipped", "Goal", "Result"]];
    let ok = true;
    for (const page of await islandPages(baseUrl, admin)) {
      const { files, bytes, loadsReact } = await scriptWeight(
        page.as === "admin" ? admin : visitor,
        `${baseUrl}${page.route}`,
      );
      const budget = page.light ? BUDGET_BYTES : APP_PAGE_BUDGET_BYTES;
      const failures = [
        ...(page.light && loadsReact ? ["loads React"] : []),
        ...(bytes > budget ? [`over ${formatBytes(budget)}`] : []),
      ];
      if (failures.length > 0) ok = false;
      rows.push([
        `${page.route}${page.as === "admin" ? " (signed in)" : ""}`,
        String(files),
        formatBytes(bytes),
        page.light ? `≤ ${formatBytes(budget)}, no React` : `≤ ${formatBytes(budget)}`,
        failures.length > 0 ? `FAIL: ${failures.join(", ")}` : "ok",
      ]);
    }
    for (const line of table(rows)) console.log(line);

    const timing = await directoryTimings(browser, baseUrl);
    console.log(`\nDirectory, median of ${CARD_RUNS} cold loads in Chromium (ms from navigation start):`);
    console.log(
      `  response end ${timing.response.toFixed(0)}, first card in the document ${timing.card.toFixed(0)}, first contentful paint ${timing.paint.toFixed(0)}`,
    );
    console.log(
      `  first card / response end: ${(timing.card / timing.response).toFixed(2)}x (1.00x: the cards arrive with the HTML)`,
    );
    return ok;
  } finally {
    await browser.close();
    if (!site) server.stop();
  }
}

if (import.meta.main) process.exit((await run()) ? 0 : 1);
