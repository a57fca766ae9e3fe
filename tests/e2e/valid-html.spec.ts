import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "@playwright/test";
import { test } from "./support/test.ts";
import { htmlErrors, type HtmlDocument } from "./support/html-checker.ts";
import { PROJECT_ROOT } from "../../scripts/lib/local-db.ts";
import { storeVisit } from "./support/tours.ts";
import { addDays, siteToday } from "../../src/domain/site-day.ts";

/** The build the server serves: every pre-rendered page. */
const DIST = join(PROJECT_ROOT, "dist");

/**
 * `/directory/results`, a city's `/muses` and its `/visiting-soon`, and `/shortlist/results` are no documents: their
 * pages' scripts put them in the page's body, so they are checked there.
 */
const FRAGMENT_ABOVE = '<!doctype html><html lang="en"><head><title>Fragment</title></head><body>\n';
const FRAGMENT_BELOW = "\n</body></html>\n";

test("every pre-rendered page and every kind of server-rendered page is valid HTML to the Nu Html Checker", async ({
  request,
}) => {
  const builtPages = readdirSync(DIST, { recursive: true, encoding: "utf8" }).filter((path) => path.endsWith(".html"));
  expect(builtPages, "pre-rendered pages in dist/").toContain("about.html");

  const { muses } = (await (await request.get("/api/muses")).json()) as { muses: { handle: string; city: string }[] };
  const { articles } = (await (await request.get("/api/articles")).json()) as { articles: { slug: string }[] };
  expect(muses.length, "listed Muses").toBeGreaterThan(0);
  expect(articles.length, "published articles").toBeGreaterThan(0);
  // A Muse visiting Zurich, for a "Visiting soon" row with a card.
  const visitor = muses.find((muse) => muse.city !== "Zurich")!;
  await storeVisit(visitor.handle, "Zurich", siteToday(), addDays(siteToday(), 2));
  // Every page type the site's server renders (the sitemaps and the RSS feed are XML), found and not found.
  const served = [
    { path: "/", status: 200 },
    { path: "/directory", status: 200 },
    { path: "/directory?city=Lausanne&category=Pedicure%20Sessions", status: 200 },
    { path: "/directory/results?city=Zurich", status: 200, fragment: true },
    { path: "/directory?q=vel&sort=updated", status: 200 },
    { path: "/directory/results?q=nobody-matches-this&sort=verified", status: 200, fragment: true },
    { path: "/city/zurich-foot-fetish-encounters/muses", status: 200, fragment: true },
    { path: "/city/frankfurt-foot-fetish-encounters/muses", status: 200, fragment: true },
    { path: "/city/zurich-foot-fetish-encounters/visiting-soon", status: 200, fragment: true },
    // A shortlist's cards, one of them no longer available (decision 0055).
    { path: `/shortlist/results?handles=${muses[0]!.handle},no-such-muse`, status: 200, fragment: true },
    { path: `/muse/${muses[0]!.handle}`, status: 200 },
    { path: "/muse/no-such-muse", status: 404 },
    { path: "/blog", status: 200 },
    { path: `/blog/${articles[0]!.slug}`, status: 200 },
    { path: "/blog/no-such-article", status: 404 },
    { path: "/transparency", status: 200 },
    { path: `/admin/applications/${randomUUID()}`, status: 200 },
    { path: "/no-such-page", status: 404 },
    // The same page types in the other languages.
    { path: "/pl", status: 200 },
    { path: "/de/directory?city=Zurich", status: 200 },
    { path: "/pl/city/warsaw-foot-fetish-encounters/muses", status: 200, fragment: true },
    { path: "/pl/city/zurich-foot-fetish-encounters/visiting-soon", status: 200, fragment: true },
    { path: `/fr/muse/${muses[0]!.handle}`, status: 200 },
    { path: "/pl/blog", status: 200 },
    { path: `/nl/blog/${articles[0]!.slug}`, status: 200 },
    { path: "/de/transparency", status: 200 },
    { path: "/fr/no-such-page", status: 404 },
  ];

  const saved = mkdtempSync(join(tmpdir(), "solemuse-html-"));
  try {
    const documents: HtmlDocument[] = builtPages.map((path) => ({ name: `dist/${path}`, file: join(DIST, path) }));
    for (const [index, { path, status, fragment }] of served.entries()) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(status);
      const html = await response.text();
      const file = join(saved, `${index}.html`);
      writeFileSync(file, fragment ? `${FRAGMENT_ABOVE}${html}${FRAGMENT_BELOW}` : html);
      documents.push({ name: path, file, linesAbove: fragment ? 1 : 0 });
    }
    expect(htmlErrors(documents), "errors the Nu Html Checker found").toEqual([]);
  } finally {
    rmSync(saved, { recursive: true, force: true });
  }
});
