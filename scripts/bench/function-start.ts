import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { PROJECT_ROOT } from "../lib/local-db.ts";
import { table } from "./js-size.ts";

/**
 * What each function costs before it can answer: Netlify's local runtime starts a new worker and imports the
 * function's whole module graph on every call, and a production cold start does the same once. This imports each
 * bundle `netlify serve` unpacked (our code and its packages, not Netlify's own bootstrap) in a fresh worker and
 * hands its handler a first request, RUNS times, and reports the medians against the goal.
 */
const UNZIPPED = join(PROJECT_ROOT, ".netlify", "functions-serve", ".unzipped");
const RUNS = 5;
export const GOAL_MS = 300;

const PROBE = `
import { parentPort, workerData } from "node:worker_threads";
const started = performance.now();
const module = await import(workerData);
const handler = module.default;
const imported = performance.now() - started;
// A scheduled function has no request to route: it goes straight to its work (the database, the mail server).
const scheduled = Boolean(module.config?.schedule);
let answered = null;
if (!scheduled) try {
  const response = await handler(new Request("http://localhost/__bench/no-such-path"), { params: {}, cookies: { get() {} } });
  await response.arrayBuffer();
  answered = performance.now() - started;
} catch {}
parentPort.postMessage({ imported, answered, scheduled });
`;

interface Start {
  /** ms to import the module graph. */
  imported: number;
  /** ms to import it and answer a first request (a path none of its routes takes); null if it could not answer. */
  answered: number | null;
  /** A scheduled function (no path): only its import is measured. */
  scheduled: boolean;
}

function startOnce(entry: string): Promise<Start> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(PROBE)}`), {
      workerData: pathToFileURL(entry).href,
    });
    worker.once("message", (start: Start) => {
      resolve(start);
      void worker.terminate();
    });
    worker.once("error", reject);
  });
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function entryOf(name: string): string | null {
  const candidates = [join(UNZIPPED, name, "netlify", "functions", `${name}.mjs`), join(UNZIPPED, name, `${name}.mjs`)];
  return candidates.find((path) => existsSync(path)) ?? null;
}

/** Prints the median import time of every unpacked function; false when one misses the goal or none exists. */
export async function run(log: (line: string) => void = console.log): Promise<boolean> {
  const names = existsSync(UNZIPPED) ? readdirSync(UNZIPPED).sort() : [];
  log(
    `Goal: in a fresh worker, each function imports its module graph and answers a first request (a path none of ` +
      `its routes takes: routing, no database) within ${GOAL_MS} ms. Median of ${RUNS}.\n`,
  );
  if (names.length === 0) {
    log(
      "No unpacked functions in .netlify/functions-serve: run `npm run serve` (or this bench without BENCH_BASE_URL).",
    );
    return false;
  }
  const rows = [["Function", "Import", "First answer", "Goal", "Result"]];
  let ok = true;
  for (const name of names) {
    const entry = entryOf(name);
    if (!entry) continue;
    const starts: Start[] = [];
    for (let run = 0; run < RUNS; run += 1) starts.push(await startOnce(entry));
    const imported = median(starts.map((start) => start.imported));
    const answers = starts.map((start) => start.answered).filter((ms): ms is number => ms !== null);
    const answered = answers.length === RUNS ? median(answers) : null;
    const scheduled = starts.some((start) => start.scheduled);
    // The Astro server function imports each page's module only when that page is asked for; a scheduled function
    // answers no request, so its import is what a run pays before its work.
    const goal =
      name === "ssr" ? "(pages load on demand)" : scheduled ? `import ≤ ${GOAL_MS} ms (scheduled)` : `≤ ${GOAL_MS} ms`;
    const pass = name === "ssr" || (scheduled ? imported <= GOAL_MS : answered !== null && answered <= GOAL_MS);
    ok &&= pass;
    rows.push([
      name,
      `${imported.toFixed(0)} ms`,
      scheduled ? "(scheduled)" : answered === null ? "no answer" : `${answered.toFixed(0)} ms`,
      goal,
      pass ? "ok" : "SLOW",
    ]);
  }
  for (const line of table(rows)) log(line);
  return ok;
}
