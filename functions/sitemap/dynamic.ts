import { query } from "../db/index.ts";
import { listPublishedArticles } from "../articles/published.ts";
import { articleDate } from "../../src/lib/format.ts";
import { SITE_LOCALES, type Locale } from "../../src/domain/locales.ts";
import { addressesOf, hreflangs, type Addresses } from "../../src/i18n/paths.ts";
import { articleAddresses, articleVersionIn } from "../../src/domain/article-versions.ts";

/**
 * The sitemaps of the pages rendered on demand, which the build-time sitemap (sitemap-index.xml) cannot know.
 * `/sitemap-dynamic.xml` is a sitemap index: one sitemap of the directory, the transparency report and the blog (`/sitemap-pages.xml`), and the
 * listed Muses' pages in sitemaps of MUSES_PER_SITEMAP each (`/sitemap-muses.xml?from=key`). The Muses are read in
 * the order of the unique index on lower(handle) and each sitemap starts at a key (keyset paging), so every sitemap
 * costs the same however many come before it; OFFSET paging read every earlier row again.
 *
 * Every page is listed in each language (`/muse/x`, `/de/muse/x`, …), each address with the alternates of all five
 * and x-default (English), as search engines read hreflang from a sitemap. An article with translations is listed at
 * its addresses: each translation in its own language, the original in the others.
 */

/**
 * Muses per sitemap: each is five addresses of seven links (about 3 KB, 4 KB with a 50-character handle), so a
 * sitemap holds 2,500 URLs in one or two MB: well under the protocol's 50,000 URLs and 50 MB, and one function answer.
 */
export const MUSES_PER_SITEMAP = 500;

export const SITEMAP_INDEX_PATH = "/sitemap-dynamic.xml";
export const SITEMAP_PAGES_PATH = "/sitemap-pages.xml";
export const SITEMAP_MUSES_PATH = "/sitemap-muses.xml";

const XML_HEAD = `<?xml version="1.0" encoding="UTF-8"?>\n`;
const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML_NAMESPACE = "http://www.w3.org/1999/xhtml";

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

export interface Entry {
  path: string;
  lastmod?: Date;
}

const address = (site: URL, path: string) => escapeXml(new URL(path, site).toString());

function entryXml(element: "url" | "sitemap", site: URL, { path, lastmod }: Entry, links = ""): string {
  const loc = `<loc>${address(site, path)}</loc>`;
  return `<${element}>${loc}${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ""}${links}</${element}>`;
}

/** A page's address in each language, then x-default. */
function alternateLinks(site: URL, addresses: Addresses): string {
  return hreflangs(addresses)
    .map(({ hreflang, path }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${address(site, path)}"/>`)
    .join("");
}

/**
 * A page of a sitemap: English path, its addresses in every language (by default the same path in each), and in
 * which languages it is listed (by default all: an article's translation lists only the addresses it is shown at).
 */
export interface Page extends Entry {
  addresses?: Addresses;
  listedIn?: readonly Locale[];
}

/** A sitemap of pages, each listed in its languages with its alternates. */
export function localizedUrlset(site: URL, pages: Page[]): string {
  const urls = pages.flatMap(({ path, lastmod, addresses = addressesOf(path), listedIn = SITE_LOCALES }) => {
    const links = alternateLinks(site, addresses);
    return listedIn.map((locale) => entryXml("url", site, { path: addresses[locale], lastmod }, links));
  });
  return `${XML_HEAD}<urlset xmlns="${NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">\n${urls.join("\n")}\n</urlset>\n`;
}

/**
 * The first key (lower-cased handle) of each sitemap of Muses: every MUSES_PER_SITEMAP-th listed Muse in handle
 * order, read from the handle index in one pass.
 */
async function museSitemapStarts(perSitemap: number): Promise<string[]> {
  const rows = await query<{ key: string }>(
    `SELECT key FROM (
       SELECT lower(handle) AS key, row_number() OVER (ORDER BY lower(handle)) AS n FROM profiles WHERE listed
     ) AS listed_muses
     WHERE n % $1 = 1 OR $1 = 1
     ORDER BY key`,
    [perSitemap],
  );
  return rows.map((row) => row.key);
}

/** The sitemap index: the pages' sitemap, then one sitemap for each run of Muses. */
export async function renderSitemapIndex(site: URL, perSitemap = MUSES_PER_SITEMAP): Promise<string> {
  const starts = await museSitemapStarts(perSitemap);
  const sitemaps: Entry[] = [
    { path: SITEMAP_PAGES_PATH },
    ...starts.map((key) => ({ path: `${SITEMAP_MUSES_PATH}?from=${encodeURIComponent(key)}` })),
  ];
  const body = sitemaps.map((entry) => entryXml("sitemap", site, entry)).join("\n");
  return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${body}\n</sitemapindex>\n`;
}

/** The home page, the directory, the transparency report, the blog and each published article, in every language. */
export async function renderPagesSitemap(site: URL): Promise<string> {
  const articles = await listPublishedArticles();
  return localizedUrlset(site, [
    { path: "/" },
    { path: "/directory" },
    { path: "/transparency" },
    { path: "/blog", lastmod: articles[0] ? new Date(articleDate(articles[0])) : undefined },
    // Each article at the addresses it is shown at: a translation in its language, the original in the others.
    ...articles.map((article) => ({
      path: `/blog/${article.slug}`,
      lastmod: new Date(articleDate(article)),
      addresses: articleAddresses(article),
      listedIn: SITE_LOCALES.filter((locale) => articleVersionIn(article, locale).slug === article.slug),
    })),
  ]);
}

/**
 * The listed Muses' pages from one key on (inclusive), at most perSitemap Muses, each in every language. The demo
 * Muses that stand in for an empty directory are never listed here: they are not real profiles.
 */
export async function renderMuseSitemap(site: URL, from: string, perSitemap = MUSES_PER_SITEMAP): Promise<string> {
  const muses = await query<{ handle: string }>(
    `SELECT handle FROM profiles WHERE listed AND lower(handle) >= $1 ORDER BY lower(handle) LIMIT $2`,
    [from.toLowerCase(), perSitemap],
  );
  return localizedUrlset(
    site,
    muses.map((muse) => ({ path: `/muse/${encodeURIComponent(muse.handle)}` })),
  );
}
