import { defineConfig } from "vitest/config";
import { FAST_PASSWORD_HASHING } from "./tests/e2e/support/env.ts";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          environment: "node",
          // They run beside the production build (npm test's lanes): password hashing at the recommended cost takes
          // longer on a busy core than Vitest's default 5 s allows.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/global-setup.ts"],
          env: FAST_PASSWORD_HASHING,
          setupFiles: ["tests/support/integration-setup.ts"],
          // One database and one blob store per test file, so two files run side by side (one per core).
          maxWorkers: 2,
          // A spy a test sets up (vi.spyOn) is undone before the next test runs.
          restoreMocks: true,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
