import type { TestProject } from "vitest/node";
import { migrate } from "../../scripts/lib/migrate.ts";
import { startNeonBridge } from "../../scripts/lib/neon-bridge.ts";
import { databaseUrl, onServer, startPostgres, TEMPLATE_DATABASE } from "./postgres.ts";

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
    await onServer(server.url, (client) => client.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`));
    // Its connections are closed when migrate() returns: a database with a session open cannot be copied.
    await migrate(databaseUrl(server.url, TEMPLATE_DATABASE));
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
