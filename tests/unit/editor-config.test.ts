import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { z } from "astro/zod";
import { cityPageSchema, cityTranslationSchema, legalDocumentSchema } from "../../src/content-schemas.ts";
import { CITIES, CITY_COUNTRY, citySlug } from "../../src/domain/cities.ts";
import { cityMetaTitle } from "../../src/domain/brand.ts";
import { servedEditorConfig } from "../../scripts/editor/integration.ts";
import { TRANSLATED_LOCALES, type TranslatedLocale } from "../../src/domain/locales.ts";
import { CITY_META_TITLES, COUNTRY_NAMES } from "../../src/i18n/index.ts";

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
  widget: string;
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  options?: string[];
  min?: number;
  max?: number;
  fields?: Field[];
  field?: Field;
}
interface Collection {
  name: string;
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
 * Fields whose value the schema pins with a rule over the whole page (the slug of its city, its country, the meta title
 * of its language's pattern): their patterns are checked against those rules below, not against the field's own.
 */
const PINNED = new Set(["slug", "country", "metaTitle"]);
/** The locale of a translated page comes from its folder, never from a field. */
const FROM_THE_FOLDER = new Set(["locale"]);

const isRequired = (field: Field) => field.required !== false;
const patternOf = (field: Field) => (field.pattern ? new RegExp(field.pattern[0]) : undefined);

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
    if (JSON.stringify(field.options) !== JSON.stringify(schema.enum)) {
      found.push(`${where}: options ${JSON.stringify(field.options)}, the schema's ${JSON.stringify(schema.enum)}`);
    }
  } else if (schema.type === "string") {
    if (!["string", "text", "markdown"].includes(widget)) return [`${where}: text, but the editor has a ${widget}`];
    if (PINNED.has(field.name)) return found;
    const pattern = patternOf(field);
    for (const text of sampleTexts(schema)) {
      const editorAccepts = !pattern || pattern.test(text);
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

      it("holds slug, country and meta title to the rules the schema sets over the whole page", () => {
        const slug = patternOf(fieldOf(collection, "slug"))!;
        for (const city of CITIES) expect(slug.test(citySlug(city)), citySlug(city)).toBe(true);
        for (const wrong of ["zurich", "paris-foot-fetish-encounters", "zurich-foot-fetish-encounters-2"]) {
          expect(slug.test(wrong), wrong).toBe(false);
        }

        const countries = Object.values(locale ? COUNTRY_NAMES[locale] : CITY_COUNTRY);
        const country = patternOf(fieldOf(collection, "country"))!;
        for (const name of countries) expect(country.test(name), name).toBe(true);
        for (const name of countries) expect(country.test(`${name}x`), `${name}x`).toBe(false);

        const title = fieldOf(collection, "metaTitle");
        const titlePattern = locale ? CITY_META_TITLES[locale] : cityMetaTitle;
        const titles = locale
          ? CITIES.map((city) => frontMatter(`${folder}/${citySlug(city)}.md`).inCity as string).map(titlePattern)
          : CITIES.map(titlePattern);
        for (const text of titles) expect(patternOf(title)!.test(text), text).toBe(true);
        for (const text of titles)
          expect(patternOf(title)!.test(text.replace("SoleMuse", "Sole Muse")), text).toBe(false);
        expect(title.hint, "the meta title's pattern, shown as the field's hint").toContain(
          titlePattern(locale ? "{inCity}" : "{City}"),
        );
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
