import { SERVER_READY } from "../../scripts/lib/warm-up.ts";
import { defineConfig } from "@playwright/test";
import { fileURLToPath } from "node:url";
import e2e from "../../playwright.config.ts";
import { E2E_ENV } from "../e2e/support/env.ts";
import { freePort } from "../support/free-port.ts";

// Chosen once by the runner; its workers load this config again and inherit the variable.
process.env.PSEUDO_LOCALE_PORT ??= freePort();
const port = Number(process.env.PSEUDO_LOCALE_PORT);
// A server started by hand with PSEUDO_LOCALE=en-XA (docs/DEVELOPING.md), as for the e2e tests.
const external = process.env.PW_BASE_URL;

/**
 * `npm run test:pseudo-locale`: the e2e tests' setup on a production build made with the test-only pseudo-language
 * (PSEUDO_LOCALE=en-XA, docs/LANGUAGES.md), served on a fresh, seeded database. Its own build, so it runs before or
 * after the e2e tests, never beside them (both build into dist/).
 */
export default defineConfig({
  ...e2e,
  testDir: ".",
  timeout: 120_000,
  reporter: [["list"]],
  use: { ...e2e.use, baseURL: external ?? `http://localhost:${port}` },
  webServer: external
    ? undefined
    : {
        command: `node scripts/serve.ts --fresh --port ${port}`,
        cwd: fileURLToPath(new URL("../..", import.meta.url)),
        url: `http://localhost:${port}/`,
        // Ready once every function has answered once (scripts/lib/warm-up.ts), not at its first page.
        wait: { stdout: new RegExp(SERVER_READY) },
        timeout: 300_000,
        reuseExistingServer: false,
        stdout: "pipe",
        stderr: "pipe",
        env: { ...E2E_ENV, PSEUDO_LOCALE: "en-XA" },
      },
});
