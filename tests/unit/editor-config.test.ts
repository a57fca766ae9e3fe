import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { z } from "astro/zod";
import { cityPageSchema, cityTranslationSchema, legalDocumentSchema } from "../../src/content-schemas.ts";
import { CITIES, citySlug } from "../../src/domain/cities.ts";
import { servedEditorConfig } from "../../scripts/editor/integration.ts";
import { TRANSLATED_LOCALES, type TranslatedLocale } from "../../src/domain/locales.ts";
import { CATALOGUES, CITY_META_TITLES } from "../../src/i18n/index.ts";
import { FIELD_TEXTS } from "../../scripts/editor/field-texts.ts";

/**
 * The content editor's configuration (public/editor/config.yml, with each language's collections) against the content collections' schemas
 * (src/content-schemas.ts, which src/content.config.ts uses): the same fields, required where the schema requires
 * them, lists of the same lengths, the same choices, and text fields whose patterns refuse exactly what the schema
 * refuses. An editor who can save a page the build would refuse, or who cannot fill in a field the build asks for,
 * fails here first.
 */

const ROOT = join(import.meta.dirname, "../..");

interface Field {
  name: string;
  label: string;
  label_singular?: string;
  widget: string;
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  minlength?: number;
  maxlength?: number;
  readonly?: boolean;
  template?: string;
  options?: (string | { label: string; value: string })[];
  min?: number;
  max?: number;
  fields?: Field[];
  field?: Field;
}
interface Collection {
  name: string;
  summary?: string;
  folder: string;
  extension: string;
  format: string;
  create: boolean;
  delete: boolean;
  fields: Field[];
}

/** A schema as JSON Schema: zod's own account of its fields, lengths, choices and what is required. */
interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: string[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

const config = parse(servedEditorConfig(readFileSync(join(ROOT, "public/editor/config.yml"), "utf8"), {})) as {
  collections: Collection[];
};

/** The collection each folder of content/ belongs to, and the schema its files are held to. */
const COLLECTIONS: { folder: string; schema: z.ZodType; locale?: TranslatedLocale }[] = [
  { folder: "content/cities", schema: cityPageSchema },
  ...TRANSLATED_LOCALES.map((locale) => ({
    folder: `content/cities/${locale}`,
    schema: cityTranslationSchema,
    locale,
  })),
  { folder: "content/legal", schema: legalDocumentSchema },
  ...TRANSLATED_LOCALES.map((locale) => ({ folder: `content/legal/${locale}`, schema: legalDocumentSchema, locale })),
];

/**
 * Fields whose value the schema pins with a rule over the whole page (the city, its slug, its country, the meta title
 * of its language's pattern): shown read-only, checked below against those rules, not against the field's own.
 */
const PINNED = new Set(["name", "slug", "country", "metaTitle"]);
/** The locale of a translated page comes from its folder, never from a field. */
const FROM_THE_FOLDER = new Set(["locale"]);

const isRequired = (field: Field) => field.required !== false;
const patternOf = (field: Field) => (field.pattern ? new RegExp(field.pattern[0]) : undefined);
const optionValues = (field: Field) =>
  field.options?.map((option) => (typeof option === "string" ? option : option.value));

/** Whether the editor saves a text: its length within `minlength`/`maxlength`, and its pattern matched. */
function editorTakes(field: Field, text: string): boolean {
  const pattern = patternOf(field);
  return (
    text.length >= (field.minlength ?? 0) &&
    text.length <= (field.maxlength ?? Infinity) &&
    (!pattern || pattern.test(text))
  );
}

/** Texts around each length the schema names, with and without a final question mark; never empty (that is `required`). */
function sampleTexts(schema: JsonSchema): string[] {
  const lengths = [1, 2, 250, ...[schema.minLength, schema.maxLength].flatMap((n) => (n ? [n - 1, n, n + 1] : []))];
  return lengths.filter((n) => n >= 1).flatMap((n) => ["a".repeat(n), `${"a".repeat(n - 1)}?`]);
}

function schemaAccepts(schema: JsonSchema, text: string): boolean {
  return (
    text.length >= (schema.minLength ?? 0) &&
    text.length <= (schema.maxLength ?? Infinity) &&
    (!schema.pattern || new RegExp(schema.pattern).test(text))
  );
}

/** Every difference between an editor field and the schema of its value, as "where: what". */
function differences(field: Field, schema: JsonSchema, where: string): string[] {
  const found: string[] = [];
  const widget = field.widget;
  if (schema.enum) {
    if (widget !== "select") return [`${where}: a choice of ${schema.enum.join(", ")}, but the editor has a ${widget}`];
    if (JSON.stringify(optionValues(field)) !== JSON.stringify(schema.enum)) {
      found.push(
        `${where}: options ${JSON.stringify(optionValues(field))}, the schema's ${JSON.stringify(schema.enum)}`,
      );
    }
  } else if (schema.type === "string") {
    if (!["string", "text", "markdown"].includes(widget)) return [`${where}: text, but the editor has a ${widget}`];
    if (PINNED.has(field.name)) return found;
    for (const text of sampleTexts(schema)) {
      const editorAccepts = editorTakes(field, text);
      if (editorAccepts !== schemaAccepts(schema, text)) {
        found.push(
          `${where}: the editor ${editorAccepts ? "takes" : "refuses"} ${text.length} characters ending in "${text.at(-1)}", the schema ${editorAccepts ? "refuses" : "takes"} them`,
        );
      }
    }
  } else if (schema.type === "array") {
    if (widget !== "list") return [`${where}: a list, but the editor has a ${widget}`];
    if (field.min !== schema.minItems)
      found.push(`${where}: at least ${field.min} items, the schema ${schema.minItems}`);
    if (field.max !== schema.maxItems)
      found.push(`${where}: at most ${field.max} items, the schema ${schema.maxItems}`);
    if (field.field) found.push(...differences(field.field, schema.items!, `${where}[]`));
    else found.push(...objectDifferences(field.fields ?? [], schema.items!, `${where}[]`));
  } else if (schema.type === "object") {
    if (widget !== "object") return [`${where}: a group of fields, but the editor has a ${widget}`];
    found.push(...objectDifferences(field.fields ?? [], schema, where));
  } else {
    found.push(`${where}: a ${schema.type} the editor has no field for`);
  }
  return found;
}

function objectDifferences(fields: Field[], schema: JsonSchema, where: string, extra = new Set<string>()): string[] {
  const found: string[] = [];
  const properties = schema.properties ?? {};
  const named = new Set(fields.map((field) => field.name));
  for (const name of Object.keys(properties)) {
    if (!named.has(name) && !FROM_THE_FOLDER.has(name))
      found.push(`${where}.${name}: in the schema, not in the editor`);
  }
  for (const field of fields) {
    const property = properties[field.name];
    if (!property) {
      if (!extra.has(field.name)) found.push(`${where}.${field.name}: in the editor, not in the schema`);
      continue;
    }
    const required = schema.required?.includes(field.name) ?? false;
    if (isRequired(field) !== required) {
      found.push(
        `${where}.${field.name}: ${isRequired(field) ? "required" : "optional"} in the editor, not in the schema`,
      );
    }
    found.push(...differences(field, property, `${where}.${field.name}`));
  }
  return found;
}

/** What the editor must hold a collection's fields to: the differences from its schema, none expected. */
function collectionDifferences(collection: Collection, schema: z.ZodType): string[] {
  const jsonSchema = z.toJSONSchema(schema) as JsonSchema;
  // A legal document's text is its Markdown body, which the editor names `body`.
  const extra = collection.folder.startsWith("content/legal") ? new Set(["body"]) : new Set<string>();
  return objectDifferences(collection.fields, jsonSchema, collection.name, extra);
}

function frontMatter(file: string): Record<string, unknown> {
  const match = /^---\n([\s\S]*?)\n---/.exec(readFileSync(join(ROOT, file), "utf8"));
  return parse(match![1]!) as Record<string, unknown>;
}

const fieldOf = (collection: Collection, name: string) => collection.fields.find((field) => field.name === name)!;

describe("the content editor's configuration", () => {
  it("has one collection per folder of content/: the city pages and the legal pages in every language", () => {
    // The imprint is one file, not a folder (tests/unit/imprint.test.ts).
    const folders = config.collections.flatMap((collection) => (collection.folder ? [collection.folder] : []));
    expect(folders.sort()).toEqual(COLLECTIONS.map(({ folder }) => folder).sort());
  });

  describe.each(COLLECTIONS)("$folder", ({ folder, schema, locale }) => {
    const collection = config.collections.find((candidate) => candidate.folder === folder)!;

    it("edits the Markdown files there, and neither adds nor deletes one (the pages are fixed by the code)", () => {
      expect(collection).toMatchObject({ extension: "md", format: "frontmatter", create: false, delete: false });
    });

    it("has every field of the collection's schema, required as it requires, with its lengths and choices", () => {
      expect(collectionDifferences(collection, schema)).toEqual([]);
    });

    if (folder.startsWith("content/cities")) {
      const page = frontMatter(`${folder}/zurich-foot-fetish-encounters.md`);

      it("lists the fields in the files' order, which a save keeps", () => {
        expect(collection.fields.map((field) => field.name)).toEqual(Object.keys(page));
      });

      it("shows the city, its address, its country and its meta title read-only, as the files have them", () => {
        for (const name of PINNED) {
          expect(fieldOf(collection, name), name).toMatchObject({ readonly: true });
          expect(fieldOf(collection, name).pattern, name).toBeUndefined();
        }
        const cities = optionValues(fieldOf(collection, "name"))!;
        for (const city of cities) {
          const file = frontMatter(`${folder}/${citySlug(city as (typeof CITIES)[number])}.md`);
          expect(file.slug).toBe(citySlug(city as (typeof CITIES)[number]));
        }
      });

      it("derives a language's meta title from its inCity as the schema does; English's is its city's alone", () => {
        const template = fieldOf(collection, "metaTitle").template;
        if (!locale) {
          expect(template).toBeUndefined();
          return;
        }
        for (const city of CITIES) {
          const { inCity, metaTitle } = frontMatter(`${folder}/${citySlug(city)}.md`) as Record<string, string>;
          expect(template!.replace("{{inCity}}", inCity!)).toBe(metaTitle);
          expect(template!.replace("{{inCity}}", "w Zurychu")).toBe(CITY_META_TITLES[locale]("w Zurychu"));
        }
      });

      it("counts lengths rather than matching patterns that only count characters", () => {
        const fields = (list: Field[]): Field[] =>
          list.flatMap((field) => [field, ...fields(field.fields ?? []), ...(field.field ? [field.field] : [])]);
        const counting = fields(collection.fields).filter((field) => /^\^\[\\s\\S\]\{/.test(field.pattern?.[0] ?? ""));
        expect(counting.map((field) => field.name)).toEqual([]);
        expect(fieldOf(collection, "introText")).toMatchObject({ minlength: 200 });
        expect(fieldOf(collection, "metaDescription")).toMatchObject({ minlength: 70, maxlength: 170 });
      });

      if (locale) {
        it("names its entries in its language: Zürich, not Zurich", () => {
          expect(collection.summary).toBe("{{localName}}");
          expect(frontMatter(`${folder}/zurich-foot-fetish-encounters.md`).localName).toBe(
            CATALOGUES[locale].common.cities.Zurich,
          );
          expect(fieldOf(collection, "name").options).toContainEqual({
            label: CATALOGUES[locale].common.cities.Zurich,
            value: "Zurich",
          });
        });
      }
    }

    if (locale) {
      it("names its fields in its language, with their hints", () => {
        const texts = FIELD_TEXTS[locale as keyof typeof FIELD_TEXTS];
        const unnamed = (list: Field[], path: string[] = []): string[] =>
          list.flatMap((field) => {
            const at = [...path, field.name];
            const own = texts[at.join(".")] ?? texts[field.name];
            return [
              ...(own &&
              own.label === field.label &&
              own.hint === field.hint &&
              own.label_singular === field.label_singular
                ? []
                : [at.join(".")]),
              ...unnamed(field.fields ?? [], at),
              ...(field.field ? unnamed([field.field], at) : []),
            ];
          });
        expect(unnamed(collection.fields)).toEqual([]);
      });
    }
  });

  it("fails when a field is added to the schema only, or to the editor only", () => {
    const english = config.collections.find((collection) => collection.name === "cities")!;
    const withTagline = z.object({ ...(cityPageSchema.shape as z.ZodRawShape), tagline: z.string() });
    expect(collectionDifferences(english, withTagline)).toEqual(["cities.tagline: in the schema, not in the editor"]);

    const withExtraField = {
      ...english,
      fields: [...english.fields, { label: "Tagline", name: "tagline", widget: "string" }],
    };
    expect(collectionDifferences(withExtraField, cityPageSchema)).toEqual([
      "cities.tagline: in the editor, not in the schema",
    ]);

    const optionalIntro = {
      ...english,
      fields: english.fields.map((field) => (field.name === "introText" ? { ...field, required: false } : field)),
    };
    expect(collectionDifferences(optionalIntro, cityPageSchema)).toEqual([
      "cities.introText: optional in the editor, not in the schema",
    ]);

    const threeQuestions = {
      ...english,
      fields: english.fields.map((field) => (field.name === "faqSection" ? { ...field, min: 3 } : field)),
    };
    expect(collectionDifferences(threeQuestions, cityPageSchema)).toEqual([
      "cities.faqSection: at least 3 items, the schema 4",
    ]);
  });
});
