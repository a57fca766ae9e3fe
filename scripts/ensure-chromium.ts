import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromiumPath } from "./lib/chromium.ts";

/** The e2e suite drives Debian's Chromium; install it when missing and we are allowed to. */
const path = chromiumPath();
if (!existsSync(path)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium not found at ${path}. Install it with: sudo apt-get update && sudo apt-get install -y chromium (or set CHROMIUM_PATH).`,
    );
    process.exit(1);
  }
  console.log("Installing Debian's chromium for the end-to-end tests...");
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}
console.log(`Using Chromium at ${chromiumPath()}`);
