import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { TERMS_CLAUSE_KEYS, clauseAnchor } from "../../src/domain/decision-texts.ts";

/**
 * A statement of reasons cites a clause of the Terms and links to it (`/terms#clause-4-2`): every clause of
 * TERMS_CLAUSES must be one numbered clause of content/legal/terms.md, with its anchor there exactly once.
 */
const TERMS = readFileSync(join(import.meta.dirname, "..", "..", "content", "legal", "terms.md"), "utf8");
const occurrences = (text: string) => TERMS.split(text).length - 1;

describe("the clauses a statement of reasons cites", () => {
  it.each(TERMS_CLAUSE_KEYS)("clause %s has its anchor in terms.md exactly once", (clause) => {
    expect(occurrences(`id="${clauseAnchor(clause)}"`)).toBe(1);
  });

  it.each(TERMS_CLAUSE_KEYS)("clause %s opens with its number, right under its anchor", (clause) => {
    const opening = new RegExp(`id="${clauseAnchor(clause)}">\\s*\\*\\*${clause.replace(".", "\\.")} [^*]+\\*\\*`);
    expect(TERMS).toMatch(opening);
  });

  it("uses every anchor of terms.md once", () => {
    const ids = [...TERMS.matchAll(/\bid="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
