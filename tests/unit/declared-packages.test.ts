import { readdirSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every package the project's code imports is declared in package.json: one that only arrives as another package's
 * dependency may go away, or change its major version, at any install. Read: src/, functions/, scripts/, tests/,
 * netlify/ and the configuration files at the root. Not scripts/netlify-cli/: those files are copied into netlify-cli
 * and import its own dependencies (tests/unit/local-server-patches.test.ts checks they are found there).
 */
const ROOT = join(import.meta.dirname, "..", "..");
const FOLDERS = ["src", "functions", "scripts", "tests", "netlify"];
const NOT_OURS = ["scripts/netlify-cli/"];
const CODE = /\.(astro|js|mjs|mts|ts|tsx)$/;

// A static import or re-export at the start of a line (types and side effects included), a lazy import of a
// literal, and a package resolved by name (`createRequire(…).resolve`).
const IMPORTS = [
  /^\s*(?:import|export)\s+(?:[^"'`;]*?\bfrom\s*)?["']([^"']+)["']/gm,
  /\bimport\(\s*["']([^"']+)["']\s*\)/g,
  // `require.resolve` or `createRequire(…).resolve`, not a promise's `Promise.resolve("value")`.
  /(?:\brequire|\))\.resolve\(\s*["']([^"'.][^"']*)["']\s*\)/g,
];

/** The package a specifier names (`@scope/name/sub` is `@scope/name`), or undefined for a file or a built-in. */
function packageOf(specifier: string): string | undefined {
  if (/^[./]/.test(specifier) || /^[a-z]+:/.test(specifier)) return undefined;
  const name = specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");
  return builtinModules.includes(name) ? undefined : name;
}

function importedPackages(code: string): string[] {
  return IMPORTS.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => packageOf(match[1]!)))
    .filter((name) => name !== undefined)
    .sort();
}

function codeFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : codeFiles(path);
    return CODE.test(entry.name) && !NOT_OURS.some((folder) => path.startsWith(folder)) ? [path] : [];
  });
}

const ROOT_CONFIGS = readdirSync(ROOT).filter((name) => /\.config\.(js|mjs|ts)$/.test(name));
const FILES = [...ROOT_CONFIGS, ...FOLDERS.flatMap(codeFiles)];
const manifest = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as Record<string, Record<string, string>>;
const DECLARED = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})]);

describe("the packages the code imports", () => {
  it("are read from static, type, side-effect, re-export and lazy imports, by package name", () => {
    const code = [
      'import { z } from "zod/mini";',
      'import type { Plugin } from "vite";',
      'import "@fontsource/inter/400.css";',
      'export { x } from "./x.ts";',
      'import { readFileSync } from "node:fs";',
      'import { createServer } from "net";',
      'import { getCollection } from "astro:content";',
      'const pg = await import("pg");',
      'const dist = require.resolve("decap-cms/package.json");',
      'const answer = Promise.resolve("denied");',
      'const words = Buffer.from("import me");',
    ].join("\n");
    expect(importedPackages(code)).toEqual(["@fontsource/inter", "decap-cms", "pg", "vite", "zod"]);
  });

  it("are found in the project's files", () => {
    expect(FILES).toEqual(expect.arrayContaining(["astro.config.mjs", "scripts/editor/integration.ts"]));
    expect(FILES.filter((file) => file.startsWith("scripts/netlify-cli/"))).toEqual([]);
  });

  it("are each declared in package.json", () => {
    const undeclared = FILES.flatMap((file) =>
      importedPackages(readFileSync(join(ROOT, file), "utf8"))
        .filter((name) => !DECLARED.has(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(undeclared).toEqual([]);
  });
});
