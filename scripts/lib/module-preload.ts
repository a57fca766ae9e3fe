import { existsSync, readFileSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * A browser finds an island's modules one level at a time: the island script imports the component, whose imports
 * it learns only once the component has arrived, and so on. On a phone network every level costs a round trip
 * before the page can render its content. Each built page is given a `<link rel="modulepreload">` for every module
 * its islands and scripts import statically, so all of them are asked for together with the page's first requests.
 * Modules imported dynamically (a dialog, a form's rules) are left to load when first used.
 */

/** The modules a page starts: its islands' components and renderers, and its module scripts. */
const ENTRY_ATTRIBUTE = /\s(component-url|renderer-url|src)="(\/_astro\/[^"]+)"/g;

/** A static `import … from "…"`, `import "…"` or `export … from "…"` in a built module (never `import("…")`). */
const STATIC_IMPORT = /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+)["']/g;

const decode = (value: string) => value.replaceAll("&amp;", "&");

/** The URLs a built module imports statically, resolved against its own URL. */
export function staticImports(code: string, moduleUrl: string): string[] {
  const base = new URL(moduleUrl, "http://site.invalid");
  return [...code.matchAll(STATIC_IMPORT)]
    .map((match) => match[1]!)
    .filter((specifier) => specifier.startsWith("./") || specifier.startsWith("../") || specifier.startsWith("/"))
    .map((specifier) => {
      const url = new URL(specifier, base);
      return `${url.pathname}${url.search}`;
    });
}

/**
 * The page with one modulepreload link per module its entries import, directly or through others, that it does not
 * already load as a script. `readModule` gives a built module's code by URL, or undefined when there is none.
 */
export function withModulePreloads(html: string, readModule: (url: string) => string | undefined): string {
  const entries = [...html.matchAll(ENTRY_ATTRIBUTE)].map((match) => ({ kind: match[1], url: decode(match[2]!) }));
  const scripts = new Set(entries.filter((entry) => entry.kind === "src").map((entry) => entry.url));
  const seen = new Set<string>();
  const queue = entries.map((entry) => entry.url);
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    const code = readModule(url);
    if (code === undefined) continue;
    seen.add(url);
    queue.push(...staticImports(code, url));
  }
  const links = [...seen]
    .filter((url) => !scripts.has(url) && !html.includes(`href="${url}"`))
    .map((url) => `<link rel="modulepreload" href="${url.replaceAll("&", "&amp;")}">`)
    .join("");
  return links ? html.replace("</head>", `${links}</head>`) : html;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Adds the links to every pre-rendered page in `outDir`; the number of pages changed. */
export async function preloadModulesOfPages(outDir: string): Promise<number> {
  const readModule = (url: string) => {
    const file = join(outDir, new URL(url, "http://site.invalid").pathname);
    return file.endsWith(".js") && existsSync(file) ? readFileSync(file, "utf8") : undefined;
  };
  let changed = 0;
  for (const file of await htmlFiles(outDir)) {
    const html = await readFile(file, "utf8");
    const next = withModulePreloads(html, readModule);
    if (next === html) continue;
    await writeFile(file, next);
    changed += 1;
  }
  return changed;
}
