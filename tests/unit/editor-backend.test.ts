import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startEditorBackend, type EditorBackend } from "../../scripts/editor/backend.ts";

/**
 * The editor's local backend as `npm start` runs it (scripts/dev.ts): decap-server on this machine, writing the
 * working tree it is given; on another port when the one asked for is taken, never failing the start.
 */
const started: EditorBackend[] = [];
const servers: Server[] = [];
const trees: string[] = [];

afterEach(() => {
  for (const backend of started.splice(0)) backend.process.kill("SIGTERM");
  for (const server of servers.splice(0)) server.close();
  for (const tree of trees.splice(0)) rmSync(tree, { recursive: true, force: true });
});

function workingTree(): string {
  const tree = mkdtempSync(join(tmpdir(), "solemuse-editor-"));
  mkdirSync(join(tree, "content", "cities"), { recursive: true });
  trees.push(tree);
  return tree;
}

/** A port something already listens on, as another checkout's `npm start` would. */
function takenPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => resolve((server.address() as { port: number }).port));
    servers.push(server);
  });
}

async function freePort(): Promise<number> {
  const port = await takenPort();
  servers.pop()!.close();
  return port;
}

async function call(backend: EditorBackend, body: unknown) {
  const response = await fetch(backend.url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("the editor's local backend", () => {
  it("listens on the port asked for and saves into the working tree it serves", async () => {
    const tree = workingTree();
    const port = await freePort();
    const backend = (await startEditorBackend(tree, { port, log: () => undefined }))!;
    started.push(backend);
    expect(backend.url).toBe(`http://127.0.0.1:${port}/api/v1`);

    expect((await call(backend, { action: "info" })).body).toMatchObject({ repo: basename(tree), type: "local_fs" });
    const raw = "---\nname: Zurich\n---\n";
    const saved = await call(backend, {
      action: "persistEntry",
      params: {
        branch: "main",
        entry: { slug: "zurich", path: "content/cities/zurich.md", raw },
        assets: [],
        options: { commitMessage: "Zurich", useWorkflow: false, status: "draft" },
      },
    });
    expect(saved.status).toBe(200);
    expect(readFileSync(join(tree, "content/cities/zurich.md"), "utf8")).toBe(raw);
  }, 30_000);

  it("takes another port when the one asked for is taken, and says which", async () => {
    const taken = await takenPort();
    const said: string[] = [];
    const backend = (await startEditorBackend(workingTree(), { port: taken, log: (line) => said.push(line) }))!;
    started.push(backend);
    const port = Number(new URL(backend.url).port);
    expect(port).not.toBe(taken);
    expect(said).toEqual([`Content editor: port ${taken} is taken, its local backend listens on ${port} instead.`]);
    expect((await call(backend, { action: "info" })).status).toBe(200);
  }, 30_000);
});
