import { copyFileSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AstroIntegration } from "astro";
import { isRunnableDevEnvironment, type Plugin } from "vite";
import { parseDocument } from "yaml";
import { EDITOR_PATH, editorContentSecurityPolicy } from "../../functions/http/content-security.ts";
import { HARDENING_HEADERS } from "../../functions/http/hardening.ts";
import { withLanguageCollections } from "./collections.ts";

/**
 * The content editor at /editor/ (decision 0056): public/editor/ holds its page, its configuration and its field
 * rules (fields.js, decision 0061); Decap's script comes from the pinned `decap-cms` dev dependency (Netlify's build
 * installs those), copied into the build and served from node_modules under `npm start`, never committed. The editor's own Content-Security-Policy is a
 * header rule of the build (`withEditorPolicy`, astro.config.mjs) and a header of the dev server's answer here.
 */

const EDITOR_SOURCE = fileURLToPath(new URL("../../public/editor/", import.meta.url));
const DECAP_DIST = join(dirname(createRequire(import.meta.url).resolve("decap-cms/package.json")), "dist");

/**
 * Decap's script, the chunks it loads on demand and its licence notice. Not its WebP encoder (the .wasm files, for
 * picture uploads: no field takes a picture) nor the source maps (25 MB).
 */
export function decapFiles(dist = DECAP_DIST): string[] {
  return readdirSync(dist)
    .filter((name) => /^(\d+\.)?decap-cms\.js$/.test(name) || name === "decap-cms.js.LICENSE.txt")
    .sort();
}

/** The GitHub repository (`owner/name`) an address of it names, from Netlify's REPOSITORY_URL. */
export function githubRepository(url: string | undefined): string | undefined {
  return /github\.com[/:]([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(url ?? "")?.[1];
}

/**
 * The configuration as the editor gets it: each language's collections (./collections.ts), the repository the site is built from, and, under `npm start`, the local
 * backend the editor saves through. Comments and order stay as written.
 */
export function servedEditorConfig(source: string, options: { repository?: string; localBackend?: string }): string {
  const config = parseDocument(source);
  withLanguageCollections(config);
  if (options.repository) config.setIn(["backend", "repo"], options.repository);
  if (options.localBackend) config.set("local_backend", { url: options.localBackend });
  return config.toString({ lineWidth: 0 });
}

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".yml": "text/yaml; charset=utf-8",
};

/** What the dev server answers under /editor/: the file's body, or undefined to leave the request to Astro. */
function devEditorFile(path: string, localBackend: string | undefined): string | undefined {
  const name = path.slice(EDITOR_PATH.length) || "index.html";
  if (name === "index.html") return readFileSync(join(EDITOR_SOURCE, "index.html"), "utf8");
  if (name === "config.yml") {
    return servedEditorConfig(readFileSync(join(EDITOR_SOURCE, "config.yml"), "utf8"), { localBackend });
  }
  if (decapFiles().includes(name)) return readFileSync(join(DECAP_DIST, name), "utf8");
  return undefined;
}

/**
 * The dev server's answers under /editor/. Astro puts its own checks in front of every middleware once the plugins
 * are set up, and its trailing-slash check refuses /editor/ (the site's addresses end without one); so this plugin's
 * middleware goes in front afterwards, and takes only the editor's files.
 */
function devEditor(localBackend: string | undefined): Plugin {
  return {
    name: "solemuse:dev-editor",
    configureServer: (server) => () => {
      server.middlewares.stack.unshift({
        route: "",
        handle: (request: IncomingMessage, response: ServerResponse, next: () => void) => {
          const path = new URL(request.url ?? "/", "http://localhost").pathname;
          if (path === EDITOR_PATH.slice(0, -1)) {
            response.writeHead(301, { Location: EDITOR_PATH }).end();
            return;
          }
          if (!path.startsWith(EDITOR_PATH) || request.method !== "GET") return next();
          const body = devEditorFile(path, localBackend);
          if (body === undefined) return next();
          response.writeHead(200, {
            ...HARDENING_HEADERS,
            "Content-Type": CONTENT_TYPES[extname(path) || ".html"] ?? "application/octet-stream",
            "Content-Security-Policy": editorContentSecurityPolicy(localBackend),
            "Cache-Control": "no-store",
          });
          response.end(body);
        },
      });
    },
  };
}

/**
 * Under `astro dev` a page reads its collections through Astro's data store, which the server's module runner loads
 * once and keeps (a module-level singleton in astro/dist/content/data-store.js) until its modules are evaluated again.
 * A saved content file is reloaded by the loader, which writes `.astro/data-store.json` about half a second later. The
 * runner evaluates its modules again when Tailwind, which scans content/ for class names, reports the stylesheet
 * changed: at the moment of the save, before that write. A page asked for in between loaded the store as it was and
 * kept it until the next change elsewhere (the first save after start showed the old text for 95 s). So once the
 * data store file is written, the server's environments are reloaded once more, and the next page reads the new data.
 */
function devContentReload(): Plugin {
  return {
    name: "solemuse:dev-content-reload",
    configureServer(server) {
      const dataStore = join(server.config.root, ".astro", "data-store.json");
      const reload = (path: string) => {
        if (path !== dataStore) return;
        for (const [name, environment] of Object.entries(server.environments)) {
          if (name !== "client" && isRunnableDevEnvironment(environment)) {
            environment.hot.send({ type: "full-reload", path: "*" });
          }
        }
      };
      server.watcher.on("add", reload).on("change", reload);
    },
  };
}

export const editor: AstroIntegration = {
  name: "solemuse:editor",
  hooks: {
    // `npm start` runs decap-server and names it in EDITOR_BACKEND_URL (scripts/dev.ts): the editor saves into the
    // working tree, and the site's content collections pick the change up at once.
    "astro:config:setup": ({ command, updateConfig }) => {
      if (command === "dev") {
        updateConfig({ vite: { plugins: [devEditor(process.env.EDITOR_BACKEND_URL), devContentReload()] } });
      }
    },
    "astro:build:done": ({ dir, logger }) => {
      const target = fileURLToPath(new URL(`.${EDITOR_PATH}`, dir));
      mkdirSync(target, { recursive: true });
      for (const name of decapFiles()) copyFileSync(join(DECAP_DIST, name), join(target, name));
      const repository = githubRepository(process.env.REPOSITORY_URL);
      if (process.env.REPOSITORY_URL && !repository) {
        logger.warn(
          `${process.env.REPOSITORY_URL} is no GitHub repository: the editor keeps public/editor/config.yml's`,
        );
      }
      const source = readFileSync(join(EDITOR_SOURCE, "config.yml"), "utf8");
      writeFileSync(join(target, "config.yml"), servedEditorConfig(source, { repository }));
      logger.info(
        `The content editor at ${EDITOR_PATH}: Decap CMS ${decapVersion()}${repository ? `, ${repository}` : ""}`,
      );
    },
  },
};

function decapVersion(): string {
  return (JSON.parse(readFileSync(join(DECAP_DIST, "..", "package.json"), "utf8")) as { version: string }).version;
}
