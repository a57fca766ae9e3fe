import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { createInterface } from "node:readline";
import { availableParallelism, loadavg } from "node:os";
import { PROJECT_ROOT } from "./lib/local-db.ts";
import { copyOfTree } from "./lib/tree-copy.ts";
import {
  currentCommit,
  minutes,
  TEST_LANES,
  TEST_SUITE_GOAL_MS,
  TEST_SUITE_RECORD,
  type TestStage,
  type TestSuiteRecord,
} from "./lib/test-suite.ts";

/**
 * `npm test`: the lanes of stages side by side, each lane's stages in order. The first stage that
 * fails stops the others, and `npm test` exits with its code. Each line a stage prints is marked with its name. Each stage's time and
 * the wall time are printed at the end; a complete run is recorded for `npm run bench`, which reports it beside its
 * goal.
 */
const loadAtStart = loadavg()[0]!;
const stages: TestSuiteRecord["stages"] = [];
const running = new Set<ChildProcess>();
const started = performance.now();

function forward(stream: NodeJS.ReadableStream, to: NodeJS.WriteStream, mark: string): void {
  createInterface({ input: stream }).on("line", (line) => to.write(`${mark} ${line}\n`));
}

/** Runs one stage in a process group of its own, so that a failure elsewhere can stop all it started. */
function runStage(stage: TestStage): Promise<number> {
  const stageStarted = performance.now();
  const copy = stage.inCopy ? copyOfTree(PROJECT_ROOT, stage.script.replace(/\W/g, "-")) : undefined;
  const child = spawn("npm", ["run", "--silent", stage.script, ...(stage.files ? ["--", ...stage.files] : [])], {
    cwd: copy?.dir ?? PROJECT_ROOT,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  running.add(child);
  const mark = `[${stage.name}]`;
  forward(child.stdout!, process.stdout, mark);
  forward(child.stderr!, process.stderr, mark);
  return new Promise((resolve) => {
    child.on("exit", (code, signal) => {
      running.delete(child);
      copy?.remove();
      stages.push({ name: stage.name, ms: performance.now() - stageStarted });
      if (code !== 0) console.error(`\nnpm test: ${stage.name} failed (${signal ?? `exit code ${code}`}).`);
      resolve(code ?? 1);
    });
  });
}

function stopAll(): void {
  for (const child of running) {
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

let failed = 0;
await Promise.all(
  TEST_LANES.map(async (lane) => {
    for (const stage of lane) {
      if (failed) return;
      const code = await runStage(stage);
      if (code !== 0 && !failed) {
        failed = code;
        stopAll();
      }
    }
  }),
);
const totalMs = performance.now() - started;
// Listed lane by lane, as the stages are defined, whatever order they finished in; a failed run too, up to its stop.
const order = TEST_LANES.flat().map((stage) => stage.name);
stages.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
console.log(`\nnpm test (two lanes side by side)${failed ? ", stopped at the first failure" : ""}:`);
const width = Math.max(...order.map((name) => name.length)) + 1;
for (const stage of stages) console.log(`  ${stage.name.padEnd(width)} ${minutes(stage.ms)}`);
console.log(
  `  ${"all (wall time)".padEnd(width)} ${minutes(totalMs)} (goal ≤ ${minutes(TEST_SUITE_GOAL_MS)}; load ${loadAtStart.toFixed(1)} at the start)`,
);
if (failed) process.exit(failed);

const record: TestSuiteRecord = {
  commit: currentCommit(),
  finishedAt: new Date().toISOString(),
  cores: availableParallelism(),
  loadAtStart,
  stages,
  totalMs,
};
mkdirSync(dirname(TEST_SUITE_RECORD), { recursive: true });
writeFileSync(TEST_SUITE_RECORD, `${JSON.stringify(record, null, 2)}\n`);
