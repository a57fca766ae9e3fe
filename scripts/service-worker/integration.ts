import { writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AstroIntegration } from "astro";
import type { Plugin } from "vite";
import { build } from "esbuild";
import { CATALOGUES } from "../../src/i18n/index.ts";
import { LOCALES } from "../../src/domain/locales.ts";
import { serviceWorkerTexts } from "../../src/service-worker/texts.ts";

/**
 * The service worker (decision 0068): src/service-worker/sw.ts bundled by esbuild (which Vite brings) into one plain
 * script at /sw.js, each language's texts written into it. The build writes dist/sw.js; under `npm start` the dev
 * server bundles it on each request. Its size is held to SERVICE_WORKER_BUDGET_BYTES gzipped by a unit test.
 */
export const SERVICE_WORKER_PATH = "/sw.js";
const ENTRY = fileURLToPath(new URL("../../src/service-worker/sw.ts", import.meta.url));

/** The worker's script. Its version names its shell cache: a new build's worker drops the old build's files. */
export async function serviceWorkerScript({ devModules = false } = {}): Promise<string> {
  const texts = Object.fromEntries(LOCALES.map((locale) => [locale, serviceWorkerTexts(locale, CATALOGUES[locale])]));
  const bundle = async (version: string) =>
    (
      await build({
        entryPoints: [ENTRY],
        bundle: true,
        minify: true,
        format: "iife",
        target: "es2022",
        // A worker's script is always read as UTF-8: the texts stay as they are written, shorter than escapes.
        charset: "utf8",
        write: false,
        define: {
          SW_TEXTS: JSON.stringify(texts),
          SW_VERSION: JSON.stringify(version),
          SW_DEV_MODULES: String(devModules),
        },
      })
    ).outputFiles[0]!.text;
  const version = createHash("sha256")
    .update(await bundle(""))
    .digest("hex")
    .slice(0, 12);
  return bundle(version);
}

function devServiceWorker(): Plugin {
  return {
    name: "solemuse:dev-service-worker",
    configureServer: (server) => () => {
      server.middlewares.stack.unshift({
        route: "",
        handle: (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => {
          if (
            request.method !== "GET" ||
            new URL(request.url ?? "/", "http://localhost").pathname !== SERVICE_WORKER_PATH
          ) {
            return next();
          }
          serviceWorkerScript({ devModules: true }).then((script) => {
            response.writeHead(200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache" });
            response.end(script);
          }, next);
        },
      });
    },
  };
}

export const serviceWorker: AstroIntegration = {
  name: "solemuse:service-worker",
  hooks: {
    "astro:config:setup": ({ command, updateConfig }) => {
      if (command === "dev") updateConfig({ vite: { plugins: [devServiceWorker()] } });
    },
    "astro:build:done": async ({ dir, logger }) => {
      writeFileSync(new URL(`.${SERVICE_WORKER_PATH}`, dir), await serviceWorkerScript());
      logger.info(`Service worker written to ${SERVICE_WORKER_PATH}`);
    },
  },
};
