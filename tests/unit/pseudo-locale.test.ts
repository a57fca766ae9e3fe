import { describe, expect, it } from "vitest";
import { pseudoText, pseudoTexts } from "../../src/domain/pseudo-locale.ts";
import { CATALOGUES } from "../../src/i18n/index.ts";
import { format } from "../../src/i18n/texts.ts";

/** The test build's pseudo-language (docs/LANGUAGES.md), as the pseudo-locale browser test relies on it. */
describe("the pseudo-language", () => {
  it("accents every letter, lengthens the text and keeps its blanks for format", () => {
    const text = pseudoText("Thank you, {handle}. Sign in");
    expect(text).toMatch(/^\[Ţĥáñķ ýöû, \{handle\}\. Šîĝñ îñ [· ]+\]$/);
    expect(text.length).toBeGreaterThan("Thank you, {handle}. Sign in".length * 1.3);
    expect(format(text, { handle: "lena" })).toContain("lena");
    expect(pseudoText("")).toBe("");
  });

  it("lengthens a long text with words a line can break, never one run wider than a phone", () => {
    const padding = pseudoText("A long explanation. ".repeat(15))
      .split("]")[0]!
      .match(/·[· ]*$/)![0];
    expect(padding.length).toBeGreaterThan(100);
    for (const word of padding.trim().split(" ")) expect(word.length).toBeLessThanOrEqual(8);
  });

  it("leaves no plain letter in the English catalogue it is made of, keys and shape unchanged", () => {
    const english = CATALOGUES.en;
    const pseudo = pseudoTexts(english);
    expect(Object.keys(pseudo)).toEqual(Object.keys(english));
    const leaves = (value: unknown): string[] =>
      typeof value === "string" ? [value] : Object.values(value as object).flatMap(leaves);
    const plain = leaves(pseudo).filter((text) => /[A-Za-z]/.test(text.replace(/\{\w+\}/g, "")));
    expect(plain).toEqual([]);
    expect(leaves(pseudo)).toHaveLength(leaves(english).length);
  });
});
