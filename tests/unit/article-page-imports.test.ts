import { describe, expect, it } from "vitest";
import { existsSync, readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "..", "..");

// `import x from "y"`, `import "y"` and `export … from "y"`, but not `import type`; `import("y")` loads lazily.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^"'`;]*?\bfrom\s*)?["']([^"']+)["']/gm;

/** What a module imports when it loads: its static imports (an .astro file's from its frontmatter). */
function staticImports(file: string): string[] {
  let code = readFileSync(file, "utf8");
  if (file.endsWith(".astro")) code = /^---\n([\s\S]*?)\n---/.exec(code)?.[1] ?? "";
  return [...code.matchAll(STATIC_IMPORT)].map((match) => match[1]!);
}

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
  const modules = loadedModules("src/pages/blog/[...slug].astro");

  it("is traced through the modules that read the article", () => {
    expect(modules).toContain("functions/articles/published.ts");
    expect(modules).toContain("functions/db/index.ts");
  });

  it("loads no Markdown renderer or sanitizer (jsdom): the body is stored sanitized when an article is saved", () => {
    const heavy = [...modules].filter((name) =>
      /^(isomorphic-dompurify|dompurify|jsdom|marked)(\/|$)|^src\/lib\/markdown\.ts$/.test(name),
    );
    expect(heavy).toEqual([]);
  });

  it("renders no React: no island and no React component", () => {
    expect([...modules].filter((name) => /^(react|react-dom|sonner|lucide-react)(\/|$)|\.tsx$/.test(name))).toEqual([]);
  });
});

describe("the contact page", () => {
  it("renders no React: no island and no React component", () => {
    const modules = loadedModules("src/pages/contact.astro");
    expect(modules).toContain("src/components/contact/ContactForm.astro");
    expect([...modules].filter((name) => /^(react|react-dom|sonner|lucide-react)(\/|$)|\.tsx$/.test(name))).toEqual([]);
  });
});
