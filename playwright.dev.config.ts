import { defineConfig, devices } from "@playwright/test";
import { testBrowserPath } from "./scripts/lib/chromium.ts";
import { localAdmin } from "./scripts/lib/local-site.ts";
import { freePort } from "./tests/support/free-port.ts";

// Chosen once by the runner; its workers load this config again and inherit the variable.
process.env.DEV_PORT ??= freePort();
const port = Number(process.env.DEV_PORT);
// The account `npm start` prints, generated once into .netlify/: created here first so the server and the test agree,
// and named to the helpers that act as the admin (tests/e2e/support/env.ts).
process.env.TEST_ADMIN ??= JSON.stringify(localAdmin());

/**
 * The README's start command as a newcomer runs it: `npm start`'s server (`astro dev` on the project's own local
 * database and blob store), its forms used in Chromium. The full journeys run on the production build
 * (playwright.config.ts); here only that the dev server's pages hydrate and sign in, the content editor, and the
 * pseudo-language's walk (docs/LANGUAGES.md): the server runs with PSEUDO_LOCALE=en-XA, a sixth language under
 * /en-XA/ that the other tests never visit.
 */
export default defineConfig({
  testDir: "tests/dev",
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // The dev server compiles each page and its islands on first request.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    // Recording a trace costs a third of the run's processor time: on CI, where a failure is retried, the retry
    // records one; a local run (no retries) records each test's and keeps a failure's.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    // As in playwright.config.ts: the site's service worker would keep every module the dev server serves, work no
    // test here is about (tests/e2e/installable.spec.ts walks it, under `npm start` too).
    serviceWorkers: "block",
    launchOptions: { executablePath: testBrowserPath(), args: ["--no-sandbox", "--disable-gpu"] },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "node scripts/dev.ts",
    url: `http://localhost:${port}/`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: { PORT: String(port), PSEUDO_LOCALE: "en-XA" },
  },
});
