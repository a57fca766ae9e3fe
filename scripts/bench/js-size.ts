import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { TRANSLATED_LOCALES } from "../../src/domain/locales.ts";

/**
 * Page weight of the pre-rendered pages: every script a built page loads (inline modules, `<script src>`,
 * module preloads, island components and renderers, and everything those import), gzipped and summed.
 * The pre-rendered pages must ship no React and stay under 10 KB of gzipped JavaScript each.
 * Usage: `astro build && node scripts/bench/js-size.ts`.
 */

const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const BUDGET_BYTES = 10 * 1024;
/** The pages whose forms and lists are React islands (where Muses and admins work): at most 100 KB each. */
export const APP_PAGE_BUDGET_BYTES = 100 * 1024;

/**
 * The pre-rendered pages by route; every city page is added from dist/city. The home page is rendered on demand
 * (decision 0070): Lighthouse and its end-to-end test weigh it.
 */
export const STATIC_ROUTES = [
  "/about",
  "/become-muse",
  "/contact",
  "/terms",
  "/privacy",
  "/disclaimer",
  "/privacy-policy",
  "/terms-of-use",
  "/shortlist",
  "/welcome",
  "/verify",
];

export interface PageWeight {
  route: string;
  files: string[];
  gzippedBytes: number;
  loadsReact: boolean;
  problems: string[];
}

export interface RunOptions {
  dist?: string;
  routes?: string[];
  budgetBytes?: number;
  log?: (line: string) => void;
}

// Script types browsers execute; anything else (application/ld+json, importmap...) is data.
const EXECUTABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const MODULE_PRELOAD = /<link\b[^>]*\brel\s*=\s*["']?modulepreload["']?[^>]*>/gi;
const ISLAND_ASSET = /\b(?:component-url|renderer-url|before-hydration-url)\s*=\s*"([^"]+)"/gi;
const STATIC_IMPORT = /(?:^|[^\w$.])(?:import|export)\s*(?:[^"'`;()]*?\bfrom\s*)?["']([^"']+)["']/g;
const DYNAMIC_IMPORT = /(?:^|[^\w$.])import\s*\(\s*["'`]([^"'`]+)["'`]\s*\)/g;
// Markers React's runtime always contains, minified or not.
export const REACT_MARKERS =
  /Symbol\.for\(\s*["'`]react\.(?:transitional\.)?element["'`]\s*\)|["'`]react\.fragment["'`]/;

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3] ?? "") : undefined;
}

function gzippedSize(content: string | Buffer): number {
  return gzipSync(content, { level: 9 }).length;
}

/** The HTML file of a route, whichever `build.format` produced it. */
export function htmlFileFor(dist: string, route: string): string {
  const name = route === "/" ? "index" : route.replace(/^\/+|\/+$/g, "");
  const candidates = [join(dist, `${name}.html`), join(dist, name, "index.html")];
  return candidates.find((file) => existsSync(file)) ?? candidates[0]!;
}

export function cityRoutes(dist: string, prefix = ""): string[] {
  const folder = join(dist, prefix, "city");
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .map((entry) => (entry.isDirectory() ? entry.name : entry.name.replace(/\.html$/, "")))
    .filter((name) => name !== "")
    .sort()
    .map((name) => `${prefix}/city/${name}`);
}

/** The pre-rendered pages in every other language the build holds (`/de`, `/de/about`, …, `/de/city/…`). */
export function translatedRoutes(dist: string): string[] {
  return TRANSLATED_LOCALES.flatMap((locale) =>
    [
      ...STATIC_ROUTES.map((route) => (route === "/" ? `/${locale}` : `/${locale}${route}`)),
      ...cityRoutes(dist, `/${locale}`),
    ].filter((route) => existsSync(htmlFileFor(dist, route))),
  );
}

/** Resolves a script URL against the page or module that references it; null for external scripts. */
function distPath(dist: string, specifier: string, fromUrl: string): string | null {
  if (/^[a-z][a-z\d+.-]*:/i.test(specifier) || specifier.startsWith("//")) return null;
  const url = new URL(specifier, new URL(fromUrl, "http://site.local"));
  return join(dist, decodeURIComponent(url.pathname));
}

function importsOf(code: string): string[] {
  const specifiers: string[] = [];
  for (const pattern of [STATIC_IMPORT, DYNAMIC_IMPORT]) {
    for (const match of code.matchAll(pattern)) {
      const specifier = match[1];
      if (specifier && (specifier.startsWith(".") || specifier.startsWith("/"))) specifiers.push(specifier);
    }
  }
  return specifiers;
}

export function measurePage(dist: string, route: string): PageWeight {
  const weight: PageWeight = { route, files: [], gzippedBytes: 0, loadsReact: false, problems: [] };
  const htmlFile = htmlFileFor(dist, route);
  if (!existsSync(htmlFile)) {
    weight.problems.push(`page not built (${relative(dist, htmlFile)})`);
    return weight;
  }
  const html = readFileSync(htmlFile, "utf8");
  const pageUrl = route;
  const seen = new Set<string>();
  const queue: { specifier: string; from: string }[] = [];

  let inlineCount = 0;
  for (const match of html.matchAll(SCRIPT_ELEMENT)) {
    const attributes = match[1] ?? "";
    const type = (attribute(attributes, "type") ?? "").trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    const src = attribute(attributes, "src");
    if (src) {
      queue.push({ specifier: src, from: pageUrl });
      continue;
    }
    const code = match[2] ?? "";
    if (code.trim() === "") continue;
    inlineCount += 1;
    weight.files.push(`inline #${inlineCount}`);
    weight.gzippedBytes += gzippedSize(code);
    if (REACT_MARKERS.test(code)) weight.loadsReact = true;
    for (const specifier of importsOf(code)) queue.push({ specifier, from: pageUrl });
  }
  for (const match of html.matchAll(MODULE_PRELOAD)) {
    const href = attribute(match[0], "href");
    if (href) queue.push({ specifier: href, from: pageUrl });
  }
  for (const match of html.matchAll(ISLAND_ASSET)) {
    // A hydrated island is itself a sign of a UI framework on a page meant to have none.
    if (match[0].toLowerCase().startsWith("renderer-url")) weight.problems.push("hydrates an island");
    if (match[1]) queue.push({ specifier: match[1].replace(/&amp;/g, "&"), from: pageUrl });
  }

  while (queue.length > 0) {
    const { specifier, from } = queue.shift()!;
    const file = distPath(dist, specifier, from);
    if (file === null) {
      weight.problems.push(`external script ${specifier}`);
      continue;
    }
    if (seen.has(file)) continue;
    seen.add(file);
    if (!existsSync(file)) {
      weight.problems.push(`missing ${relative(dist, file)}`);
      continue;
    }
    const code = readFileSync(file, "utf8");
    const fileUrl = `/${relative(dist, file).split("\\").join("/")}`;
    weight.files.push(fileUrl);
    weight.gzippedBytes += gzippedSize(code);
    if (REACT_MARKERS.test(code)) weight.loadsReact = true;
    for (const imported of importsOf(code)) queue.push({ specifier: imported, from: fileUrl });
  }
  weight.problems = [...new Set(weight.problems)];
  return weight;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(2)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(" | ")} |`;
  return [line(rows[0]!), `|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`, ...rows.slice(1).map(line)];
}

/** Measures every page, prints a table and returns false when a page loads React or exceeds the budget. */
export async function run(options: RunOptions = {}): Promise<boolean> {
  const dist = options.dist ?? join(PROJECT_ROOT, "dist");
  const budget = options.budgetBytes ?? BUDGET_BYTES;
  const log = options.log ?? ((line: string) => console.log(line));
  if (!existsSync(join(dist, "index.html"))) {
    log(`No build found in ${dist}: run \`astro build\` first.`);
    return false;
  }
  const routes = options.routes ?? [...STATIC_ROUTES, ...cityRoutes(dist), ...translatedRoutes(dist)];
  const weights = routes.map((route) => measurePage(dist, route));

  const rows = [["Page", "Files", "Gzipped", "Result"]];
  let ok = true;
  for (const weight of weights) {
    const failures = [...weight.problems];
    if (weight.loadsReact) failures.push("loads React");
    if (weight.gzippedBytes > budget) failures.push(`over ${formatBytes(budget)}`);
    if (failures.length > 0) ok = false;
    rows.push([
      weight.route,
      String(weight.files.length),
      formatBytes(weight.gzippedBytes),
      failures.length > 0 ? `FAIL: ${failures.join(", ")}` : "ok",
    ]);
  }
  for (const line of table(rows)) log(line);
  const largest = weights.reduce((max, weight) => Math.max(max, weight.gzippedBytes), 0);
  log(`\nBudget ${formatBytes(budget)} gzipped per page, no React. Largest page: ${formatBytes(largest)}.`);
  log(ok ? "All pages within budget." : "Page weight check FAILED.");
  return ok;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const ok = await run();
  process.exit(ok ? 0 : 1);
}
