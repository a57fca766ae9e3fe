import { existsSync, readFileSync } from "node:fs";
import {
  currentCommit,
  minutes,
  TEST_SUITE_GOAL_MS,
  TEST_SUITE_RECORD,
  type TestSuiteRecord,
} from "../lib/test-suite.ts";

/**
 * The last complete `npm test` of this checkout, as `scripts/test.ts` recorded it: the bench does not run the suite
 * itself (it takes minutes and its own servers), it reports the run beside its goal, with its commit and the
 * machine's load when it started: each stage's time (the stages of its two lanes overlap) and the wall time.
 */
export function run(): boolean {
  if (!existsSync(TEST_SUITE_RECORD)) {
    console.log("Not measured: no complete `npm test` on record in this checkout. Run `npm test`, then the bench.");
    return true;
  }
  const record = JSON.parse(readFileSync(TEST_SUITE_RECORD, "utf8")) as TestSuiteRecord;
  const head = currentCommit();
  console.log(
    `Last complete run: commit ${record.commit}${record.commit === head ? " (this commit)" : ` (this checkout is at ${head})`}, ` +
      `finished ${record.finishedAt}, ${record.cores} cores, load ${record.loadAtStart.toFixed(1)} at the start.\n`,
  );
  console.log("| Stage | Time |");
  console.log("|---|---:|");
  for (const stage of record.stages) console.log(`| ${stage.name} | ${minutes(stage.ms)} |`);
  const met = record.totalMs <= TEST_SUITE_GOAL_MS;
  console.log(
    `| **all, wall time** (goal ≤ ${minutes(TEST_SUITE_GOAL_MS)}) | ${minutes(record.totalMs)} ${met ? "met" : "OVER"} |`,
  );
  return met;
}
