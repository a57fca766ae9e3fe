import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startEditorBackend, type EditorBackend } from "../../scripts/editor/backend.ts";

/**
 * The editor's local backend as `npm start` runs it (scripts/dev.ts): decap-server on this machine, writing the
 * working tree it is given; on another port when the one asked for is taken, never failing the start; for the local
 * site's pages only, in the editor's folders only (decision 0060).
 */
const SITE_PORT = 4321;
const SITE = `http://localhost:${SITE_PORT}`;
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
  mkdirSync(join(tree, "public", "editor"), { recursive: true });
  writeFileSync(
    join(tree, "public", "editor", "config.yml"),
    "media_folder: public/uploads\ncollections:\n  - name: cities\n    folder: content/cities\n",
  );
  mkdirSync(join(tree, ".netlify"));
  writeFileSync(join(tree, ".netlify", "local-admin.json"), '{"password":"secret-of-the-admin"}');
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

/**
 * POSTs `body` to the backend as a page of `origin` would, naming the backend by `host` (fetch cannot set Host, so
 * node:http).
 */
function call(
  backend: EditorBackend,
  body: unknown,
  { origin = SITE, host = new URL(backend.url).host }: { origin?: string; host?: string } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const url = new URL(backend.url);
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        headers: { "Content-Type": "application/json", Host: host, Origin: origin },
        timeout: 10_000,
      },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () =>
          resolve({ status: response.statusCode!, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> }),
        );
      },
    );
    sent.on("error", reject);
    sent.end(JSON.stringify(body));
  });
}

const save = (path: string, raw = "owned\n") => ({
  action: "persistEntry",
  params: {
    branch: "main",
    entry: { slug: "x", path, raw },
    assets: [],
    options: { commitMessage: "x", useWorkflow: false, status: "draft" },
  },
});

describe("the editor's local backend", () => {
  it("listens on the port asked for and saves into the working tree it serves", async () => {
    const tree = workingTree();
    const port = await freePort();
    const backend = (await startEditorBackend(tree, { port, sitePort: SITE_PORT, log: () => undefined }))!;
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
    const backend = (await startEditorBackend(workingTree(), {
      port: taken,
      sitePort: SITE_PORT,
      log: (line) => said.push(line),
    }))!;
    started.push(backend);
    const port = Number(new URL(backend.url).port);
    expect(port).not.toBe(taken);
    expect(said).toEqual([`Content editor: port ${taken} is taken, its local backend listens on ${port} instead.`]);
    expect((await call(backend, { action: "info" })).status).toBe(200);
  }, 30_000);

  describe("refuses with 403", () => {
    let backend: EditorBackend;
    let tree: string;
    beforeAll(async () => {
      tree = workingTree();
      trees.pop(); // kept for every test of this block
      backend = (await startEditorBackend(tree, {
        port: await freePort(),
        sitePort: SITE_PORT,
        log: () => undefined,
      }))!;
    }, 30_000);
    afterAll(() => {
      backend.process.kill("SIGTERM");
      rmSync(tree, { recursive: true, force: true });
    });
    const adminFile = { action: "getEntry", params: { branch: "main", path: ".netlify/local-admin.json" } };

    it("a request naming another host (DNS rebinding)", async () => {
      const answer = await call(backend, adminFile, { host: `attacker.example:${new URL(backend.url).port}` });
      expect(answer.status).toBe(403);
      expect(JSON.stringify(answer.body)).not.toContain("secret-of-the-admin");
      expect((await call(backend, { action: "info" }, { host: "attacker.example" })).status).toBe(403);
    });

    it("a page of another origin, another local port's too", async () => {
      expect((await call(backend, { action: "info" }, { origin: "http://localhost:5173" })).status).toBe(403);
      expect((await call(backend, { action: "info" }, { origin: "https://attacker.example" })).status).toBe(403);
      expect((await call(backend, { action: "info" })).status).toBe(200);
    });

    it("reading or writing outside the editor's folders", async () => {
      const answer = await call(backend, adminFile);
      expect(answer.status).toBe(403);
      expect(JSON.stringify(answer.body)).not.toContain("secret-of-the-admin");
      expect((await call(backend, save(".git/hooks/pre-commit"))).status).toBe(403);
      expect(
        (
          await call(backend, {
            action: "entriesByFolder",
            params: { branch: "main", folder: ".netlify", extension: "json", depth: 1 },
          })
        ).status,
      ).toBe(403);
      expect(existsSync(join(tree, ".git"))).toBe(false);
    });

    it("a path that climbs out of a folder with ..", async () => {
      expect((await call(backend, save("content/cities/../../.git/hooks/pre-commit"))).status).toBe(403);
      expect(
        (
          await call(backend, {
            action: "getEntry",
            params: { branch: "main", path: "content/cities/../../.netlify/local-admin.json" },
          })
        ).status,
      ).toBe(403);
      expect(existsSync(join(tree, ".git"))).toBe(false);
    });

    it("an absolute path", async () => {
      expect((await call(backend, save(join(tree, ".git/hooks/pre-commit")))).status).toBe(403);
      expect(
        (
          await call(backend, {
            action: "getEntry",
            params: { branch: "main", path: join(tree, ".netlify/local-admin.json") },
          })
        ).status,
      ).toBe(403);
      expect(existsSync(join(tree, ".git"))).toBe(false);
    });

    it("but saves a city and a picture in the media folder", async () => {
      expect((await call(backend, save("content/cities/basel.md", "---\nname: Basel\n---\n"))).status).toBe(200);
      expect(readFileSync(join(tree, "content/cities/basel.md"), "utf8")).toBe("---\nname: Basel\n---\n");
      const picture = { path: "public/uploads/a.txt", content: "aGk=", encoding: "base64" };
      expect(
        (
          await call(backend, {
            action: "persistMedia",
            params: { branch: "main", asset: picture, options: { commitMessage: "picture" } },
          })
        ).status,
      ).toBe(200);
      expect(readFileSync(join(tree, "public/uploads/a.txt"), "utf8")).toBe("hi");
    });
  });
});
