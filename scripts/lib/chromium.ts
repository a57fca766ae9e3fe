import { existsSync } from "node:fs";

/** Debian's Chromium (Playwright's own browser download is not available here): Lighthouse and the bench drive it. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(
    Boolean,
  ) as string[];
  return candidates.find((path) => existsSync(path)) ?? candidates[0] ?? "/usr/bin/chromium";
}

/**
 * Debian's headless shell (package `chromium-headless-shell`), the browser Playwright itself runs headless tests in:
 * the same engine without the desktop browser's shell, about a third less CPU over the e2e suite.
 */
export const HEADLESS_SHELL_PATH = "/usr/lib/chromium/chromium-headless-shell";

/** The browser the e2e tests drive: CHROMIUM_PATH when set, else the headless shell, else Chromium. */
export function testBrowserPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : chromiumPath();
}
