import { execFileSync, spawnSync } from "node:child_process";

/**
 * The e2e suite checks the pages' HTML with the Nu Html Checker (`vnu-jar`), which runs on Java 17 or later; install
 * Debian's headless Java runtime when none is on the PATH and we are allowed to (root).
 */
const PACKAGE = "default-jre-headless";

/** The major version of the `java` on the PATH, or null when there is none. */
function javaVersion(): number | null {
  const run = spawnSync("java", ["-version"], { encoding: "utf8" });
  const version = /version "(?:1\.)?(\d+)/.exec(`${run.stderr}${run.stdout}`);
  return run.status === 0 && version ? Number(version[1]) : null;
}

if (javaVersion() === null) {
  if (process.getuid?.() !== 0) {
    console.error(`Not installed: java. Install with: sudo apt-get update && sudo apt-get install -y ${PACKAGE}.`);
  } else {
    console.log(`Installing Debian's ${PACKAGE} for the HTML checker...`);
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", PACKAGE], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  }
}
const version = javaVersion();
if (version === null || version < 17) {
  console.error(`The HTML checker needs Java 17 or later; ${version === null ? "no java" : `java ${version}`} found.`);
  process.exit(1);
}
console.log(`The HTML checker runs on Java ${version}`);
