import { renderMuseSitemap, renderSitemapIndex, SITEMAP_MUSES_PATH } from "../../functions/sitemap/dynamic.ts";
import { deleteBenchMuses, insertApprovedMuses } from "./directory.ts";
import { ms, time, withBenchDatabase } from "./lib.ts";
import { LOCALES } from "../../src/domain/locales.ts";

/**
 * `node scripts/bench/sitemap.ts`: the dynamic sitemaps at 10,000 and 100,000 listed Muses, read as a crawler reads
 * them: the index, then every sitemap it names. Each must answer within the goal (a function has 10 s on Netlify, a
 * crawler waits less), the index must be a valid sitemap index and every Muse listed exactly once in each language.
 */

/** Issue goal: every sitemap answers within 2 s at 100,000 Muses. */
const GOAL_MS = 2_000;
/** The sitemap protocol's limit of URLs in one sitemap. */
const PROTOCOL_MAX_URLS = 50_000;
const SAMPLES = 5;
const SITE = new URL("https://solemuse.example");

const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replaceAll("&amp;", "&"));

interface Crawl {
  indexMedian: number;
  sitemaps: number;
  /** The slowest sitemap of Muses (median of its samples). */
  slowestMedian: number;
  /** Every Muse's page in each language. */
  urls: number;
  problems: string[];
}

async function crawl(expectedMuses: number): Promise<Crawl> {
  const problems: string[] = [];
  const index = await renderSitemapIndex(SITE);
  if (!/^<\?xml [^>]+\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/.test(index)) {
    problems.push("the index is not a sitemap index");
  }
  const indexTiming = await time(() => renderSitemapIndex(SITE).then(() => undefined), SAMPLES, 1);
  const museSitemaps = locs(index)
    .map((loc) => new URL(loc))
    .filter((url) => url.pathname === SITEMAP_MUSES_PATH);
  let slowestMedian = 0;
  const seen = new Set<string>();
  for (const url of museSitemaps) {
    const from = url.searchParams.get("from") ?? "";
    const xml = await renderMuseSitemap(SITE, from);
    const urls = locs(xml);
    if (urls.length > PROTOCOL_MAX_URLS) problems.push(`${url.search}: ${urls.length} URLs, over the protocol's limit`);
    for (const page of urls) {
      if (seen.has(page)) problems.push(`${page} is listed twice`);
      seen.add(page);
    }
    const timing = await time(() => renderMuseSitemap(SITE, from).then(() => undefined), SAMPLES, 0);
    slowestMedian = Math.max(slowestMedian, timing.median);
  }
  const expectedUrls = expectedMuses * LOCALES.length;
  if (seen.size !== expectedUrls) problems.push(`${seen.size} Muse pages listed of ${expectedUrls}`);
  return { indexMedian: indexTiming.median, sitemaps: museSitemaps.length, slowestMedian, urls: seen.size, problems };
}

export async function run(): Promise<boolean> {
  let ok = true;
  await withBenchDatabase(async () => {
    const results = new Map<number, Crawl>();
    let inserted = 0;
    for (const size of [10_000, 100_000]) {
      await insertApprovedMuses(inserted + 1, size);
      inserted = size;
      results.set(size, await crawl(size));
    }
    console.log(
      `| Muses | index (median of ${SAMPLES}) | sitemaps of Muses | slowest sitemap (median) | URLs | goal: each ≤ ${ms(GOAL_MS)}, valid |`,
    );
    console.log("|---:|---:|---:|---:|---:|---|");
    for (const [size, result] of results) {
      const met = result.problems.length === 0 && Math.max(result.indexMedian, result.slowestMedian) <= GOAL_MS;
      if (size === 100_000) ok = met;
      console.log(
        `| ${size.toLocaleString("en-US")} | ${ms(result.indexMedian)} | ${result.sitemaps} | ${ms(result.slowestMedian)} | ${result.urls.toLocaleString("en-US")} | ${met ? "met" : `NOT MET ${result.problems.slice(0, 3).join("; ")}`} |`,
      );
    }
    const [small, large] = [results.get(10_000)!, results.get(100_000)!];
    console.log(
      `\nTen times the Muses: the index takes ${(large.indexMedian / small.indexMedian).toFixed(1)}× as long, ` +
        `the slowest sitemap of Muses ${(large.slowestMedian / small.slowestMedian).toFixed(1)}× (keyset paging: each sitemap costs the same wherever it starts).`,
    );
  }, deleteBenchMuses);
  return ok;
}

if (import.meta.main) process.exit((await run()) ? 0 : 1);
