import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import { createServer, connect } from "node:net";
import { join } from "node:path";
import { editorFolders, startGuard } from "./guard.ts";

/**
 * The content editor's local backend under `npm start`: decap-server, which reads and writes the working tree, so an
 * editor's save changes the file under content/ (uncommitted) and the local site shows it. It listens on this machine
 * only (127.0.0.1), on EDITOR_PORT or Decap's usual 8081; when that port is taken (another checkout's `npm start`,
 * whose tree the editor must never write), on a free one, which the editor's configuration names. A guard
 * (./guard.ts) listens there and passes on to decap-server, on a free port of its own, only the local site's requests
 * for the editor's folders.
 */

const HOST = "127.0.0.1";
export const DEFAULT_EDITOR_PORT = 8081;

export interface EditorBackend {
  /** What the editor's configuration names as `local_backend.url`. */
  url: string;
  process: ChildProcess;
}

/** Whether nothing listens on `port` now. */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once("error", () => resolve(false))
      .listen(port, HOST, () => probe.close(() => resolve(true)));
  });
}

function anyFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once("error", reject)
      .listen(0, HOST, () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
  });
}

/** Resolves once something accepts connections on `port`; rejects when `child` exits first or after `timeoutMs`. */
function listening(port: number, child: ChildProcess, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const exited = (code: number | null) => reject(new Error(`decap-server exited (code ${code}) before listening`));
    child.once("exit", exited);
    const attempt = () => {
      const socket = connect(port, HOST)
        .once("connect", () => {
          socket.end();
          child.off("exit", exited);
          resolve();
        })
        .once("error", () => {
          socket.destroy();
          if (Date.now() > deadline) reject(new Error(`decap-server did not listen on ${HOST}:${port}`));
          else setTimeout(attempt, 100);
        });
    };
    attempt();
  });
}

/**
 * Starts decap-server for the repository at `root`, behind its guard: on the port asked for (EDITOR_PORT, else 8081)
 * when it is free, else any free one, said in `log`; only pages of the local site on `sitePort` may call it. Resolves undefined (the editor then offers only GitHub's sign-in, which needs the
 * internet) when the server cannot start: `npm start` goes on without it.
 */
export async function startEditorBackend(
  root: string,
  {
    sitePort,
    port: asked = Number(process.env.EDITOR_PORT ?? DEFAULT_EDITOR_PORT),
    log = console.log,
  }: { sitePort: number; port?: number; log?: (line: string) => void },
): Promise<EditorBackend | undefined> {
  const port = (await isFree(asked)) ? asked : await anyFreePort();
  if (port !== asked) log(`Content editor: port ${asked} is taken, its local backend listens on ${port} instead.`);
  const decapPort = await anyFreePort();
  const child = spawn(process.execPath, [createRequire(import.meta.url).resolve("decap-server")], {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    // `fs`: saves write the files and commit nothing; errors only on the console.
    env: {
      ...process.env,
      PORT: String(decapPort),
      BIND_HOST: HOST,
      MODE: "fs",
      GIT_REPO_DIRECTORY: root,
      LOG_LEVEL: "warn",
    },
  });
  try {
    await listening(decapPort, child);
    const guard = await startGuard(HOST, decapPort, {
      port,
      sitePort,
      folders: editorFolders(join(root, "public", "editor", "config.yml")),
    });
    child.once("exit", () => guard.close());
  } catch (error) {
    child.kill();
    log(`Content editor: no local backend (${(error as Error).message}); /editor/ cannot save under npm start.`);
    return undefined;
  }
  child.once("exit", (code, signal) => {
    if (signal !== "SIGTERM")
      log(`Content editor: decap-server stopped (${signal ?? `code ${code}`}); restart npm start to save again.`);
  });
  return { url: `http://${HOST}:${port}/api/v1`, process: child };
}
