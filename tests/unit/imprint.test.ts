import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { imprintSchema } from "../../src/content-schemas.ts";
import { exampleValues, IMPRINT_FIELDS, IMPRINT_FIELD_NAMES, type Imprint } from "../../src/domain/imprint.ts";
import { servedEditorConfig } from "../../scripts/editor/integration.ts";
import { editorFolders } from "../../scripts/editor/guard.ts";

const ROOT = join(import.meta.dirname, "../..");
const seeded = imprintSchema.parse(parse(readFileSync(join(ROOT, "content/site/imprint.yaml"), "utf8")));

function imprintWith(examples: readonly string[]): Imprint {
  return Object.fromEntries(
    IMPRINT_FIELDS.map((field) => [field, { value: `value of ${field}`, example: examples.includes(field) }]),
  ) as Imprint;
}

describe("the imprint's example values", () => {
  it("are every value of the seeded file, so the dashboard says the imprint is incomplete", () => {
    expect(exampleValues(seeded)).toEqual(IMPRINT_FIELDS.map((field) => IMPRINT_FIELD_NAMES[field]));
    expect(exampleValues(seeded)).toContain("Youth protection officer (JMStV § 7)");
  });

  it("name each value still marked as an example, and none once every value is real", () => {
    expect(exampleValues(imprintWith(["vat", "gdprRepresentative"]))).toEqual([
      "VAT number",
      "Representative in the EU (GDPR Art. 27)",
    ]);
    expect(exampleValues(imprintWith([]))).toEqual([]);
  });

  it("cannot be left unsaid: a value without its example flag, or an empty value, is refused at build", () => {
    const withoutFlag = { ...imprintWith([]), vat: { value: "CHE-123" } };
    expect(imprintSchema.safeParse(withoutFlag).success).toBe(false);
    const empty = { ...imprintWith([]), phone: { value: "", example: false } };
    expect(imprintSchema.safeParse(empty).success).toBe(false);
    const missing: Partial<Imprint> = imprintWith([]);
    delete missing.youthProtectionOfficer;
    expect(imprintSchema.safeParse(missing).success).toBe(false);
  });
});

describe("the content editor's imprint", () => {
  const config = parse(servedEditorConfig(readFileSync(join(ROOT, "public/editor/config.yml"), "utf8"), {})) as {
    collections: {
      name: string;
      files?: { file: string; fields: { name: string; fields: { name: string; widget: string }[] }[] }[];
    }[];
  };
  const file = config.collections.find((collection) => collection.name === "site")?.files?.[0];

  it("edits content/site/imprint.yaml, every value of the schema in the page's order, each with its Example tick", () => {
    expect(file?.file).toBe("content/site/imprint.yaml");
    expect(file?.fields.map((field) => field.name)).toEqual(Object.keys(imprintSchema.shape));
    for (const field of file!.fields) {
      expect(field.fields.map(({ name, widget }) => [name, widget])).toEqual([
        ["value", "text"],
        ["example", "boolean"],
      ]);
    }
  });

  it("may be saved by the local editor: its folder is one the guard lets through", () => {
    expect(editorFolders(join(ROOT, "public/editor/config.yml"))).toContain("content/site");
  });
});
