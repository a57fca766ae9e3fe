import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { PROJECT_ROOT } from "./local-db.ts";

/**
 * The integration files that exercise the database driver and the pool rather than the site's rules: constraint
 * errors, the driver chosen, migrations, the outbox's delivery and row locks. They run again on the embedded database
 * and through the Neon driver; everything else runs on PostgreSQL 15 only (docs/DEVELOPING.md, "Which integration
 * tests run where").
 */
const DRIVER_TESTS = [
  "tests/integration/db.test.ts",
  "tests/integration/db-driver.test.ts",
  "tests/integration/db-migrate.test.ts",
  "tests/integration/mail-delivery.test.ts",
  "tests/integration/reports.test.ts",
] as const;

/** An application with its pictures, end to end through the API: blobs and rows together. */
const SMOKE_TEST = "tests/integration/applications-submit.test.ts";

/**
 * On the embedded database, the driver files and the smoke test. Sign-ups on it are `local-sign-ups.test.ts`'s, which
 * opens an embedded database of its own in the PostgreSQL 15 stage; the outage file stops a PostgreSQL server of its
 * own through `pg`, which that stage runs already.
 */
export const EMBEDDED_TESTS = [...DRIVER_TESTS, SMOKE_TEST] as const;

/** Through the Neon driver that production uses: the same, a database that drops or hangs, and sign-up and sign-in. */
export const SERVERLESS_TESTS = [
  ...DRIVER_TESTS,
  "tests/integration/database-outage.test.ts",
  "tests/integration/auth.test.ts",
  SMOKE_TEST,
] as const;

export interface TestStage {
  name: string;
  /** The npm script that runs it, and the files it is given (all of its own when none). */
  script: string;
  files?: readonly string[];
  /** Runs in a copy of the tree (scripts/lib/tree-copy.ts): it builds into dist/ and .netlify/ of its own. */
  inCopy?: true;
}

/**
 * `npm test`'s stages, in two lanes that run side by side, each stage of a lane after the one before: the unit and
 * integration tests, then `npm start`'s server with the pseudo-language's walk, in a copy of the tree (its server
 * never meets the end-to-end tests' `dist/` and `.netlify/`), in one; the end-to-end tests, which
 * begin with the production build (so it runs while the unit and integration tests do), then the Neon driver's
 * integration files, in the other. The lanes take about as long as each other on the project's 2-core machine.
 */
export const TEST_LANES: readonly (readonly TestStage[])[] = [
  [
    { name: "unit", script: "test:unit" },
    { name: "integration, PostgreSQL 15 (all)", script: "test:integration:postgres" },
    { name: "integration, embedded database (driver)", script: "test:integration", files: EMBEDDED_TESTS },
    { name: "npm start's server and the pseudo-language, Chromium (copy)", script: "test:dev", inCopy: true },
  ],
  [
    { name: "end-to-end, Chromium (build, 2 workers)", script: "test:e2e" },
    { name: "integration, Neon driver (driver)", script: "test:integration:serverless", files: SERVERLESS_TESTS },
  ],
];

/** How long the whole `npm test` may take on the project's 2-core machine. */
export const TEST_SUITE_GOAL_MS = 10 * 60_000;

/** Where `npm test` leaves the timing of its last complete run, for `npm run bench`. */
export const TEST_SUITE_RECORD = join(PROJECT_ROOT, ".cache", "test-suite-times.json");

export interface TestSuiteRecord {
  commit: string;
  finishedAt: string;
  cores: number;
  /** The 1-minute load average when the run started, beside which its time is read. */
  loadAtStart: number;
  stages: { name: string; ms: number }[];
  /** The wall time: the lanes overlap, so it is less than the stages' sum. */
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

/** A time as minutes and whole seconds: 539.6 s is 9m00s. */
export const minutes = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, "0")}s`;
};
