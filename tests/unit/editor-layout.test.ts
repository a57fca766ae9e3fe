import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { editorCollections, editorFiles, editorLayout } from "../../scripts/editor/layout.ts";

/**
 * The content editor's files are laid out as the editor writes them (decision 0061): a save then changes only the
 * lines of the fields edited (tests/dev/editor.spec.ts saves one through the editor itself). A file edited by hand, or
 * a new one, is laid out again with `npm run content:layout`.
 */
const ROOT = join(import.meta.dirname, "../..");
const files = editorFiles(await editorCollections());

describe("the editor's content files", () => {
  it("are every city and legal page, in every language", () => {
    expect(files.length).toBeGreaterThanOrEqual(75);
  });

  it.each(files)("$path is laid out as the editor saves it (npm run content:layout)", ({ path, fieldOrder }) => {
    const source = readFileSync(join(ROOT, path), "utf8");
    expect(editorLayout(source, fieldOrder)).toBe(source);
  });

  it("lays out a hand-written file as the editor does: no quotes it does not need, long texts folded", () => {
    const text = "A long text that an editor wrote, with more than eighty characters so that it folds.";
    const source = `---\ntitle: "Terms"\ndescription: "${text}"\n---\n\nThe text.\n`;
    expect(editorLayout(source, ["title", "description"])).toBe(
      "---\ntitle: Terms\ndescription: A long text that an editor wrote, with more than eighty characters\n" +
        "  so that it folds.\n---\n\nThe text.\n",
    );
  });
});
