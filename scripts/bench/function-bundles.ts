import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { PROJECT_ROOT } from "../lib/local-db.ts";
import { formatBytes, table } from "./js-size.ts";

/**
 * The size of each function archive `netlify serve` (or `netlify build`) wrote to .netlify/functions, against
 * Netlify's 50 MB limit per zipped function: a deploy with a larger one fails. The archives exist after the
 * island-pages bench (or any `npm run serve`) built the site.
 */
export const LIMIT_BYTES = 50 * 1024 * 1024;
const FUNCTIONS_DIR = join(PROJECT_ROOT, ".netlify", "functions");

/** Prints a table of the archives, largest first; false when one is over the limit or none was built. */
export function run(log: (line: string) => void = console.log): boolean {
  const archives = existsSync(FUNCTIONS_DIR) ? readdirSync(FUNCTIONS_DIR).filter((name) => name.endsWith(".zip")) : [];
  if (archives.length === 0) {
    log("No function archives in .netlify/functions: run `npm run serve` (or this bench without BENCH_BASE_URL).");
    return false;
  }
  const sizes = archives
    .map((name) => ({ name: name.replace(/\.zip$/, ""), bytes: statSync(join(FUNCTIONS_DIR, name)).size }))
    .sort((a, b) => b.bytes - a.bytes);
  const rows = [["Function", "Zipped", "Share of the limit", "Result"]];
  for (const { name, bytes } of sizes) {
    rows.push([
      name,
      formatBytes(bytes),
      `${((bytes / LIMIT_BYTES) * 100).toFixed(0)}%`,
      bytes > LIMIT_BYTES ? "FAIL" : "ok",
    ]);
  }
  for (const line of table(rows)) log(line);
  const ok = sizes.every(({ bytes }) => bytes <= LIMIT_BYTES);
  log(ok ? `\nEvery function is within ${formatBytes(LIMIT_BYTES)}.` : "\nFunction size check FAILED.");
  return ok;
}
