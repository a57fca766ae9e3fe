import { readFileSync } from "node:fs";
import { createServer, request as forward, type IncomingMessage, type Server } from "node:http";
import { posix } from "node:path";
import { parse } from "yaml";
import { SITE_COLLECTION } from "./collections.ts";

/**
 * The guard in front of decap-server under `npm start` (decision 0060). decap-server reads and writes any file of the
 * working tree for any caller, so every web page the developer opens could ask it for `.netlify/local-admin.json` or
 * write under `.git/hooks/`. The guard answers 403 unless the request names this backend by its loopback address
 * (no DNS rebinding), comes from the local site's own pages (its Origin), and every path it reads or writes lies in
 * a folder of the editor's configuration (its collections and its media folder).
 */

/** The requests the guard lets through to decap-server. */
export interface GuardRules {
  /** The guard's own port: the Host a request names must be 127.0.0.1 or localhost on it. */
  port: number;
  /** The local site's port: the Origin must be http://localhost or http://127.0.0.1 on it. */
  sitePort: number;
  /** The folders, relative to the working tree, the editor may read and write (`content/cities`). */
  folders: readonly string[];
}

const LOOPBACK_NAMES = ["127.0.0.1", "localhost"];

/** A request's body past this is refused: the editor sends one Markdown file at a time. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

/**
 * The folders of the editor's configuration (public/editor/config.yml): each collection's, its files', its media's,
 * and the folder of the site's own file collection, which ./collections.ts adds (each language's collections lie
 * inside the English ones' folders).
 */
export function editorFolders(configPath: string): string[] {
  const config = parse(readFileSync(configPath, "utf8")) as {
    media_folder?: string;
    collections?: { folder?: string; files?: { file: string }[] }[];
  };
  const folders = (config.collections ?? []).flatMap((collection) => [
    ...(collection.folder ? [collection.folder] : []),
    ...(collection.files ?? []).map((file) => posix.dirname(file.file)),
  ]);
  folders.push(...SITE_COLLECTION.files.map((file) => posix.dirname(file.file)));
  if (config.media_folder) folders.push(config.media_folder);
  return [...new Set(folders.map((folder) => folder.replace(/^\/+|\/+$/g, "")))];
}

/** Whether `path` (as the editor sends it, relative to the working tree) is one of `folders` or inside one. */
export function insideFolders(path: unknown, folders: readonly string[]): boolean {
  if (typeof path !== "string" || path === "" || path.includes("\\") || path.includes("\0")) return false;
  if (path.startsWith("/") || /^[a-z]:/i.test(path)) return false;
  const segments = path.replace(/\/+$/, "").split("/");
  if (segments.some((segment) => segment === "" || segment === "." || segment === "..")) return false;
  const clean = segments.join("/");
  return folders.some((folder) => clean === folder || clean.startsWith(`${folder}/`));
}

type Params = Record<string, unknown> | undefined;
const list = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? (value as Record<string, unknown>[]) : [];

/**
 * The paths each of decap-server's actions reads or writes (its `local_fs` middleware); undefined for an action it
 * does not take. `info` and `getDeployPreview` touch no file.
 */
const ACTION_PATHS: Record<string, (params: Params) => unknown[]> = {
  info: () => [],
  getDeployPreview: () => [],
  entriesByFolder: (params) => [params?.folder],
  entriesByFiles: (params) => list(params?.files).map((file) => file.path),
  getEntry: (params) => [params?.path],
  persistEntry: (params) => {
    const entry = params?.entry as Record<string, unknown> | undefined;
    const dataFiles = params?.dataFiles === undefined ? (entry ? [entry] : []) : list(params.dataFiles);
    return [
      ...dataFiles.flatMap((file) => [file.path, ...(file.newPath === undefined ? [] : [file.newPath])]),
      ...list(params?.assets).map((asset) => asset.path),
    ];
  },
  getMedia: (params) => [params?.mediaFolder],
  getMediaFile: (params) => [params?.path],
  persistMedia: (params) => [(params?.asset as Record<string, unknown> | undefined)?.path],
  deleteFile: (params) => [params?.path],
  deleteFiles: (params) => (Array.isArray(params?.paths) ? params.paths : [undefined]),
};

/** Why the guard refuses a request (its 403's text), or undefined when decap-server may answer it. */
export function refusal(
  request: { method?: string; host?: string; origin?: string; body?: unknown },
  rules: GuardRules,
): string | undefined {
  if (!LOOPBACK_NAMES.some((name) => request.host === `${name}:${rules.port}`)) return "Host is not this backend";
  if (!LOOPBACK_NAMES.some((name) => request.origin === `http://${name}:${rules.sitePort}`)) {
    return "Origin is not the local site";
  }
  if (request.method === "OPTIONS") return undefined;
  const { action, params } = (request.body ?? {}) as { action?: unknown; params?: Params };
  const paths = typeof action === "string" && Object.hasOwn(ACTION_PATHS, action) ? ACTION_PATHS[action] : undefined;
  if (!paths) return "Unknown action";
  if (!paths(params).every((path) => insideFolders(path, rules.folders))) return "Path outside the editor's folders";
  return undefined;
}

function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        resolve(undefined);
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });
}

function parsed(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString("utf8"));
  } catch {
    return undefined;
  }
}

/**
 * Starts the guard on `host:port`, passing what `refusal` lets through to decap-server on `host:target` unchanged
 * (its answer too); resolves once it listens.
 */
export function startGuard(host: string, target: number, rules: GuardRules): Promise<Server> {
  const server = createServer((request, response) => {
    const refuse = (reason: string) =>
      response.writeHead(403, { "Content-Type": "application/json" }).end(JSON.stringify({ error: reason }));
    void readBody(request).then(
      (body) => {
        if (!body) return refuse("Body too large");
        const reason = refusal(
          { method: request.method, host: request.headers.host, origin: request.headers.origin, body: parsed(body) },
          rules,
        );
        if (reason) return refuse(reason);
        const upstream = forward(
          {
            host,
            port: target,
            method: request.method,
            path: request.url,
            headers: { ...request.headers, host: `${host}:${target}` },
          },
          (answer) => {
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(response);
          },
        );
        upstream.on("error", () => response.writeHead(502).end());
        upstream.end(body);
      },
      () => response.destroy(),
    );
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject).listen(rules.port, host, () => resolve(server));
  });
}
