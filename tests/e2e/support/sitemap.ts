import type { APIRequestContext } from "@playwright/test";

const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replaceAll("&amp;", "&"));

/**
 * What a crawler reads from /sitemap-dynamic.xml: the sitemap index, then each sitemap it names (fetched on the
 * server under test, whatever site address the locations carry). Each sitemap's XML, in the index's order.
 */
export async function readDynamicSitemaps(request: APIRequestContext): Promise<string[]> {
  const index = await request.get("/sitemap-dynamic.xml");
  if (!index.ok()) throw new Error(`/sitemap-dynamic.xml answered ${index.status()}`);
  const sitemaps: string[] = [];
  for (const loc of locs(await index.text())) {
    const url = new URL(loc);
    const sitemap = await request.get(url.pathname + url.search);
    if (!sitemap.ok()) throw new Error(`${url.pathname}${url.search} answered ${sitemap.status()}`);
    sitemaps.push(await sitemap.text());
  }
  return sitemaps;
}
