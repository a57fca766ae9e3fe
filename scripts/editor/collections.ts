import type { Document } from "yaml";
import { DEFAULT_LOCALE, LANGUAGE_RECORDS, SITE_LOCALES } from "../../src/domain/locales.ts";
import { CITY_META_TITLES, COUNTRY_NAMES } from "../../src/i18n/index.ts";
import { IMPRINT_FIELDS, IMPRINT_FIELD_NAMES } from "../../src/domain/imprint.ts";

/**
 * The content editor's collections of every other language, derived from the locale registry
 * (src/domain/locales.ts): public/editor/config.yml holds the English city and legal pages, and each language gets a
 * copy of each in its own folder, with its country names and its meta title's pattern (its catalogue's `city`). A new language in the registry
 * is a new pair of collections, with nothing to write here.
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

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The fields a translated city page has besides the English ones, after its country. */
const CITY_NAME_FIELDS: Field[] = [
  {
    label: "City name in this language",
    name: "localName",
    widget: "string",
    pattern: ["^[\\s\\S]{2,}$", "At least 2 characters"],
    hint: "As the language writes it: Zürich, Genève, Warszawa.",
  },
  {
    label: '"in" and the city, in this language',
    name: "inCity",
    widget: "string",
    pattern: ["^[\\s\\S]{4,}$", "At least 4 characters"],
    hint: 'The words the meta title puts after its first part: "in Zürich", "à Genève", "w Warszawie".',
  },
];

/** A language's name in English ("German"), as the hints name it. */
const inEnglish = new Intl.DisplayNames(["en"], { type: "language" });

function cityCollection(english: Collection, locale: (typeof SITE_LOCALES)[number]): Collection {
  const languageName = inEnglish.of(locale);
  const countries = [...new Set(Object.values(COUNTRY_NAMES[locale]))];
  const listed = `${countries.slice(0, -1).join(", ")} or ${countries.at(-1)}`;
  const title = CITY_META_TITLES[locale]("{inCity}");
  const fields = english.fields.flatMap((field): Field[] => {
    if (field.name === "country") {
      const pattern = `^(${countries.map(escapeRegExp).join("|")})$`;
      const hint = `The city's country, in ${languageName}: ${listed}.`;
      return [{ ...field, pattern: [pattern, `The city's country, in ${languageName}`], hint }, ...CITY_NAME_FIELDS];
    }
    if (field.name === "metaTitle") {
      const pattern = `^${escapeRegExp(title).replace(escapeRegExp("{inCity}"), ".+")}$`;
      const hint = `Always: ${title}, with the words of "in" and the city.`;
      return [{ ...field, pattern: [pattern, "Follow the pattern below"], hint }];
    }
    return [field];
  });
  return { ...translated(english, locale, "City pages"), summary: "{{localName}}", fields };
}

function translated(english: Collection, locale: string, label: string): Collection {
  const { name } = LANGUAGE_RECORDS[locale as (typeof SITE_LOCALES)[number]];
  return {
    ...english,
    name: `${english.name}_${locale}`,
    label: `${label} · ${name}`,
    folder: `${english.folder}/${locale}`,
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
  const locales = SITE_LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
  const copies = (english: Collection): Collection[] =>
    locales.map((locale) =>
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
