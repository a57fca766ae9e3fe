import { describe, expect, it } from "vitest";
import type { PublishedArticle } from "../../src/domain/blog.ts";
import { articleAddresses, blogListFor } from "../../src/domain/article-versions.ts";
import type { Locale } from "../../src/domain/locales.ts";

/** A published article as the public reads give it: its slug, language, original and published translations. */
function article(
  slug: string,
  language: Locale,
  translationOf: string | null,
  translations: PublishedArticle["translations"] = [],
) {
  return { slug, language, translation_of: translationOf, translations } as PublishedArticle;
}

const version = (slug: string, language: Locale, original = false) => ({ slug, language, original });

// An English original with German and French translations, an English article alone, and a Polish one alone.
const ORIGINAL = article("walks", "en", null, [version("spaziergaenge", "de"), version("promenades", "fr")]);
const GERMAN = article("spaziergaenge", "de", "walks-id", [version("walks", "en", true), version("promenades", "fr")]);
const FRENCH = article("promenades", "fr", "walks-id", [version("walks", "en", true), version("spaziergaenge", "de")]);
const ALONE = article("alone", "en", null);
const POLISH = article("spacery", "pl", null);
const NEWEST_FIRST = [GERMAN, ALONE, POLISH, FRENCH, ORIGINAL];
const slugs = (articles: PublishedArticle[]) => articles.map((a) => a.slug);

describe("a language's blog", () => {
  it("lists the translation in its language instead of the original, its own articles first", () => {
    expect(slugs(blogListFor("de", NEWEST_FIRST))).toEqual(["spaziergaenge", "alone", "spacery"]);
    expect(slugs(blogListFor("fr", NEWEST_FIRST))).toEqual(["promenades", "alone", "spacery"]);
    expect(slugs(blogListFor("pl", NEWEST_FIRST))).toEqual(["spacery", "alone", "walks"]);
    expect(slugs(blogListFor("en", NEWEST_FIRST))).toEqual(["alone", "walks", "spacery"]);
  });

  it("lists a published translation once its original is a draft: the first in the order of the languages", () => {
    const german = article("spaziergaenge", "de", "walks-id", [version("promenades", "fr")]);
    const french = article("promenades", "fr", "walks-id", [version("spaziergaenge", "de")]);
    expect(slugs(blogListFor("en", [german, french]))).toEqual(["spaziergaenge"]);
    expect(slugs(blogListFor("fr", [german, french]))).toEqual(["promenades"]);
  });
});

describe("an article's addresses", () => {
  it("are each translation in its language and the original in the others, the same from every version", () => {
    const expected = {
      en: "/blog/walks",
      de: "/de/blog/spaziergaenge",
      fr: "/fr/blog/promenades",
      pl: "/pl/blog/walks",
      nl: "/nl/blog/walks",
      "x-default": "/blog/walks",
    };
    for (const version of [ORIGINAL, GERMAN, FRENCH]) expect(articleAddresses(version)).toEqual(expected);
  });

  it("are the same path in every language for an article without translations", () => {
    expect(articleAddresses(POLISH)).toEqual({
      en: "/blog/spacery",
      de: "/de/blog/spacery",
      fr: "/fr/blog/spacery",
      pl: "/pl/blog/spacery",
      nl: "/nl/blog/spacery",
      "x-default": "/blog/spacery",
    });
  });
});
