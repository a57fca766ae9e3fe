import { defineConfig, devices } from "@playwright/test";
import { fileURLToPath } from "node:url";
import { testBrowserPath } from "../../scripts/lib/chromium.ts";
import { E2E_ENV } from "../e2e/support/env.ts";
import { freePort } from "../support/free-port.ts";

// Chosen once by the runner; its workers load this config again and inherit the variable.
process.env.PSEUDO_LOCALE_PORT ??= freePort();
const port = Number(process.env.PSEUDO_LOCALE_PORT);

/**
 * `npm run test:pseudo-locale`: the production build made with the test-only pseudo-language (PSEUDO_LOCALE=en-XA,
 * docs/LANGUAGES.md), served like the e2e tests' on a fresh, seeded database, and walked in Chromium at 390 px. Its
 * own build, so it runs before or after the e2e tests, never beside them (both build into dist/).
 */
export default defineConfig({
  testDir: ".",
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    launchOptions: { executablePath: testBrowserPath(), args: ["--no-sandbox", "--disable-gpu"] },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: `node scripts/serve.ts --fresh --port ${port}`,
    cwd: fileURLToPath(new URL("../..", import.meta.url)),
    url: `http://localhost:${port}/`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: { ...E2E_ENV, PSEUDO_LOCALE: "en-XA" },
  },
});
