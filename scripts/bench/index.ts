import { existsSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { PROJECT_ROOT } from "../lib/local-db.ts";

/**
 * `npm run bench`: page weight of the built pages, the directory's latency (filters, orders, searches) at 1k, 10k and
 * 100k profiles, the dynamic
 * sitemaps at 10k and 100k Muses, the admin lists' at 1k and 10k applications, the stolen-photo fingerprint's rates per
 * threshold (decision 0048's table), its look-up and the public "Is this photo a verified Muse?" at 100k fingerprints, the
 * statistics' beacons 100 at once; then, on the production build, the island pages' JavaScript, the directory's
 * time to first card, Lighthouse's mobile scores of the public pages and of those where Muses and admins work; and the size and the start (module import in a fresh worker) of
 * each function that build produced; and the time of the last complete `npm test`.
 */
if (!existsSync(join(PROJECT_ROOT, "dist", "about.html")) || process.argv.includes("--build")) {
  console.log("Building the site...");
  execFileSync("astro", ["build"], {
    cwd: PROJECT_ROOT,
    stdio: "ignore",
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
  });
}

/** Runs one benchmark: its heading, then its module's run(); whether it held its goals. */
async function bench(heading: string, module: string, ...args: unknown[]): Promise<boolean> {
  console.log(`\n## ${heading}\n`);
  const { run } = (await import(`./${module}.ts`)) as { run: (...args: unknown[]) => boolean | Promise<boolean> };
  return run(...args);
}

const results: boolean[] = [];
for (const [heading, module] of [
  ["JavaScript each page loads (gzipped)", "js-size"],
  ["Directory listing, search and sort latency through the real handler", "directory"],
  ["Dynamic sitemaps at 10k and 100k Muses (the index, then every sitemap it names)", "sitemap"],
  ["Admin lists (paged on the server) at 1k and 10k applications and contact requests", "admin-lists"],
  ["Stolen-photo fingerprints: copies found and unrelated pairs flagged, per threshold", "fingerprints"],
  ["Stolen-photo look-up with 100,000 stored fingerprints, through the real handler", "lookalikes"],
  ['"Is this photo a verified Muse?" with 100,000 covered fingerprints, through the real handler', "verify-lookup"],
  ["A Muse's Messages: 1,000 conversations of hers among 1,000,000 messages, through the real handler", "inbox"],
  ["A Muse's statistics: 100 beacons at once, through the real handler", "statistics"],
] as const) {
  results.push(await bench(heading, module));
}

// One production-like server for the browser benchmarks (or BENCH_BASE_URL's).
const { startServer } = await import("./server.ts");
const site = await startServer(8897);
try {
  for (const [heading, module] of [
    ["Island pages on the production build: JavaScript loaded and the directory's first card", "island-pages"],
    ["Lighthouse, mobile, on the production build behind a gzip proxy (as from Netlify's CDN)", "lighthouse"],
    ["Lighthouse, mobile, on the pages where Muses and admins work (signed in where they are)", "signed-in-pages"],
  ] as const) {
    results.push(await bench(heading, module, site));
  }
} finally {
  site.stop();
}

if (!process.env.BENCH_BASE_URL) {
  results.push(
    await bench(
      "Function archives the production build deploys (Netlify's limit: 50 MB zipped each)",
      "function-bundles",
    ),
  );
  results.push(
    await bench(
      "Function start: each function imported in a fresh worker and its first answer (median)",
      "function-start",
    ),
  );
}

results.push(await bench("The whole `npm test` (recorded by its last complete run)", "test-suite"));

process.exit(results.every(Boolean) ? 0 : 1);
