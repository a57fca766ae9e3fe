import type { TestProject } from "vitest/node";
import { startPostgres } from "./postgres.ts";

/**
 * Integration tests run on the embedded database (PGlite) by default. With TEST_DB=postgres they run
 * on a real PostgreSQL server started here on a throw-away data directory.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB !== "postgres") return;
  const server = await startPostgres();
  project.provide("postgresUrl", server.url);
  return async () => server.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl?: string;
  }
}
