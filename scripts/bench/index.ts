import { existsSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { PROJECT_ROOT } from "../lib/local-db.ts";

/**
 * `npm run bench`: page weight of the built pages, the directory's latency at 1k and 10k profiles, then the
 * island pages' JavaScript and the directory's time to first card on the production build.
 */
if (!existsSync(join(PROJECT_ROOT, "dist", "index.html")) || process.argv.includes("--build")) {
  console.log("Building the site...");
  execFileSync("astro", ["build"], {
    cwd: PROJECT_ROOT,
    stdio: "ignore",
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
  });
}

console.log("\n## JavaScript each page loads (gzipped)\n");
const jsSize = await import("./js-size.ts");
const pageWeightOk = await jsSize.run();

console.log("\n## Directory listing latency through the real handler\n");
const directory = await import("./directory.ts");
await directory.run();

console.log("\n## Island pages on the production build: JavaScript loaded and the directory's first card\n");
const islandPages = await import("./island-pages.ts");
await islandPages.run();

process.exit(pageWeightOk === false ? 1 : 0);
