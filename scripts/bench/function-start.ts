import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { PROJECT_ROOT } from "../lib/local-db.ts";
import { table } from "./js-size.ts";

/**
 * What each function costs before it can answer: Netlify's local runtime starts a new worker and imports the
 * function's whole module graph on every call, and a production cold start does the same once. This imports each
 * bundle `netlify serve` unpacked (our code and its packages, not Netlify's own bootstrap) in a fresh worker,
 * RUNS times, and reports the median against the goal.
 */
const UNZIPPED = join(PROJECT_ROOT, ".netlify", "functions-serve", ".unzipped");
const RUNS = 5;
export const GOAL_MS = 300;

const PROBE = `
import { parentPort, workerData } from "node:worker_threads";
const started = performance.now();
await import(workerData);
parentPort.postMessage(performance.now() - started);
`;

function importOnce(entry: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(PROBE)}`), {
      workerData: pathToFileURL(entry).href,
    });
    worker.once("message", (ms: number) => {
      resolve(ms);
      void worker.terminate();
    });
    worker.once("error", reject);
  });
}

function entryOf(name: string): string | null {
  const candidates = [join(UNZIPPED, name, "netlify", "functions", `${name}.mjs`), join(UNZIPPED, name, `${name}.mjs`)];
  return candidates.find((path) => existsSync(path)) ?? null;
}

/** Prints the median import time of every unpacked function; false when one misses the goal or none exists. */
export async function run(log: (line: string) => void = console.log): Promise<boolean> {
  const names = existsSync(UNZIPPED) ? readdirSync(UNZIPPED).sort() : [];
  log(`Goal: each function's module graph imports in a fresh worker within ${GOAL_MS} ms.\n`);
  if (names.length === 0) {
    log(
      "No unpacked functions in .netlify/functions-serve: run `npm run serve` (or this bench without BENCH_BASE_URL).",
    );
    return false;
  }
  const rows = [["Function", `Median of ${RUNS} fresh imports`, `Goal`, "Result"]];
  let ok = true;
  for (const name of names) {
    const entry = entryOf(name);
    if (!entry) continue;
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) times.push(await importOnce(entry));
    const median = times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
    // The Astro server function imports each page's module only when that page is asked for.
    const goal = name === "ssr" ? "(pages load on demand)" : `≤ ${GOAL_MS} ms`;
    const pass = name === "ssr" || median <= GOAL_MS;
    ok &&= pass;
    rows.push([name, `${median.toFixed(0)} ms`, goal, pass ? "ok" : "SLOW"]);
  }
  for (const line of table(rows)) log(line);
  return ok;
}
