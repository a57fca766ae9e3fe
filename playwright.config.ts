import { defineConfig, devices } from "@playwright/test";
import { testBrowserPath } from "./scripts/lib/chromium.ts";
import { SERVER_READY } from "./scripts/lib/warm-up.ts";
import { E2E_ENV } from "./tests/e2e/support/env.ts";
import { freePort } from "./tests/support/free-port.ts";
import { startPostgres } from "./tests/support/postgres.ts";

// Chosen once by the runner; its workers load this config again and inherit the variable.
process.env.E2E_PORT ??= freePort();
const port = Number(process.env.E2E_PORT);
const external = process.env.PW_BASE_URL;

// The server's database: a PostgreSQL 15 of the run's own (the one the integration tests start), which takes the
// workers' sessions side by side. Started once by the runner, stopped when it exits.
if (!external && !process.env.E2E_DATABASE_URL) {
  const database = await startPostgres();
  process.env.E2E_DATABASE_URL = database.url;
  process.once("exit", () => database.stopNow());
}

/** The files whose tests compare a count or an order over everything stored (the dashboard, the directory, reports). */
const WHOLE_SITE_COUNTS = [
  "**/admin.spec.ts",
  "**/admin-reports.spec.ts",
  "**/reports.spec.ts",
  "**/directory.spec.ts",
  "**/directory-search.spec.ts",
  "**/tours.spec.ts",
];
/**
 * Files that only read what every run has (the built pages, the seeded Muses and texts): they run beside the counting
 * files, one worker each, instead of leaving the second worker idle while the counts run alone.
 */
const READERS = [
  "**/a11y.spec.ts",
  "**/static-pages.spec.ts",
  "**/valid-html.spec.ts",
  "**/languages.spec.ts",
  "**/not-found.spec.ts",
  "**/i18n-legal.spec.ts",
  "**/cookie-banner.spec.ts",
  "**/directory-reading.spec.ts",
];
// Playwright runs a project's dependencies in full whatever files are named; a run of chosen files runs only those.
const chosenFiles = process.argv.some((argument) => /\.spec\.ts\b|tests\/e2e\b/.test(argument));

export default defineConfig({
  testDir: "tests/e2e",
  // Two workers, each running one file's tests in order; every test makes the users, Muses and reports it changes.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: external ?? `http://localhost:${port}`,
    // Recording a trace costs a third of the run's processor time: on CI, where a failure is retried, the retry
    // records one; a local run (no retries) records each test's and keeps a failure's.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    // The site's service worker (decision 0068) would answer pages and their parts itself, out of `page.route`'s
    // reach; only the specs about it let it run (`test.use({ serviceWorkers: "allow" })`).
    serviceWorkers: "block",
    launchOptions: {
      executablePath: testBrowserPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-sync",
      ],
    },
  },
  // The visitor, muse, admin and blog journeys, two files at a time; then, one at a time, the files that count the
  // whole site's Muses, applications or reports, which the journeys add to, and beside them the files that only read.
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"] }, testIgnore: [...WHOLE_SITE_COUNTS, ...READERS] },
    {
      name: "whole-site counts",
      use: { ...devices["Desktop Chrome"] },
      testMatch: WHOLE_SITE_COUNTS,
      dependencies: chosenFiles ? [] : ["chromium"],
      workers: 1,
    },
    {
      name: "readers",
      use: { ...devices["Desktop Chrome"] },
      testMatch: READERS,
      dependencies: chosenFiles ? [] : ["chromium"],
    },
  ],
  // The production build served like Netlify serves it, on a fresh, seeded PostgreSQL 15.
  webServer: external
    ? undefined
    : {
        command: `node scripts/serve.ts --fresh --port ${port} --db ${process.env.E2E_DATABASE_URL}`,
        url: `http://localhost:${port}/`,
        // Ready once every function has answered once (scripts/lib/warm-up.ts), not at its first page.
        wait: { stdout: new RegExp(SERVER_READY) },
        timeout: 300_000,
        reuseExistingServer: false,
        stdout: "pipe",
        stderr: "pipe",
        env: { ...E2E_ENV },
      },
});
