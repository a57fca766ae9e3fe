import { expect as baseExpect, type Page } from "@playwright/test";
import { test } from "./support/test.ts";
import { createApprovedMuse, declineCookies, signedInAsAdmin, type ApprovedMuse } from "./support/approved-muse.ts";
import { findApplication } from "./support/muse.ts";

/**
 * The Atom feeds of newly listed Muses (decision 0055): read by the browser's own XML parser, they are Atom 1.0 with
 * every element RFC 4287 requires, list only listed Muses, newest listing first, and the directory and the city pages
 * name them for feed readers.
 */
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const ATOM = "http://www.w3.org/2005/Atom";
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

interface ParsedFeed {
  parseError: string | null;
  root: string;
  namespace: string | null;
  language: string | null;
  id: string;
  title: string;
  updated: string;
  author: string;
  self: string | null;
  alternate: string | null;
  entries: {
    id: string;
    title: string;
    updated: string;
    published: string;
    link: string | null;
    summary: string;
    city: string | null;
    cityLabel: string | null;
  }[];
}

/** Fetches a feed and reads it with the browser's DOMParser, as a strict XML parser sees it. */
async function readFeed(page: Page, path: string): Promise<ParsedFeed> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
  const xml = await response.text();
  return page.evaluate(
    ({ text, ns }) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      const error = doc.getElementsByTagName("parsererror")[0];
      const root = doc.documentElement;
      const child = (parent: Element, name: string) =>
        [...parent.children].find((element) => element.namespaceURI === ns && element.localName === name);
      const text$ = (parent: Element, name: string) => child(parent, name)?.textContent ?? "";
      const link = (parent: Element, rel: string) =>
        [...parent.children]
          .find((element) => element.localName === "link" && element.getAttribute("rel") === rel)
          ?.getAttribute("href") ?? null;
      return {
        parseError: error ? (error.textContent ?? "parse error") : null,
        root: root.localName,
        namespace: root.namespaceURI,
        language: root.getAttribute("xml:lang"),
        id: text$(root, "id"),
        title: text$(root, "title"),
        updated: text$(root, "updated"),
        author: child(root, "author") ? text$(child(root, "author")!, "name") : "",
        self: link(root, "self"),
        alternate: link(root, "alternate"),
        entries: [...root.children]
          .filter((element) => element.localName === "entry")
          .map((entry) => ({
            id: text$(entry, "id"),
            title: text$(entry, "title"),
            updated: text$(entry, "updated"),
            published: text$(entry, "published"),
            link: link(entry, "alternate"),
            summary: text$(entry, "summary"),
            city: child(entry, "category")?.getAttribute("term") ?? null,
            cityLabel: child(entry, "category")?.getAttribute("label") ?? null,
          })),
      };
    },
    { text: xml, ns: ATOM },
  );
}

/** The elements RFC 4287 requires of a feed and of each entry. */
function expectAtom(feed: ParsedFeed): void {
  expect(feed.parseError).toBeNull();
  expect(feed.root).toBe("feed");
  expect(feed.namespace).toBe(ATOM);
  expect(feed.id).toMatch(/^tag:[^,]+,2025:/);
  expect(feed.title).not.toBe("");
  expect(feed.updated).toMatch(RFC3339);
  expect(feed.author).toBe("SoleMuse");
  expect(feed.self).toMatch(/\/feeds\/[a-z-]+\.atom$/);
  for (const entry of feed.entries) {
    expect(entry.id).toMatch(/^tag:[^,]+,2025:muse:[0-9a-f-]{36}$/);
    expect(entry.title).not.toBe("");
    expect(entry.updated).toMatch(RFC3339);
    expect(entry.published).toMatch(RFC3339);
    expect(entry.link).toMatch(/\/muse\/[^/]+$/);
  }
  // Newest listing first.
  const times = feed.entries.map((entry) => Date.parse(entry.updated));
  expect(times).toEqual([...times].sort((a, b) => b - a));
}

/** The feed links a page names for feed readers. */
const feedLinks = (page: Page) =>
  page
    .locator('head link[rel="alternate"][type="application/atom+xml"]')
    .evaluateAll((links) =>
      links.map((link) => ({ href: link.getAttribute("href"), title: link.getAttribute("title") })),
    );

let listed: ApprovedMuse;
let suspended: ApprovedMuse;

test.beforeAll(async ({ baseURL }) => {
  listed = await createApprovedMuse(baseURL!, { city: "Vienna" });
  suspended = await createApprovedMuse(baseURL!, { city: "Vienna" });
  const admin = await signedInAsAdmin(baseURL!);
  const application = await findApplication(admin, suspended.handle);
  const response = await admin.post(`/api/applications/${String(application!.id)}/status`, {
    data: { action: "suspend", clause: "5.1", reason: "Her pictures are someone else's." },
  });
  expect(response.status(), await response.text()).toBe(200);
  await admin.dispose();
});

test.beforeEach(async ({ page }) => {
  await declineCookies(page);
  await page.goto("/directory");
});

test("the feed of all cities is Atom, lists only listed Muses, newest listing first, with public fields only", async ({
  page,
}) => {
  const feed = await readFeed(page, "/feeds/muses.atom");
  expectAtom(feed);
  expect(feed.title).toBe("New Muses across Europe | SoleMuse");
  expect(feed.language).toBe("en");
  expect(feed.entries.length).toBeGreaterThan(0);
  expect(feed.entries.length).toBeLessThanOrEqual(50);
  const titles = feed.entries.map((entry) => entry.title);
  expect(titles).toContain(listed.handle);
  expect(titles).not.toContain(suspended.handle);
  // Every entry is a listed Muse: her public profile answers.
  for (const entry of feed.entries) {
    expect((await page.request.get(`/api/muses/${encodeURIComponent(entry.title)}`)).status(), entry.title).toBe(200);
  }
  const entry = feed.entries.find((candidate) => candidate.title === listed.handle)!;
  expect(new URL(entry.link!).pathname).toBe(`/muse/${listed.handle}`);
  expect(entry.summary).toBe(
    `First line of ${listed.handle}'s description, long enough to pass. Second line after a line break.`,
  );
  expect(entry).toMatchObject({ city: "Vienna", cityLabel: "Vienna" });
  const raw = await (await page.request.get("/feeds/muses.atom")).text();
  for (const secret of [
    listed.phone_number,
    listed.email,
    listed.telegram_handle,
    listed.whatsapp_number,
    listed.call_number,
  ])
    expect(raw).not.toContain(secret);
});

test("a city's feed lists that city's listed Muses only, and each language has its own", async ({ page }) => {
  const vienna = await readFeed(page, "/feeds/vienna-foot-fetish-encounters.atom");
  expectAtom(vienna);
  expect(vienna.title).toBe("New Muses in Vienna | SoleMuse");
  expect(vienna.entries.map((entry) => entry.title)).toContain(listed.handle);
  expect(vienna.entries.map((entry) => entry.title)).not.toContain(suspended.handle);
  expect(new Set(vienna.entries.map((entry) => entry.city))).toEqual(new Set(["Vienna"]));

  const warsaw = await readFeed(page, "/feeds/warsaw-foot-fetish-encounters.atom");
  expectAtom(warsaw);
  expect(warsaw.entries.map((entry) => entry.title)).not.toContain(listed.handle);

  const polish = await readFeed(page, "/pl/feeds/vienna-foot-fetish-encounters.atom");
  expectAtom(polish);
  expect(polish.language).toBe("pl");
  expect(polish.title).toBe("Nowe Muzy w Wiedniu | SoleMuse");
  const hers = polish.entries.find((entry) => entry.title === listed.handle)!;
  expect(new URL(hers.link!).pathname).toBe(`/pl/muse/${listed.handle}`);
  expect(hers).toMatchObject({ city: "Vienna", cityLabel: "Wiedeń" });
});

test("choosing a city in the directory names that city's feed, and going back names all cities' again", async ({
  page,
}) => {
  await page.goto("/de/directory");
  await page.getByLabel("Stadt").selectOption("Vienna");
  await expect
    .poll(() => feedLinks(page))
    .toEqual([{ href: "/de/feeds/vienna-foot-fetish-encounters.atom", title: "Neue Musen in Wien | SoleMuse" }]);
  await page.goBack();
  await expect
    .poll(() => feedLinks(page))
    .toEqual([{ href: "/de/feeds/muses.atom", title: "Neue Musen in ganz Europa | SoleMuse" }]);
});

test("the CDN keeps a feed under the muses tag; a feed that does not exist is a 404 kept nowhere", async ({ page }) => {
  const feed = await page.request.get("/feeds/muses.atom");
  expect(feed.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
  for (const path of ["/feeds/paris.atom", "/de/feeds/nowhere.atom"]) {
    const missing = await page.request.get(path);
    expect(missing.status(), path).toBe(404);
    expect(missing.headers()["cache-control"] ?? "no-store", path).not.toContain("public");
  }
});

test("the directory and the city pages name their feed for feed readers, in their language", async ({ page }) => {
  expect(await feedLinks(page)).toEqual([{ href: "/feeds/muses.atom", title: "New Muses across Europe | SoleMuse" }]);
  await page.goto("/directory?city=Vienna");
  expect(await feedLinks(page)).toEqual([
    { href: "/feeds/vienna-foot-fetish-encounters.atom", title: "New Muses in Vienna | SoleMuse" },
  ]);
  await page.goto("/de/directory");
  expect(await feedLinks(page)).toEqual([
    { href: "/de/feeds/muses.atom", title: "Neue Musen in ganz Europa | SoleMuse" },
  ]);
  await page.goto("/city/vienna-foot-fetish-encounters");
  expect(await feedLinks(page)).toEqual([
    { href: "/feeds/vienna-foot-fetish-encounters.atom", title: "New Muses in Vienna | SoleMuse" },
  ]);
  await page.goto("/fr/city/vienna-foot-fetish-encounters");
  const [french] = await feedLinks(page);
  expect(french!.href).toBe("/fr/feeds/vienna-foot-fetish-encounters.atom");
  // A reader following the link gets the feed the page names.
  const linked = await readFeed(page, french!.href!);
  expectAtom(linked);
  expect(linked.title).toBe(french!.title);
});
