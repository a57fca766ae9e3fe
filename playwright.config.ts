import { defineConfig, devices } from "@playwright/test";
import { testBrowserPath } from "./scripts/lib/chromium.ts";
import { E2E_ENV } from "./tests/e2e/support/env.ts";
import { freePort } from "./tests/support/free-port.ts";

// Chosen once by the runner; its workers load this config again and inherit the variable.
process.env.E2E_PORT ??= freePort();
const port = Number(process.env.E2E_PORT);
const external = process.env.PW_BASE_URL;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: external ?? `http://localhost:${port}`,
    trace: "retain-on-failure",
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
  // The site's pages, frame and SEO, and the visitor, muse, admin and blog journeys.
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  // The production build served like Netlify serves it, on a fresh, seeded database.
  webServer: external
    ? undefined
    : {
        command: `node scripts/serve.ts --fresh --port ${port}`,
        url: `http://localhost:${port}/`,
        timeout: 300_000,
        reuseExistingServer: false,
        stdout: "pipe",
        stderr: "pipe",
        env: { ...E2E_ENV },
      },
});
