import { spawn, type ChildProcess } from "node:child_process";
import { PROJECT_ROOT } from "../lib/local-db.ts";
import { E2E_ENV } from "../../tests/e2e/support/env.ts";

export interface BenchServer {
  baseUrl: string;
  stop(): void;
}

/**
 * The production build served like Netlify serves it (scripts/serve.ts on a fresh, seeded database, its admin the
 * e2e admin), or the server BENCH_BASE_URL names.
 */
export async function startServer(port: number): Promise<BenchServer> {
  if (process.env.BENCH_BASE_URL) return { baseUrl: process.env.BENCH_BASE_URL.replace(/\/$/, ""), stop() {} };
  const baseUrl = `http://localhost:${port}`;
  console.log("Building and serving the production build (a few minutes)...");
  const server: ChildProcess = spawn("node", ["scripts/serve.ts", "--fresh", "--port", String(port)], {
    cwd: PROJECT_ROOT,
    stdio: "ignore",
    detached: true,
    env: { ...process.env, ...E2E_ENV },
  });
  const stop = () => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, "SIGTERM");
  };
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`scripts/serve.ts exited with ${server.exitCode}`);
    const ready = await fetch(`${baseUrl}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { baseUrl, stop };
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  stop();
  throw new Error("The production server did not answer within 10 minutes");
}
