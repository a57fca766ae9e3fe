import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromiumPath, HEADLESS_SHELL_PATH, testBrowserPath } from "./lib/chromium.ts";

/**
 * The e2e suite drives Debian's Chromium headless shell, and the bench Debian's Chromium; install what is missing
 * when we are allowed to (root, and CHROMIUM_PATH not set).
 */
const missing = [
  ...(existsSync(chromiumPath()) ? [] : ["chromium"]),
  ...(process.env.CHROMIUM_PATH || existsSync(HEADLESS_SHELL_PATH) ? [] : ["chromium-headless-shell"]),
];
if (missing.length > 0) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Not installed: ${missing.join(", ")}. Install with: sudo apt-get update && sudo apt-get install -y ${missing.join(" ")} (or set CHROMIUM_PATH).`,
    );
  } else {
    console.log(`Installing Debian's ${missing.join(" and ")} for the end-to-end tests...`);
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    for (const name of missing) {
      try {
        execFileSync("apt-get", ["install", "-y", "-qq", name], {
          stdio: "inherit",
          env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
        });
      } catch {
        // An older Debian has no headless shell package: the tests then drive Chromium itself.
        console.warn(`Could not install ${name}.`);
      }
    }
  }
}
if (!existsSync(testBrowserPath())) {
  console.error(`No browser for the end-to-end tests at ${testBrowserPath()}.`);
  process.exit(1);
}
console.log(`The e2e tests drive ${testBrowserPath()}`);
