import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every repository path that README.md and the Markdown files under docs/ name must exist. What counts as a path:
 * - a relative link target (`[API](docs/API.md)`), resolved from the file that links it;
 * - in code (a `code span` or a fenced block), a word whose first segment is a top-level directory of the
 *   repository (`src/lib/muses.ts`, `netlify/functions/`), or a bare file name with a source extension
 *   (`package.json`, `shaped.ts`), which must be the name of some file in the repository.
 * Addresses (`/auth`, `http://…`), package names (`@netlify/blobs`, `zod/mini`) and the running site's own files,
 * which .gitignore leaves out (`.netlify/db`, `dist/`, `node_modules/`), are not paths of the repository.
 * A pattern (`content/cities/*.md`, `functions/muses/…`, `netlify/database/migrations/NNNN_name.sql`) needs the
 * directory before its wildcard; a bare file name with a wildcard (`solemuse-my-data-YYYY-MM-DD.json`) names no file.
 */
const ROOT = join(import.meta.dirname, "..", "..");

const IGNORED = new Set([
  ".git",
  ...readFileSync(join(ROOT, ".gitignore"), "utf8")
    .split("\n")
    .map((line) => line.trim().replace(/\/$/, ""))
    .filter((line) => line !== "" && !line.startsWith("#") && !line.includes("*")),
]);

function repositoryFiles(dir = ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !IGNORED.has(entry.name))
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? repositoryFiles(path) : [relative(ROOT, path)];
    });
}

const FILES = repositoryFiles();
const FILE_NAMES = new Set(FILES.map((file) => basename(file)));
const TOP_DIRECTORIES = new Set(FILES.filter((file) => file.includes("/")).map((file) => file.split("/")[0]!));
const DOCS = FILES.filter((file) => file === "README.md" || (file.startsWith("docs/") && file.endsWith(".md"))).sort();

const SOURCE_FILE_NAME = /^[\w@[\].-]+\.(astro|css|js|json|md|mjs|mts|sql|toml|ts|tsx|ya?ml)$/;
const FENCED_BLOCK = /^ *(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ *\1[ \t]*$/gm;
const CODE_SPAN = /(`+)([\s\S]*?[^`])\1(?!`)/g;
const LINK_TARGET = /\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;

interface NamedPath {
  path: string;
  line: number;
  /** Where a relative path starts from: the repository for code, the linking file's folder for a link. */
  from: string;
}

/** The same text with the matches of `pattern` blanked out, so that offsets (and line numbers) stay as they were. */
const blank = (text: string, pattern: RegExp) => text.replace(pattern, (match) => match.replace(/[^\n]/g, " "));

const lineAt = (text: string, offset: number) => text.slice(0, offset).split("\n").length;

/** The words of a piece of code that name a repository path. */
function pathsInCode(code: string): string[] {
  return code
    .split(/\s+/)
    .map((word) => word.replace(/^[("'[]+/, "").replace(/[)"'\].,;:]+$/, ""))
    .filter((word) => {
      if (word.includes("/")) return TOP_DIRECTORIES.has(word.replace(/^\.\//, "").split("/")[0]!);
      return SOURCE_FILE_NAME.test(word);
    });
}

/** The repository paths a Markdown file names, with the line that names each. */
function namedPaths(markdown: string, file: string): NamedPath[] {
  const named: NamedPath[] = [];
  const code = (text: string, offset: number) => {
    for (const path of pathsInCode(text)) named.push({ path, line: lineAt(markdown, offset), from: "" });
  };
  for (const block of markdown.matchAll(FENCED_BLOCK)) {
    let offset = block.index;
    for (const line of block[0].split("\n")) {
      code(line, offset);
      offset += line.length + 1;
    }
  }
  const prose = blank(markdown, FENCED_BLOCK);
  for (const span of prose.matchAll(CODE_SPAN)) code(span[2]!, span.index);
  for (const link of blank(prose, CODE_SPAN).matchAll(LINK_TARGET)) {
    const target = link[1]!.replace(/[#?].*$/, "");
    if (target === "" || target.startsWith("/") || /^[a-z][a-z+.-]*:/i.test(target)) continue;
    named.push({ path: target, line: lineAt(markdown, link.index), from: dirname(file) });
  }
  return named;
}

/** A glob, an elision or a placeholder in capitals: `*.md`, `…`, `{slug}`, `NNNN_name.sql`, `YYYY-MM-DD`. */
const WILDCARD = /[*…{]|\b([A-Z])\1+\b/;

/** Whether a named path exists: a bare name as some file's name, a pattern by the directory before its wildcard. */
function exists({ path, from }: NamedPath): boolean {
  const wildcard = path.search(WILDCARD);
  if (from === "" && !path.includes("/")) return wildcard !== -1 || FILE_NAMES.has(path);
  const fixed = wildcard === -1 ? path : path.slice(0, path.lastIndexOf("/", wildcard) + 1);
  const absolute = join(ROOT, from, fixed);
  if (!existsSync(absolute)) return false;
  return !fixed.endsWith("/") || statSync(absolute).isDirectory();
}

describe("the paths the documentation names", () => {
  it("are found in links, code spans and fenced blocks", () => {
    const paths = namedPaths(readFileSync(join(ROOT, "README.md"), "utf8"), "README.md").map(({ path }) => path);
    expect(paths).toEqual(expect.arrayContaining(["docs/DEVELOPING.md", "netlify.toml", ".ci/run"]));
  });

  it("leave out addresses, packages and the running site's files", () => {
    const markdown = [
      "`/auth`, `http://localhost:4321/admin`, `@netlify/blobs`, `zod/mini`, `.netlify/db`, `dist/`",
      "[the spec](https://example.com/SPEC.md), [below](#configuration), `npm run check`",
    ].join("\n");
    expect(namedPaths(markdown, "README.md")).toEqual([]);
  });

  it("fail on a path that does not exist, in a code span, a fenced block or a link", () => {
    const markdown = "`src/lib/missing.ts`\n\n```\nfunctions/missing/\n```\n\n[gone](decisions/missing.md)\n";
    const missing = namedPaths(markdown, "docs/EXAMPLE.md").filter((named) => !exists(named));
    expect(missing.map(({ path, line }) => `${line} ${path}`)).toEqual([
      "4 functions/missing/",
      "1 src/lib/missing.ts",
      "7 decisions/missing.md",
    ]);
  });

  it("fail on a missing file name or pattern directory, not on a pattern whose directory exists", () => {
    const markdown = "`missing-module.ts`, `content/towns/*.md`, `content/cities/*.md`, `package.json`";
    const missing = namedPaths(markdown, "README.md").filter((named) => !exists(named));
    expect(missing.map(({ path }) => path)).toEqual(["missing-module.ts", "content/towns/*.md"]);
  });

  it.each(DOCS)("exist for each one %s names", (file) => {
    const missing = namedPaths(readFileSync(join(ROOT, file), "utf8"), file).filter((named) => !exists(named));
    expect(missing.map(({ path, line }) => `${file}:${line} ${path}`)).toEqual([]);
  });
});
