import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";

/**
 * The editor's front-matter layout (decision 0061): the files under content/ the editor saves are laid out as it writes
 * them, so that a save changes only the lines of the fields edited. Decap writes front matter with version 1 of the
 * `yaml` library (plain scalars where they parse back the same, quotes only where needed, long texts folded at 80
 * characters) through gray-matter, top-level keys in the collection's field order. This lays a file out with those
 * very libraries, found through the pinned decap-cms package's own dependencies (decap-cms-app, decap-cms-core), so
 * that the two stay the same when decap-cms is updated.
 *
 * `npm run content:layout` lays out every file of the editor's folders again (after a hand edit, or a new file);
 * tests/unit/editor-layout.test.ts fails while one is not laid out.
 */

interface YamlV1 {
  parseDocument(source: string): { toJSON(): unknown };
  createNode(value: unknown): { items: { key?: { toString(): string } }[] };
  Document: new () => { contents: unknown; toString(): string };
}
type GrayMatter = ((source: string, options: object) => { data: Record<string, unknown>; content: string }) & {
  stringify(body: string, data: object, options: object): string;
};

const fromDecap = ["decap-cms", "decap-cms-app", "decap-cms-core"].reduce(
  (require, name) => createRequire(require.resolve(`${name}/package.json`)),
  createRequire(import.meta.url),
);
const yaml = fromDecap("yaml") as YamlV1;
const matter = fromDecap("gray-matter") as GrayMatter;

/** As decap-cms-core/src/formats/yaml.ts: the top-level keys in the fields' order, the rest as they come. */
function yamlToFile(data: object, sortedKeys: string[]): string {
  const contents = yaml.createNode(data);
  const rank = (item: { key?: { toString(): string } }) => sortedKeys.indexOf(item.key?.toString() ?? "");
  contents.items.sort((a, b) => (rank(a) === -1 || rank(b) === -1 ? 0 : rank(a) - rank(b)));
  const document = new yaml.Document();
  document.contents = contents;
  return document.toString();
}

const engines = {
  yaml: {
    parse: (source: string) => yaml.parseDocument(source).toJSON(),
    stringify: (data: object, options: { sortedKeys?: string[] }) => yamlToFile(data, options.sortedKeys ?? []),
  },
};

/** A Markdown file with front matter as the editor saves it (decap-cms-core/src/formats/frontmatter.ts). */
export function editorLayout(source: string, fieldOrder: string[]): string {
  const { data, content } = matter(source, { engines, language: "yaml", delimiters: "---" });
  const body = content.trim() ? content : "";
  const file = matter.stringify(body, data, { engines, sortedKeys: fieldOrder, language: "yaml", delimiters: "---" });
  return body.slice(-1) !== "\n" && file.slice(-1) === "\n" ? file.slice(0, -1) : file;
}

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

interface EditorCollection {
  /** A folder collection's folder; a file collection (the imprint, plain YAML) has none. */
  folder?: string;
  fields?: { name: string }[];
}

/**
 * Every Markdown file the editor saves, with its collection's field order (the body of a legal page is `body`). The
 * imprint's YAML file is its own collection's one file, with no front matter to lay out.
 */
export function editorFiles(collections: EditorCollection[]): { path: string; fieldOrder: string[] }[] {
  return collections.flatMap(({ folder, fields = [] }) =>
    (folder === undefined ? [] : readdirSync(join(ROOT, folder)))
      .filter((name) => name.endsWith(".md"))
      .map((name) => ({ path: `${folder}/${name}`, fieldOrder: fields.map((field) => field.name) })),
  );
}

/** The collections of public/editor/config.yml as the editor gets them, each language's included. */
export async function editorCollections(): Promise<EditorCollection[]> {
  const { servedEditorConfig } = await import("./integration.ts");
  const source = readFileSync(join(ROOT, "public/editor/config.yml"), "utf8");
  return (parse(servedEditorConfig(source, {})) as { collections: EditorCollection[] }).collections;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const { path, fieldOrder } of editorFiles(await editorCollections())) {
    const source = readFileSync(join(ROOT, path), "utf8");
    const laidOut = editorLayout(source, fieldOrder);
    if (laidOut !== source) {
      writeFileSync(join(ROOT, path), laidOut);
      console.log(`laid out ${relative(ROOT, join(ROOT, path))}`);
    }
  }
}
