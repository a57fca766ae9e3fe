import { afterAll, beforeAll, inject } from "vitest";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import type { Server } from "node:net";
import { join } from "node:path";
import { NetlifyDB } from "@netlify/database-dev";
// One connection at a time has the embedded database's single session, as under the local servers.
import "../../scripts/lib/embedded-session.ts";
import { BlobsServer } from "@netlify/blobs/server";
import { setEnvironmentContext } from "@netlify/blobs";
import { closeDatabase } from "../../functions/db/index.ts";
import { MIGRATIONS_DIR, migrate } from "../../scripts/lib/migrate.ts";
import { databaseUrl, onServer, TEMPLATE_DATABASE } from "./postgres.ts";

let embedded: NetlifyDB | undefined;
let fileDatabase: { serverUrl: string; name: string } | undefined;
let blobs: BlobsServer | undefined;
let blobDir: string | undefined;

/**
 * Drops a test file's database once its connections are gone. The pool's `end()` resolves when its clients are let
 * go, before their sessions have closed on the server; dropping WITH (FORCE) then would end a closing session, whose
 * client reports it as an unhandled error. FORCE stays for a connection that never closes.
 */
async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await onServer(serverUrl, async (client) => {
    const deadline = Date.now() + 10_000;
    const sessions = async () =>
      Number(
        (await client.query<{ n: string }>("SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1", [name]))
          .rows[0]!.n,
      );
    while ((await sessions()) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
}

/** Every test file gets an empty, migrated database (on PostgreSQL a copy of the migrated template) and an empty blob store. */
beforeAll(async () => {
  process.env.RATE_LIMITS ??= "off";
  process.env.SESSION_SECRET ??= "integration-tests-secret-integration-tests-secret";
  const postgresUrl = inject("postgresUrl");
  if (postgresUrl) {
    // A database of its own on the shared server, so two files can run side by side.
    const name = `test_${process.pid}_${randomBytes(4).toString("hex")}`;
    fileDatabase = { serverUrl: postgresUrl, name };
    await onServer(postgresUrl, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`));
    process.env.NETLIFY_DB_URL = databaseUrl(postgresUrl, name);
  } else {
    embedded = new NetlifyDB({ logger: () => undefined });
    process.env.NETLIFY_DB_URL = await embedded.start();
    // The embedded server answers each protocol message in its own small write; without TCP_NODELAY,
    // Nagle and delayed ACKs add ~40 ms to every parameterised query.
    (embedded as unknown as { server: Server }).server.on("connection", (socket) => socket.setNoDelay(true));
  }
  // The site's own queries go through the driver production uses when the suite runs on it (TEST_DB_DRIVER).
  const neonProxy = inject("neonProxy");
  process.env.NETLIFY_DB_DRIVER = neonProxy ? "serverless" : "server";
  if (neonProxy) process.env.NEON_WS_PROXY = neonProxy;
  await migrate(process.env.NETLIFY_DB_URL);

  blobDir = mkdtempSync(join(tmpdir(), "solemuse-blobs-"));
  blobs = new BlobsServer({ directory: blobDir, token: "test-token" });
  const { port } = await blobs.start();
  setEnvironmentContext({
    siteID: "test-site",
    token: "test-token",
    edgeURL: `http://localhost:${port}`,
    uncachedEdgeURL: `http://localhost:${port}`,
    apiURL: `http://localhost:${port}`,
  });
});

afterAll(async () => {
  await closeDatabase();
  await embedded?.stop();
  if (fileDatabase) await dropDatabase(fileDatabase.serverUrl, fileDatabase.name);
  await blobs?.stop();
  if (blobDir) rmSync(blobDir, { recursive: true, force: true });
});

export { MIGRATIONS_DIR };
