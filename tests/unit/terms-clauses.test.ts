import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { TERMS_CLAUSE_KEYS, clauseAnchor } from "../../src/domain/decision-texts.ts";
import { TRANSLATED_LOCALES } from "../../src/domain/locales.ts";

/**
 * A statement of reasons cites a clause of the Terms and links to it (`/terms#clause-4-2`, `/de/terms#clause-4-2`):
 * every clause of TERMS_CLAUSES must be one numbered clause of content/legal/terms.md and of each translation of it
 * (content/legal/<locale>/terms.md), with its anchor there exactly once.
 */
const LEGAL = join(import.meta.dirname, "..", "..", "content", "legal");
const FILES = ["terms.md", ...TRANSLATED_LOCALES.map((locale) => join(locale, "terms.md"))].filter((file) =>
  existsSync(join(LEGAL, file)),
);

describe.each(FILES)("the clauses a statement of reasons cites, in %s", (file) => {
  const terms = readFileSync(join(LEGAL, file), "utf8");
  const occurrences = (text: string) => terms.split(text).length - 1;

  it.each(TERMS_CLAUSE_KEYS)("clause %s has its anchor exactly once", (clause) => {
    expect(occurrences(`id="${clauseAnchor(clause)}"`)).toBe(1);
  });

  it.each(TERMS_CLAUSE_KEYS)("clause %s opens with its number, right under its anchor", (clause) => {
    const opening = new RegExp(`id="${clauseAnchor(clause)}">\\s*\\*\\*${clause.replace(".", "\\.")} [^*]+\\*\\*`);
    expect(terms).toMatch(opening);
  });

  it("uses every anchor once", () => {
    const ids = [...terms.matchAll(/\bid="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

it("runs over the English Terms and the German and French translations at least", () => {
  expect(FILES).toEqual(expect.arrayContaining(["terms.md", join("de", "terms.md"), join("fr", "terms.md")]));
});
