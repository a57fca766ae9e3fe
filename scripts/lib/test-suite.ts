import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { PROJECT_ROOT } from "./local-db.ts";

/** `npm test`'s stages, in order: what each is called and the npm script that runs it. */
export const TEST_STAGES = [
  { name: "unit", script: "test:unit" },
  { name: "npm start's server, Chromium", script: "test:dev" },
  { name: "integration, embedded database", script: "test:integration" },
  { name: "integration, PostgreSQL 15", script: "test:integration:postgres" },
  { name: "integration, Neon driver", script: "test:integration:serverless" },
  { name: "end-to-end, Chromium", script: "test:e2e" },
  { name: "pseudo-locale build, Chromium", script: "test:pseudo-locale" },
] as const;

/** How long the whole `npm test` may take on the project's 2-core machine. */
export const TEST_SUITE_GOAL_MS = 12 * 60_000;

/** Where `npm test` leaves the timing of its last complete run, for `npm run bench`. */
export const TEST_SUITE_RECORD = join(PROJECT_ROOT, ".cache", "test-suite-times.json");

export interface TestSuiteRecord {
  commit: string;
  finishedAt: string;
  cores: number;
  /** The 1-minute load average when the run started, beside which its time is read. */
  loadAtStart: number;
  stages: { name: string; ms: number }[];
  totalMs: number;
}

/** The checked-out commit, short; "unknown" outside a git checkout. */
export function currentCommit(): string {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: PROJECT_ROOT, encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
}

export const minutes = (ms: number) =>
  `${Math.floor(ms / 60_000)}m${String(Math.round((ms % 60_000) / 1000)).padStart(2, "0")}s`;
