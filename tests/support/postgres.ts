import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

const BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

/**
 * The integration tests' migrated schema on their PostgreSQL server (tests/support/global-setup.ts), which every test
 * file's database is copied from (`CREATE DATABASE … TEMPLATE`): the migrations run once a run instead of once a file,
 * and each file's `migrate()` finds them all applied.
 */
export const TEMPLATE_DATABASE = "test_template";

/** Runs `use` on a connection of its own to the PostgreSQL server, closed afterwards. */
export async function onServer<T>(serverUrl: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** The address of database `name` on the server at `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** PostgreSQL refuses to run as root, so root runs it as the postgres user. */
function asPostgres(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
}

export interface PostgresServer {
  url: string;
  port: number;
  /** Stops the server as an operator's restart does (`pg_ctl stop -m fast`: sessions are ended), keeping its data. */
  pause(): Promise<void>;
  /** Starts the paused server again on the same data directory and port, and waits until it takes connections. */
  resume(): Promise<void>;
  /** Stops the server and removes its data directory. */
  stop(): Promise<void>;
  /** The same, synchronously (from a process's `exit` handler). */
  stopNow(): void;
}

/** Starts a real PostgreSQL 15 server on a fresh data directory and 127.0.0.1 at a free port. */
export async function startPostgres(): Promise<PostgresServer> {
  const dir = mkdtempSync(join(tmpdir(), "solemuse-pg-"));
  chmodSync(dir, 0o777);
  const data = join(dir, "data");
  if (process.getuid?.() === 0) execFileSync("chown", ["postgres", dir]);
  const [initdb, initArgs] = asPostgres(join(BIN, "initdb"), [
    "-D",
    data,
    "-U",
    "postgres",
    "--auth=trust",
    "-E",
    "UTF8",
    "--no-sync",
  ]);
  execFileSync(initdb, initArgs, { stdio: "ignore" });
  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const { default: pgClient } = await import("pg");

  let child: ChildProcess | undefined;
  const run = async () => {
    const [pg, pgArgs] = asPostgres(join(BIN, "postgres"), [
      "-D",
      data,
      "-p",
      String(port),
      "-h",
      "127.0.0.1",
      "-k",
      dir,
      "-F",
    ]);
    child = spawn(pg, pgArgs, { stdio: "ignore" });
    for (let attempt = 0; ; attempt++) {
      const client = new pgClient.Client({ connectionString: url });
      try {
        await client.connect();
        await client.end();
        return;
      } catch (error) {
        if (attempt > 100) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  };
  // runuser does not pass signals on, so stop the server the documented way.
  const [pgCtl, ctlArgs] = asPostgres(join(BIN, "pg_ctl"), ["-D", data, "stop", "-m", "fast", "-w"]);
  const halt = async () => {
    execFileSync(pgCtl, ctlArgs, { stdio: "ignore" });
    const running = child;
    if (running && running.exitCode === null) await new Promise((resolve) => running.once("exit", resolve));
  };

  await run();
  return {
    url,
    port,
    pause: halt,
    resume: run,
    stop: async () => {
      await halt();
      rmSync(dir, { recursive: true, force: true });
    },
    stopNow: () => {
      if (child?.exitCode === null) execFileSync(pgCtl, ctlArgs, { stdio: "ignore" });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
