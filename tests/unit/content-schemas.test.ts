import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { cityPageSchema, cityTranslationSchema } from "../../src/content-schemas.ts";

/**
 * The schemas the build holds every content file to (src/content.config.ts uses these very ones): a page the editor
 * refuses to save is refused by the build too, should it reach the repository another way.
 */
const CITIES = join(import.meta.dirname, "../../content/cities");

function frontMatter(file: string): Record<string, unknown> & { faqSection: unknown[] } {
  const match = /^---\n([\s\S]*?)\n---/.exec(readFileSync(join(CITIES, file), "utf8"));
  return parse(match![1]!) as Record<string, unknown> & { faqSection: unknown[] };
}

describe("a city page's content schema", () => {
  it("takes the Zurich page as it is, in English and in German", () => {
    expect(cityPageSchema.safeParse(frontMatter("zurich-foot-fetish-encounters.md")).success).toBe(true);
    const german = { ...frontMatter("de/zurich-foot-fetish-encounters.md"), locale: "de" };
    expect(cityTranslationSchema.safeParse(german).success).toBe(true);
  });

  it("refuses a city page with three FAQ pairs, naming the FAQ", () => {
    const page = frontMatter("zurich-foot-fetish-encounters.md");
    const result = cityPageSchema.safeParse({ ...page, faqSection: page.faqSection.slice(0, 3) });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map(({ path, code }) => ({ path, code }))).toEqual([
      { path: ["faqSection"], code: "too_small" },
    ]);
  });

  it("refuses a translated city page with three FAQ pairs too", () => {
    const page = { ...frontMatter("fr/zurich-foot-fetish-encounters.md"), locale: "fr" };
    const result = cityTranslationSchema.safeParse({ ...page, faqSection: page.faqSection.slice(1) });
    expect(result.error?.issues.map(({ path }) => path)).toEqual([["faqSection"]]);
  });
});
