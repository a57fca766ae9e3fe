import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { availableParallelism, loadavg } from "node:os";
import { PROJECT_ROOT } from "./lib/local-db.ts";
import {
  currentCommit,
  minutes,
  TEST_STAGES,
  TEST_SUITE_GOAL_MS,
  TEST_SUITE_RECORD,
  type TestSuiteRecord,
} from "./lib/test-suite.ts";

/**
 * `npm test`: the stages in order, stopping at the first that fails (with its exit code). Each stage's time is
 * printed at the end; a complete run is recorded for `npm run bench`, which reports it beside its goal.
 */
const loadAtStart = loadavg()[0]!;
const stages: TestSuiteRecord["stages"] = [];
const started = performance.now();
for (const stage of TEST_STAGES) {
  const stageStarted = performance.now();
  const { status, signal } = spawnSync("npm", ["run", "--silent", stage.script], {
    cwd: PROJECT_ROOT,
    stdio: "inherit",
  });
  stages.push({ name: stage.name, ms: performance.now() - stageStarted });
  if (status !== 0) {
    console.error(`\nnpm test: ${stage.name} failed (${signal ?? `exit code ${status}`}).`);
    process.exit(status ?? 1);
  }
}
const totalMs = performance.now() - started;

console.log("\nnpm test:");
for (const stage of stages) console.log(`  ${stage.name.padEnd(32)} ${minutes(stage.ms)}`);
console.log(
  `  ${"all".padEnd(32)} ${minutes(totalMs)} (goal ≤ ${minutes(TEST_SUITE_GOAL_MS)}; load ${loadAtStart.toFixed(1)} at the start)`,
);

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
