import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { LEGAL_UPDATES, legalTranslationOf } from "../../src/domain/legal.ts";
import { TRANSLATED_LOCALES } from "../../src/domain/locales.ts";
import { formatLegalUpdate, legalDocumentsIn } from "../../src/lib/legal-documents.ts";

/**
 * The legal documents in other languages (content/legal/<locale>/<slug>.md) render the English ones faithfully: the
 * same sections, anchors, lists and tables, the same links (to the same pages in their language), and the same month.
 */
const LEGAL = join(import.meta.dirname, "../../content/legal");
const ENGLISH = readdirSync(LEGAL).filter((file) => file.endsWith(".md"));
const LOCALES_PRESENT = TRANSLATED_LOCALES.filter((locale) => existsSync(join(LEGAL, locale)));

function document(file: string) {
  const text = readFileSync(join(LEGAL, file), "utf8");
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${file} has no front matter`);
  const body = match[2]!;
  return {
    data: parse(match[1]!) as { title: string; description: string; updated: string },
    sections: body.match(/^## .*/gm) ?? [],
    numbers: (body.match(/^## \d+\./gm) ?? []).map((heading) => heading.slice(3)),
    anchors: [...body.matchAll(/\bid="([^"]+)"/g)].map((match) => match[1]),
    listItems: (body.match(/^- /gm) ?? []).length,
    tableRows: (body.match(/^\|/gm) ?? []).length,
    links: [...body.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1]!),
    mailAddresses: (body.match(/support@solemuse\.example/g) ?? []).length,
    /** Each numbered clause's anchor and number: `clause-4-2`, `4.2`. */
    clauses: [...body.matchAll(/\bid="(clause-(\d+)-(\d+))"/g)].map(
      (match) => [match[1]!, `${match[2]}.${match[3]}`] as const,
    ),
    body,
  };
}

/** `<div id="clause-4-2">`, a blank line, then `**4.2 No minors.**`, as content/legal/terms.md opens each clause. */
const clauseOpening = (anchor: string, number: string) =>
  new RegExp(`id="${anchor}">\\s*\\*\\*${number.replace(".", "\\.")} [^*]+\\*\\*`);

it("translations exist in German and French", () => {
  expect(LOCALES_PRESENT).toEqual(expect.arrayContaining(["de", "fr"]));
  for (const locale of ["de", "fr"]) expect(readdirSync(join(LEGAL, locale)).sort()).toEqual([...ENGLISH].sort());
});

describe.each(LOCALES_PRESENT)("the legal documents in %s", (locale) => {
  const files = readdirSync(join(LEGAL, locale));

  it("translate English documents only", () => {
    expect(files.filter((file) => !ENGLISH.includes(file))).toEqual([]);
  });

  describe.each(files)("%s", (file) => {
    const english = document(file);
    const translated = document(join(locale, file));

    it("has as many ## sections as the English file, with the same numbers", () => {
      expect(translated.sections).toHaveLength(english.sections.length);
      expect(translated.numbers).toEqual(english.numbers);
    });

    it("has the English file's HTML anchors, in the same order, each clause opened by its number in bold", () => {
      expect(translated.anchors).toEqual(english.anchors);
      for (const [anchor, number] of translated.clauses)
        expect(translated.body, anchor).toMatch(clauseOpening(anchor, number));
    });

    it("keeps every list item and table row", () => {
      expect(translated.listItems).toBe(english.listItems);
      expect(translated.tableRows).toBe(english.tableRows);
    });

    it("links where the English file does, to the same pages in its language", () => {
      const expected = english.links.map((href) => (href.startsWith("/") ? `/${locale}${href}` : href));
      expect(translated.links).toEqual(expected);
      expect(translated.mailAddresses).toBe(english.mailAddresses);
    });

    it("keeps the English month it was last updated and has a description of 50 to 170 characters", () => {
      expect(translated.data.updated).toBe(english.data.updated);
      expect(translated.data.description.length).toBeGreaterThanOrEqual(50);
      expect(translated.data.description.length).toBeLessThanOrEqual(170);
    });
  });
});

describe("the month a document was last updated", () => {
  it("reads in English exactly as the front matter writes it", () => {
    for (const updated of LEGAL_UPDATES) expect(formatLegalUpdate(updated, "en")).toBe(updated);
  });

  it("reads in each language's own words", () => {
    expect(formatLegalUpdate("January 2025", "de")).toBe("Januar 2025");
    expect(formatLegalUpdate("November 2026", "fr")).toBe("novembre 2026");
    expect(formatLegalUpdate("January 2025", "pl")).toBe("styczeń 2025");
    expect(formatLegalUpdate("November 2026", "nl")).toBe("november 2026");
  });
});

describe("the documents a language shows", () => {
  const entry = (id: string, title: string) => ({
    id,
    data: { title, description: "", updated: "January 2025" as const },
  });
  const english = [entry("terms", "Terms of Use"), entry("disclaimer", "Disclaimer")];
  const translations = [entry("de/terms", "Nutzungsbedingungen"), entry("fr/terms", "Conditions d’utilisation")];

  it("are every English document, translated where a translation exists", () => {
    const documents = legalDocumentsIn("de", english, translations);
    expect(documents.map(({ slug, language, entry }) => [slug, language, entry.data.title])).toEqual([
      ["terms", "de", "Nutzungsbedingungen"],
      ["disclaimer", "en", "Disclaimer"],
    ]);
  });

  it("are the English documents in a language with no translation yet", () => {
    const documents = legalDocumentsIn("pl", english, translations);
    expect(documents.map(({ language, entry }) => [language, entry.id])).toEqual([
      ["en", "terms"],
      ["en", "disclaimer"],
    ]);
  });

  it("refuse a translation of no English document, or in a folder of no language", () => {
    expect(() => legalDocumentsIn("de", english, [entry("de/cookies", "Cookies")])).toThrow(/translates no/);
    expect(() => legalTranslationOf("xx/terms")).toThrow(/not in the folder of a language/);
    expect(legalTranslationOf("nl/privacy-policy")).toEqual({ locale: "nl", slug: "privacy-policy" });
  });
});
