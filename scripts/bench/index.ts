import { existsSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { PROJECT_ROOT } from "../lib/local-db.ts";

/**
 * `npm run bench`: page weight of the built pages, the directory's latency (filters, orders, searches) at 1k, 10k and
 * 100k profiles, the dynamic
 * sitemaps at 10k and 100k Muses, the admin lists' at 1k and 10k applications, the stolen-photo fingerprint's rates per
 * threshold (decision 0048's table) and its look-up at 100k fingerprints; then, on the production build, the island pages' JavaScript, the directory's
 * time to first card, Lighthouse's mobile scores of the public pages and of those where Muses and admins work; and the size and the start (module import in a fresh worker) of
 * each function that build produced; and the time of the last complete `npm test`.
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

console.log("\n## Directory listing, search and sort latency through the real handler\n");
const directory = await import("./directory.ts");
const directoryOk = await directory.run();

console.log("\n## Dynamic sitemaps at 10k and 100k Muses (the index, then every sitemap it names)\n");
const sitemap = await import("./sitemap.ts");
const sitemapOk = await sitemap.run();

console.log("\n## Admin lists (paged on the server) at 1k and 10k applications and contact requests\n");
const adminLists = await import("./admin-lists.ts");
const adminListsOk = await adminLists.run();

console.log("\n## Stolen-photo fingerprints: copies found and unrelated pairs flagged, per threshold\n");
const fingerprints = await import("./fingerprints.ts");
const fingerprintsOk = await fingerprints.run();

console.log("\n## Stolen-photo look-up with 100,000 stored fingerprints, through the real handler\n");
const lookalikes = await import("./lookalikes.ts");
const lookalikesOk = await lookalikes.run();

// One production-like server for the browser benchmarks (or BENCH_BASE_URL's).
const { startServer } = await import("./server.ts");
const site = await startServer(8897);
let islandPagesOk: boolean;
let lighthouseOk: boolean;
let signedInOk: boolean;
try {
  console.log("\n## Island pages on the production build: JavaScript loaded and the directory's first card\n");
  const islandPages = await import("./island-pages.ts");
  islandPagesOk = await islandPages.run(site);

  console.log("\n## Lighthouse, mobile, on the production build behind a gzip proxy (as from Netlify's CDN)\n");
  const lighthouse = await import("./lighthouse.ts");
  lighthouseOk = await lighthouse.run(site);

  console.log("\n## Lighthouse, mobile, on the pages where Muses and admins work (signed in where they are)\n");
  const signedIn = await import("./signed-in-pages.ts");
  signedInOk = await signedIn.run(site);
} finally {
  site.stop();
}

let functionsOk = true;
if (!process.env.BENCH_BASE_URL) {
  console.log("\n## Function archives the production build deploys (Netlify's limit: 50 MB zipped each)\n");
  const functionBundles = await import("./function-bundles.ts");
  functionsOk = functionBundles.run();

  console.log("\n## Function start: each function imported in a fresh worker and its first answer (median)\n");
  const functionStart = await import("./function-start.ts");
  functionsOk = (await functionStart.run()) && functionsOk;
}

console.log("\n## The whole `npm test` (recorded by its last complete run)\n");
const testSuite = await import("./test-suite.ts");
const testSuiteOk = testSuite.run();

process.exit(
  pageWeightOk === false ||
    !directoryOk ||
    !sitemapOk ||
    !functionsOk ||
    !adminListsOk ||
    !fingerprintsOk ||
    !lookalikesOk ||
    !islandPagesOk ||
    !lighthouseOk ||
    !signedInOk ||
    !testSuiteOk
    ? 1
    : 0,
);
