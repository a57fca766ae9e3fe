import { DEFAULT_LOCALE, LOCALES, type Locale } from "./locales.ts";
import { localizedPath, type Addresses } from "../i18n/paths.ts";
import type { ArticleVersion, PublishedArticle } from "./blog.ts";

/**
 * An article and its translations (issue 42): which one each language shows, at which address. No schema here, so
 * the blog list's island, which loads only when the page could not read the articles, stays light.
 */

/** Versions of an article in the order of LOCALES, as the language switcher lists the languages. */
export const inLanguageOrder = (versions: ArticleVersion[]): ArticleVersion[] =>
  [...versions].sort((a, b) => LOCALES.indexOf(a.language) - LOCALES.indexOf(b.language));

/** The article and its published translations. */
const versionsOf = (article: PublishedArticle): ArticleVersion[] => [
  { slug: article.slug, language: article.language, original: article.translation_of === null },
  ...article.translations,
];

/**
 * The version a language shows of an article: its translation in that language, else the original (while it is
 * published; else the first version in the order of LOCALES), shown as written.
 */
export function articleVersionIn(article: PublishedArticle, locale: Locale): ArticleVersion {
  const versions = versionsOf(article);
  const anchor = versions.find((version) => version.original) ?? inLanguageOrder(versions)[0]!;
  return versions.find((version) => version.language === locale) ?? anchor;
}

/**
 * An article's address in each language (its hreflang alternates), then x-default, the English one: a translation at
 * its own language's address, and where a language has none, the original in that language's frame. An article
 * without translations is thus at the same path in every language, as every other page.
 */
export function articleAddresses(article: PublishedArticle): Addresses {
  const addresses = Object.fromEntries(
    LOCALES.map((locale) => [locale, localizedPath(locale, `/blog/${articleVersionIn(article, locale).slug}`)]),
  ) as Record<Locale, string>;
  return { ...addresses, "x-default": addresses[DEFAULT_LOCALE] };
}

/**
 * A language's blog: of an article and its translations, the one its address in this language shows (the
 * translation in the language, else the original), the language's own articles first, each part in the given order.
 */
export function blogListFor<A extends PublishedArticle>(locale: Locale, articles: A[]): A[] {
  const shown = articles.filter((article) => articleVersionIn(article, locale).slug === article.slug);
  return [
    ...shown.filter((article) => article.language === locale),
    ...shown.filter((article) => article.language !== locale),
  ];
}
