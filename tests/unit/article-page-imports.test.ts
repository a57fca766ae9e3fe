import { describe, expect, it } from "vitest";
import { existsSync, readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "..", "..");

// `import x from "y"`, `import "y"` and `export … from "y"`, but not `import type`.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^"'`;]*?\bfrom\s*)?["']([^"']+)["']/gm;
// `import("./y")`: a package imported this way loads lazily, but the functions' bundler inlines a project file,
// and with it that file's own static imports, into the module that imports it.
const LOCAL_DYNAMIC_IMPORT = /\bimport\(\s*["'](\.[^"']+)["']\s*\)/g;

/** What a module imports when it loads: its static imports (an .astro file's from its frontmatter). */
function staticImports(file: string): string[] {
  let code = readFileSync(file, "utf8");
  if (file.endsWith(".astro")) code = /^---\n([\s\S]*?)\n---/.exec(code)?.[1] ?? "";
  return [...code.matchAll(STATIC_IMPORT), ...code.matchAll(LOCAL_DYNAMIC_IMPORT)].map((match) => match[1]!);
}

/** The Markdown renderer's packages (marked, DOMPurify on jsdom: most of a second to import) and its preview module. */
const MARKDOWN_RENDERER = /^(isomorphic-dompurify|dompurify|jsdom|marked)(\/|$)|^src\/lib\/markdown-preview\.ts$/;

/** Every module the given one loads, as project paths and package names, following the project's own files. */
function loadedModules(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [resolve(ROOT, entry)];
  while (queue.length > 0) {
    const file = queue.shift()!;
    const name = relative(ROOT, file);
    if (seen.has(name)) continue;
    seen.add(name);
    for (const specifier of staticImports(file)) {
      if (!specifier.startsWith(".")) {
        seen.add(specifier);
        continue;
      }
      const target = resolve(dirname(file), specifier);
      if (existsSync(target)) queue.push(target);
    }
  }
  return seen;
}

describe("the article page /blog/{slug}", () => {
  const modules = loadedModules("src/pages/[...locale]/blog/[...slug].astro");

  it("is traced through the modules that read the article", () => {
    expect(modules).toContain("functions/articles/published.ts");
    expect(modules).toContain("functions/db/index.ts");
  });

  it("loads no Markdown renderer or sanitizer (jsdom): the body is stored sanitized when an article is saved", () => {
    expect([...modules].filter((name) => MARKDOWN_RENDERER.test(name))).toEqual([]);
  });

  it("renders no React: no island and no React component", () => {
    expect([...modules].filter((name) => /^(react|react-dom)(\/|$)|\.tsx$/.test(name))).toEqual([]);
  });
});

describe("the articles function", () => {
  it("starts without the Markdown renderer: only saving an article loads it", () => {
    const modules = loadedModules("netlify/functions/articles.mts");
    expect(modules).toContain("functions/articles/html.ts");
    expect([...modules].filter((name) => MARKDOWN_RENDERER.test(name))).toEqual([]);
  });
});

describe("the contact page", () => {
  it("renders no React: no island and no React component", () => {
    const modules = loadedModules("src/pages/[...locale]/contact.astro");
    expect(modules).toContain("src/components/contact/ContactForm.astro");
    expect([...modules].filter((name) => /^(react|react-dom)(\/|$)|\.tsx$/.test(name))).toEqual([]);
  });
});
