import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { CITIES, citySlug } from "../../src/domain/cities.ts";
import { TRANSLATED_LOCALES } from "../../src/domain/locales.ts";
import { CITY_META_TITLES, COUNTRY_NAMES } from "../../src/i18n/index.ts";

/**
 * The city pages in German, French, Polish and Dutch (content/cities/<locale>/): each has every section of its
 * English page, the same counts and the lengths the English schema asks, its country in its language, and the meta
 * title of its language's pattern.
 */
const CITIES_DIR = join(import.meta.dirname, "../../content/cities");

type Page = Record<string, unknown> & {
  name: string;
  slug: string;
  country: string;
  localName: string;
  inCity: string;
  metaTitle: string;
  metaDescription: string;
  introText: string;
  benefits: { title: string; text: string }[];
  topSpotsSection: { spots: { name: string; text: string }[] };
  faqSection: { question: string; answer: string }[];
  keywordVariations: string[];
};

function frontMatter(file: string): Page {
  const text = readFileSync(file, "utf8");
  const match = /^---\n([\s\S]*?)\n---/.exec(text);
  if (!match) throw new Error(`${file} has no front matter`);
  return parse(match[1]!) as Page;
}

const BLOCKS = ["whyPerfectSection", "cultureSection", "soleMuseDifference"] as const;

describe.each(TRANSLATED_LOCALES)("the city pages in %s", (locale) => {
  it("are the ten cities, one file each", () => {
    expect(readdirSync(join(CITIES_DIR, locale)).sort()).toEqual(CITIES.map((city) => `${citySlug(city)}.md`).sort());
  });

  it.each(CITIES)("%s has every section of the English page and its language's title", (city) => {
    const english = frontMatter(join(CITIES_DIR, `${citySlug(city)}.md`));
    const page = frontMatter(join(CITIES_DIR, locale, `${citySlug(city)}.md`));
    expect(Object.keys(page).filter((key) => !["localName", "inCity"].includes(key))).toEqual(Object.keys(english));
    expect(page).toMatchObject({ name: city, slug: citySlug(city), country: COUNTRY_NAMES[locale][city] });
    expect(page.metaTitle).toBe(CITY_META_TITLES[locale](page.inCity));
    expect(page.metaDescription.length).toBeGreaterThanOrEqual(70);
    expect(page.metaDescription.length).toBeLessThanOrEqual(170);
    expect(page.introText.length).toBeGreaterThanOrEqual(200);
    expect(page.benefits).toHaveLength(3);
    for (const block of [...page.benefits, ...BLOCKS.map((key) => page[key] as { text: string })])
      expect(block.text.length).toBeGreaterThanOrEqual(80);
    expect(page.topSpotsSection.spots).toHaveLength(english.topSpotsSection.spots.length);
    for (const spot of page.topSpotsSection.spots) expect(spot.text.length).toBeGreaterThanOrEqual(40);
    expect(page.faqSection).toHaveLength(4);
    for (const { question, answer } of page.faqSection) {
      expect(question.endsWith("?")).toBe(true);
      expect(answer.length).toBeGreaterThanOrEqual(60);
    }
    expect(new Set(page.keywordVariations).size).toBe(8);
  });
});
