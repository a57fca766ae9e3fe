import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromium, type BrowserContext } from "@playwright/test";
import sharp from "sharp";
import { testBrowserPath } from "./lib/chromium.ts";
import { PROJECT_ROOT } from "./lib/local-db.ts";
import { E2E_ENV } from "../tests/e2e/support/env.ts";
import { createApprovedMuse } from "../tests/e2e/support/approved-muse.ts";
import { freePort } from "../tests/support/free-port.ts";

/**
 * Screenshots of the pages docs/design/BRAND.md is judged on (home, a city page, the directory, a profile, the
 * application form, a Muse's dashboard) at 390 and 1280 px, into docs/design/screenshots/<set>/ as WebP. Builds and
 * serves the site as the end-to-end tests do (scripts/serve.ts --fresh, a new seeded database), unless --url names a
 * server already running with the end-to-end settings; --only home,city takes those alone. `npm run screenshots -- --set after`.
 */
const { values } = parseArgs({
  options: {
    set: { type: "string", default: "after" },
    url: { type: "string" },
    only: { type: "string" },
  },
});
const out = join(PROJECT_ROOT, "docs/design/screenshots", values.set!);
mkdirSync(out, { recursive: true });

const WIDTHS = [390, 1280];
/** A full page is cut at this height: the part a visitor sees first, and small files. */
const MAX_HEIGHT = 3200;
const MAX_BYTES = 150_000;

async function startServer(): Promise<{ url: string; stop: () => void }> {
  const port = freePort();
  const server = spawn("node", ["scripts/serve.ts", "--fresh", "--port", port], {
    cwd: PROJECT_ROOT,
    stdio: "inherit",
    env: { ...process.env, ...E2E_ENV },
  });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 400_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error("The server stopped before it answered.");
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { url, stop: () => server.kill("SIGTERM") };
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  server.kill("SIGTERM");
  throw new Error(`${url} did not answer in time.`);
}

async function shoot(context: BrowserContext, name: string, path: string, width: number): Promise<void> {
  if (values.only && !values.only.split(",").includes(name)) return;
  const page = await context.newPage();
  await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
  await page.goto(path, { waitUntil: "networkidle" });
  // Lazy pictures below the fold load as a visitor scrolls to them.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
  const png = await page.screenshot({ fullPage: true, animations: "disabled" });
  const { height = 0 } = await sharp(png).metadata();
  const top = sharp(png).extract({ left: 0, top: 0, width, height: Math.min(height, MAX_HEIGHT) });
  // The first quality that keeps the file under MAX_BYTES.
  let webp = Buffer.alloc(0);
  for (const quality of [60, 45, 30]) {
    webp = await top.clone().webp({ quality }).toBuffer();
    if (webp.length <= MAX_BYTES) break;
  }
  writeFileSync(join(out, `${name}-${width}.webp`), webp);
  await page.close();
  console.log(`${values.set}/${name}-${width}.webp`);
}

const server = values.url ? { url: values.url, stop: () => undefined } : await startServer();
const browser = await chromium.launch({ executablePath: testBrowserPath(), args: ["--no-sandbox"] });
try {
  const visitor = await browser.newContext({ baseURL: server.url, locale: "en-GB" });
  await visitor.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
  for (const width of WIDTHS) {
    await shoot(visitor, "home", "/", width);
    await shoot(visitor, "city", "/city/zurich-foot-fetish-encounters", width);
    await shoot(visitor, "directory", "/directory", width);
    await shoot(visitor, "profile", "/muse/VelvetSoles", width);
    await shoot(visitor, "application", "/muse-onboarding", width);
  }
  // Made after the public pages are taken, so they show the seeded Muses alone, not a test account among them.
  const muse = await createApprovedMuse(server.url, { city: "Zurich" });
  const signedIn = await browser.newContext({ baseURL: server.url, locale: "en-GB", storageState: muse.session });
  await signedIn.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
  for (const width of WIDTHS) await shoot(signedIn, "dashboard", "/muse-dashboard", width);
} finally {
  await browser.close();
  server.stop();
}
