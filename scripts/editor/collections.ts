import type { Document } from "yaml";
import { CITIES } from "../../src/domain/cities.ts";
import { DEFAULT_LOCALE, LANGUAGE_RECORDS, SITE_LOCALES } from "../../src/domain/locales.ts";
import { CATALOGUES, CITY_META_TITLES } from "../../src/i18n/index.ts";
import { IMPRINT_FIELDS, IMPRINT_FIELD_NAMES } from "../../src/domain/imprint.ts";
import { FIELD_TEXTS, type EditorLocale, type FieldTexts } from "./field-texts.ts";

/**
 * The content editor's collections of every other language, derived from the locale registry
 * (src/domain/locales.ts): public/editor/config.yml holds the English city and legal pages, and each language gets a
 * copy of each in its own folder: its entries and fields named in that language (./field-texts.ts), its meta title
 * following its catalogue's pattern (`city.metaTitle`) around the page's "in" and city. A new language in the registry
 * is a new pair of collections and its field texts.
 */

interface Field {
  name: string;
  [key: string]: unknown;
}
interface Collection {
  name: string;
  folder: string;
  fields: Field[];
  [key: string]: unknown;
}

/** The fields a translated city page has besides the English ones, after its country (labels: ./field-texts.ts). */
const CITY_NAME_FIELDS: Field[] = [
  { name: "localName", widget: "string", minlength: 2 },
  { name: "inCity", widget: "string", minlength: 4 },
];

/** A field with its label, hint and pattern's sentence in the collection's language, and so the fields inside it. */
function inLanguage(field: Field, texts: Record<string, FieldTexts>, path: string[] = []): Field {
  const at = [...path, field.name];
  const { pattern, ...named } = texts[at.join(".")] ?? texts[field.name] ?? { label: field.label as string };
  const translated: Field = { ...field, ...named };
  if (pattern && Array.isArray(field.pattern)) translated.pattern = [field.pattern[0], pattern];
  if (field.field) translated.field = inLanguage(field.field as Field, texts, at);
  if (Array.isArray(field.fields)) translated.fields = (field.fields as Field[]).map((f) => inLanguage(f, texts, at));
  return translated;
}

function cityCollection(english: Collection, locale: EditorLocale): Collection {
  const cityNames = CATALOGUES[locale].common.cities;
  const fields = english.fields.flatMap((field): Field[] => {
    // The city shown by its name in the language ("Zürich"); the file keeps the English one the code knows it by.
    if (field.name === "name")
      return [{ ...field, options: CITIES.map((city) => ({ label: cityNames[city], value: city })) }];
    if (field.name === "country") return [field, ...CITY_NAME_FIELDS];
    // The language's meta title around "in" and the city, following the inCity field as it is edited.
    if (field.name === "metaTitle") return [{ ...field, template: CITY_META_TITLES[locale]("{{inCity}}") }];
    return [field];
  });
  return translated({ ...english, summary: "{{localName}}", fields }, locale, "City pages");
}

function translated(english: Collection, locale: EditorLocale, label: string): Collection {
  const { name } = LANGUAGE_RECORDS[locale];
  return {
    ...english,
    name: `${english.name}_${locale}`,
    label: `${label} · ${name}`,
    folder: `${english.folder}/${locale}`,
    fields: english.fields.map((field) => inLanguage(field, FIELD_TEXTS[locale])),
  };
}

/**
 * The imprint, content/site/imprint.yaml (src/content-schemas.ts `imprintSchema`): one file, each value with its
 * "Example" tick, which the admin dashboard reads ("Imprint incomplete").
 */
export const SITE_COLLECTION = {
  name: "site",
  label: "Site",
  create: false,
  delete: false,
  files: [
    {
      name: "imprint",
      label: "Imprint",
      file: "content/site/imprint.yaml",
      format: "yaml",
      fields: IMPRINT_FIELDS.map((name) => ({
        label: IMPRINT_FIELD_NAMES[name],
        name,
        widget: "object",
        collapsed: false,
        fields: [
          { label: "Value", name: "value", widget: "text" },
          {
            label: "Example",
            name: "example",
            widget: "boolean",
            hint: "Untick once the value is the real one. The admin dashboard shows “Imprint incomplete” while any value is an example.",
          },
        ],
      })),
    },
  ],
};

/** The configuration with each language's collections after the English one they copy, and the site's file collection last. */
export function withLanguageCollections(config: Document): void {
  const { collections } = config.toJS() as { collections: Collection[] };
  const copies = (english: Collection): Collection[] =>
    SITE_LOCALES.filter((locale): locale is EditorLocale => locale !== DEFAULT_LOCALE).map((locale) =>
      english.name === "cities" ? cityCollection(english, locale) : translated(english, locale, "Legal pages"),
    );
  const added = new Map(
    collections.filter((c) => c.name === "cities" || c.name === "legal").map((c) => [c.name, copies(c)] as const),
  );
  const ordered = collections.flatMap((collection) => [
    collection.name,
    ...(added.get(collection.name) ?? []).map((c) => c.name),
  ]);
  const nodes = new Map(
    [...added.values()].flat().map((collection) => [collection.name, config.createNode(collection)] as const),
  );
  const sequence = config.get("collections") as { items: unknown[] };
  const existing = new Map(sequence.items.map((item, index) => [collections[index]!.name, item]));
  sequence.items = ordered.map((name) => existing.get(name) ?? nodes.get(name));
  sequence.items.push(config.createNode(SITE_COLLECTION));
}
