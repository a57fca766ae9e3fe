import type { APIContext } from "astro";
import { beforeAll, describe, expect, it } from "vitest";
import { query } from "../../functions/db/index.ts";
import {
  MUSES_PER_SITEMAP,
  localizedUrlset,
  renderMuseSitemap,
  renderPagesSitemap,
  renderSitemapIndex,
} from "../../functions/sitemap/dynamic.ts";
import { LOCALES } from "../../src/domain/locales.ts";
import { createProfile } from "../support/api.ts";
import { withUnreachableDatabase } from "../support/outage.ts";
import { onRequest } from "../../src/middleware.ts";
import * as sitemapIndex from "../../src/pages/sitemap-dynamic.xml.ts";
import * as sitemapMuses from "../../src/pages/sitemap-muses.xml.ts";
import * as sitemapPages from "../../src/pages/sitemap-pages.xml.ts";
import * as rss from "../../src/pages/rss.xml.ts";

const SITE = new URL("https://solemuse.example");
const PER_SITEMAP = 3;
const LANGUAGES = ["de", "fr", "pl", "nl"];

const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replaceAll("&amp;", "&"));
/** The English addresses: each page is also listed under /de, /fr, /pl and /nl. */
const english = (urls: string[]) => urls.filter((url) => !LANGUAGES.includes(new URL(url).pathname.split("/")[1]!));
/** Each <url> of a sitemap: its address, and its alternates by hreflang. */
const urlEntries = (xml: string) =>
  [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body!)![1]!,
    alternates: Object.fromEntries(
      [...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        ([, hreflang, href]) => [hreflang!, href!],
      ),
    ),
  }));

/** Every URL the dynamic sitemaps list, reached the way a crawler reaches them: the index, then each sitemap it names. */
async function crawl(perSitemap: number): Promise<{ index: string; sitemaps: string[]; urls: string[] }> {
  const index = await renderSitemapIndex(SITE, perSitemap);
  const sitemaps: string[] = [];
  for (const loc of locs(index)) {
    const url = new URL(loc);
    sitemaps.push(
      url.pathname === "/sitemap-pages.xml"
        ? await renderPagesSitemap(SITE)
        : await renderMuseSitemap(SITE, url.searchParams.get("from") ?? "", perSitemap),
    );
  }
  return { index, sitemaps, urls: sitemaps.flatMap(locs) };
}

const LISTED = ["Ada.Heels", "bella-soles", "Cora_Arch", "dina", "Elle", "fay", "Gia", "hana"];

describe("the dynamic sitemaps", () => {
  beforeAll(async () => {
    for (const handle of LISTED) await createProfile({ handle, approval_status: "Approved" });
    await createProfile({ handle: "PendingPia", approval_status: "Pending" });
    await createProfile({ handle: "RejectedRia", approval_status: "Rejected" });
    await createProfile({ handle: "SuspendedSia", approval_status: "Suspended" });
    await createProfile({ handle: "PausedPaula", approval_status: "Approved", paused_at: new Date() });
    await query(
      `INSERT INTO blog_articles (title, slug, content, published, published_at)
       VALUES ('Etiquette', 'etiquette-guide', 'Be kind.', true, now()), ('Draft', 'draft-piece', 'Soon.', false, NULL)`,
    );
  });

  it("is a sitemap index of the pages' sitemap and one sitemap per run of Muses", async () => {
    const index = await renderSitemapIndex(SITE, PER_SITEMAP);
    expect(index).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(index.trimEnd()).toMatch(/<\/sitemapindex>$/);
    expect(locs(index)).toEqual([
      "https://solemuse.example/sitemap-pages.xml",
      "https://solemuse.example/sitemap-muses.xml?from=ada.heels",
      "https://solemuse.example/sitemap-muses.xml?from=dina",
      "https://solemuse.example/sitemap-muses.xml?from=gia",
    ]);
    // The & of a query string would have to be escaped in XML; a sitemap's address has a single parameter.
    expect(index).not.toMatch(/&(?!amp;)/);
  });

  it("lists every listed Muse exactly once, and no Pending, Rejected, Suspended or paused profile", async () => {
    const { sitemaps, urls } = await crawl(PER_SITEMAP);
    const museUrls = english(urls).filter((url) => url.includes("/muse/"));
    expect(museUrls).toEqual(LISTED.map((handle) => `https://solemuse.example/muse/${handle}`));
    for (const sitemap of sitemaps.slice(1)) {
      expect(sitemap).toMatch(
        /<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
      );
      expect(locs(sitemap).length).toBeLessThanOrEqual(PER_SITEMAP * LOCALES.length);
    }
    for (const hidden of ["PendingPia", "RejectedRia", "SuspendedSia", "PausedPaula"]) {
      expect(urls.join("\n")).not.toContain(hidden);
    }
  });

  it("lists the home page, the directory, the transparency report, the blog and the published articles, never a draft", async () => {
    const pages = english(locs(await renderPagesSitemap(SITE)));
    expect(pages).toEqual([
      "https://solemuse.example/",
      "https://solemuse.example/directory",
      "https://solemuse.example/transparency",
      "https://solemuse.example/blog",
      "https://solemuse.example/blog/etiquette-guide",
    ]);
  });

  it("follows a Muse who leaves the directory: the runs are read again, nothing is listed twice or skipped", async () => {
    await query(`UPDATE profiles SET paused_at = now() WHERE handle = 'Cora_Arch'`);
    try {
      const museUrls = english((await crawl(PER_SITEMAP)).urls).filter((url) => url.includes("/muse/"));
      expect(museUrls).toEqual(
        LISTED.filter((handle) => handle !== "Cora_Arch").map((handle) => `https://solemuse.example/muse/${handle}`),
      );
    } finally {
      await query(`UPDATE profiles SET paused_at = NULL WHERE handle = 'Cora_Arch'`);
    }
  });

  it("lists every page in each language, each address with the alternates of all five and x-default", async () => {
    const { sitemaps } = await crawl(PER_SITEMAP);
    const entries = sitemaps.flatMap(urlEntries);
    const muse = entries.filter((entry) => entry.loc.endsWith("/muse/bella-soles"));
    expect(muse.map((entry) => entry.loc)).toEqual([
      "https://solemuse.example/muse/bella-soles",
      "https://solemuse.example/de/muse/bella-soles",
      "https://solemuse.example/fr/muse/bella-soles",
      "https://solemuse.example/pl/muse/bella-soles",
      "https://solemuse.example/nl/muse/bella-soles",
    ]);
    const alternates = {
      en: "https://solemuse.example/muse/bella-soles",
      de: "https://solemuse.example/de/muse/bella-soles",
      fr: "https://solemuse.example/fr/muse/bella-soles",
      pl: "https://solemuse.example/pl/muse/bella-soles",
      nl: "https://solemuse.example/nl/muse/bella-soles",
      "x-default": "https://solemuse.example/muse/bella-soles",
    };
    for (const entry of muse) expect(entry.alternates).toEqual(alternates);
    const article = entries.filter((entry) => entry.loc.endsWith("/blog/etiquette-guide"));
    expect(article.map((entry) => entry.loc)).toContain("https://solemuse.example/pl/blog/etiquette-guide");
    expect(article[0]!.alternates["x-default"]).toBe("https://solemuse.example/blog/etiquette-guide");
    // Every address of the sitemaps has its full set of alternates.
    for (const entry of entries) expect(Object.keys(entry.alternates)).toHaveLength(LOCALES.length + 1);
  });

  it("lists a translated article at its addresses: each translation in its language, the original in the others", async () => {
    await query(
      `INSERT INTO blog_articles (title, slug, content, published, published_at)
       VALUES ('Walking Tours', 'walking-tours', 'Walk.', true, now() - interval '1 day')`,
    );
    await query(
      `INSERT INTO blog_articles (title, slug, content, published, published_at, language, translation_of)
       SELECT 'Spaziergänge', 'spaziergaenge', 'Gehen.', true, now(), 'de', id FROM blog_articles WHERE slug = 'walking-tours'
       UNION ALL
       SELECT 'Promenades', 'promenades', 'Marcher.', false, NULL, 'fr', id FROM blog_articles WHERE slug = 'walking-tours'`,
    );
    try {
      const entries = urlEntries(await renderPagesSitemap(SITE)).filter((entry) =>
        /walking-tours|spaziergaenge|promenades/.test(entry.loc),
      );
      expect(entries.map((entry) => entry.loc).sort()).toEqual(
        [
          "https://solemuse.example/blog/walking-tours",
          "https://solemuse.example/de/blog/spaziergaenge",
          "https://solemuse.example/fr/blog/walking-tours",
          "https://solemuse.example/nl/blog/walking-tours",
          "https://solemuse.example/pl/blog/walking-tours",
        ].sort(),
      );
      for (const entry of entries) {
        expect(entry.alternates).toEqual({
          en: "https://solemuse.example/blog/walking-tours",
          de: "https://solemuse.example/de/blog/spaziergaenge",
          fr: "https://solemuse.example/fr/blog/walking-tours",
          pl: "https://solemuse.example/pl/blog/walking-tours",
          nl: "https://solemuse.example/nl/blog/walking-tours",
          "x-default": "https://solemuse.example/blog/walking-tours",
        });
      }
    } finally {
      await query(`DELETE FROM blog_articles WHERE slug IN ('spaziergaenge', 'promenades', 'walking-tours')`);
    }
  });

  it("holds far fewer URLs per sitemap than the protocol's 50,000, in a size one function answer carries", () => {
    expect(MUSES_PER_SITEMAP * LOCALES.length).toBeLessThanOrEqual(50_000);
    // The longest handles (50 characters) on a long site address: still well under a function's 6 MB answer.
    const site = new URL("https://www.solemuse-foot-fetish-directory.example");
    const handles = Array.from({ length: MUSES_PER_SITEMAP }, (_, index) => `${"h".repeat(44)}${100_000 + index}`);
    const xml = localizedUrlset(
      site,
      handles.map((handle) => ({ path: `/muse/${handle}` })),
    );
    expect(locs(xml)).toHaveLength(MUSES_PER_SITEMAP * LOCALES.length);
    expect(Buffer.byteLength(xml)).toBeLessThan(4 * 1024 * 1024);
  });
});

describe("the sitemaps and the RSS feed while the database cannot be read", () => {
  const endpoints = {
    "/sitemap-dynamic.xml": sitemapIndex,
    "/sitemap-muses.xml?from=ada.heels": sitemapMuses,
    "/sitemap-pages.xml": sitemapPages,
    "/rss.xml": rss,
  };

  /** The endpoint's answer as Astro serves it: through the site's middleware. */
  async function serve(path: string, endpoint: { GET: (context: APIContext) => Promise<Response> }) {
    const context = { site: SITE, url: new URL(path, SITE), params: {} } as unknown as APIContext;
    return onRequest(context, () => endpoint.GET(context)) as Promise<Response>;
  }

  it("answer 503 with when to come back, kept by nobody, never an empty 500", async () => {
    await withUnreachableDatabase(["Database unavailable"], async () => {
      for (const [path, endpoint] of Object.entries(endpoints)) {
        const response = await serve(path, endpoint);
        expect(response.status, path).toBe(503);
        expect(response.headers.get("cache-control"), path).toBe("no-store");
        expect(response.headers.get("netlify-cdn-cache-control"), path).toBeNull();
        expect(response.headers.get("retry-after"), path).toBe("60");
        const body = await response.text();
        expect(body, path).toMatch(/try again in a minute/);
        expect(body, path).not.toMatch(/ECONNREFUSED|node_modules|at /);
      }
    });
  });
});
