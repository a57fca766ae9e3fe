import { existsSync } from "node:fs";

/** Debian's Chromium (Playwright's own browser download is not available here). */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(
    Boolean,
  ) as string[];
  return candidates.find((path) => existsSync(path)) ?? candidates[0] ?? "/usr/bin/chromium";
}
