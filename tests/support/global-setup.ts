import type { TestProject } from "vitest/node";
import pg from "pg";
import { migrate } from "../../scripts/lib/migrate.ts";
import { startNeonBridge } from "../../scripts/lib/neon-bridge.ts";
import { startPostgres, TEMPLATE_DATABASE } from "./postgres.ts";

/**
 * Integration tests run on the embedded database (PGlite) by default. With TEST_DB=postgres they run on a real
 * PostgreSQL server started here on a throw-away data directory; with TEST_DB_DRIVER=serverless too, the site talks
 * to it through the Neon serverless driver (production's) over a WebSocket bridge started here.
 */
export default async function setup(project: TestProject) {
  const stops: (() => Promise<void>)[] = [];
  if (process.env.TEST_DB === "postgres") {
    const server = await startPostgres();
    stops.push(server.stop);
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
    await admin.end();
    // Its connections are closed when migrate() returns: a database with a session open cannot be copied.
    await migrate(server.url.replace(/\/postgres$/, `/${TEMPLATE_DATABASE}`));
    project.provide("postgresUrl", server.url);
  }
  if (process.env.TEST_DB_DRIVER === "serverless") {
    const bridge = await startNeonBridge();
    stops.push(bridge.stop);
    project.provide("neonProxy", bridge.proxy);
  }
  return async () => {
    for (const stop of stops.reverse()) await stop();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl?: string;
    neonProxy?: string;
  }
}
