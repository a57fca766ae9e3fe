import { readFileSync } from "node:fs";
import { expect, type Browser, type Page } from "@playwright/test";
import { test } from "./support/test.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { readDynamicSitemaps } from "./support/sitemap.ts";
import { format } from "date-fns";
import pg from "pg";
import { E2E_DB_URL_FILE } from "../../scripts/lib/local-db.ts";
import { E2E_ADMIN } from "./support/env.ts";
import { loginAsAdmin } from "./support/admin.ts";
import { BUDGET_BYTES, expectLightPage } from "./support/page-weight.ts";
import { slugify } from "../../src/domain/blog.ts";
import { openInLanguage } from "./support/language.ts";

const stamp = Date.now().toString(36);
const TITLE = `Reading the Room ${stamp}: Etiquette Notes`;
const SLUG = slugify(TITLE);
const EXCERPT = `A short guide to courteous first messages (${stamp}).`;
const CONTENT = [
  "Respect is the first thing a Muse notices.",
  "",
  "## A calm first message",
  "",
  "Read the profile, then write. More on [our verification](https://example.com).",
  "",
  "<script>window.__pwned = true</script>",
  "",
  '<img src=x onerror="window.__pwned=true">',
  "",
  "Close with a clear, polite question.",
].join("\n");

const SEEDED_PUBLISHED = "First Contact Etiquette: How to Approach a Muse with Respect";
const SEEDED_DRAFT = {
  title: "Berlin or Vienna? A Café Guide for Discreet First Meetings",
  slug: "city-guide-berlin-vienna",
};

/** Keeps the cookie banner out of the way (and out of the axe scans). */
async function visitorPage(browser: Browser, options: Parameters<Browser["newContext"]>[0] = {}) {
  const context = await browser.newContext(options);
  await context.addInitScript(() => window.localStorage.setItem("cookie-consent", "declined"));
  return { context, page: await context.newPage() };
}

const adminRow = (page: Page, slug: string) => page.locator(`[data-admin-article="${slug}"]`);

test.describe.serial("blog", () => {
  let admin: Page;

  test.beforeAll(async ({ browser }) => {
    ({ page: admin } = await visitorPage(browser));
  });

  test.afterAll(async () => {
    await admin.context().close();
  });

  test("the admin signs in at /admin and sees the article list, loading with 3 placeholders", async () => {
    await admin.goto("/admin");
    await admin.getByLabel("Email", { exact: true }).fill(E2E_ADMIN.email);
    await admin.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
    await admin.getByRole("button", { name: "Access Admin Panel" }).click();
    await admin.waitForURL("**/admin/dashboard");

    // Hold the list back so the placeholders can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await admin.route("**/api/articles?scope=all", async (route) => {
      await held;
      await route.continue();
    });
    await admin.goto("/admin/blog");
    await expect(admin.getByRole("heading", { level: 1, name: "Blog Management" })).toBeVisible();
    await expect(admin.locator("[data-skeleton-card]")).toHaveCount(3);
    const listed = admin.waitForResponse("**/api/articles?scope=all");
    release();
    await listed;
    await admin.unroute("**/api/articles?scope=all");

    await expect(admin.locator("[data-admin-article]").first()).toBeVisible();
    await expect(admin.locator("[data-skeleton-card]")).toHaveCount(0);
    // Newest first: the seeded draft was written last.
    const stored = (await (await admin.request.get("/api/articles?scope=all")).json()) as {
      articles: { title: string }[];
    };
    const titles = await admin.locator("[data-admin-article] h2").allInnerTexts();
    expect(titles).toEqual(stored.articles.map((a) => a.title));
    expect(titles).toContain(SEEDED_DRAFT.title);
    // Drafts have no View link; published ones do.
    await expect(adminRow(admin, SEEDED_DRAFT.slug).getByRole("link", { name: /View/ })).toHaveCount(0);
    await expect(adminRow(admin, "etiquette-first-contact").getByRole("link", { name: /View/ })).toHaveAttribute(
      "target",
      "_blank",
    );
    await expectNoAxeViolations(admin);
  });

  test("the form requires a title and content, suggests the slug and previews sanitized Markdown", async () => {
    await admin.getByRole("button", { name: "New Article" }).click();
    const dialog = admin.getByRole("dialog", { name: "New Article" });
    await expect(dialog.getByLabel("Author", { exact: true })).toHaveValue("The SoleMuse Team");
    await dialog.getByRole("button", { name: "Create Article" }).click();
    await expect(dialog.getByText("Title is required")).toBeVisible();
    await expect(dialog.getByText("Content is required")).toBeVisible();

    await dialog.getByLabel("Title", { exact: true }).fill(TITLE);
    await expect(dialog.getByLabel("Slug", { exact: true })).toHaveAttribute("placeholder", SLUG);
    await expect(dialog.getByLabel("Meta title", { exact: true })).toHaveAttribute("placeholder", TITLE);
    await dialog.getByLabel("Content", { exact: true }).fill(CONTENT);
    await dialog.getByRole("tab", { name: "Preview" }).click();
    const preview = dialog.locator("[data-article-preview]");
    await expect(preview.getByRole("heading", { level: 2, name: "A calm first message" })).toBeVisible();
    await expect(preview.locator("script, [onerror]")).toHaveCount(0);
    expect(await admin.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
    await dialog.getByRole("tab", { name: "Write" }).click();
  });

  test("creating and publishing an article stores it and lists it as Published", async () => {
    const dialog = admin.getByRole("dialog", { name: "New Article" });
    await dialog.getByLabel("Excerpt", { exact: true }).fill(EXCERPT);
    await dialog.getByLabel("Meta description", { exact: true }).fill(`Meta description ${stamp}`);
    await dialog.getByRole("switch", { name: "Published" }).click();
    await dialog.getByRole("button", { name: "Create Article" }).click();
    await expect(admin.getByText("Article created successfully")).toBeVisible();
    await expect(dialog).toBeHidden();

    const row = adminRow(admin, SLUG);
    await expect(row.locator("[data-article-status]")).toHaveText("Published");
    await expect(row.getByRole("link", { name: /View/ })).toHaveAttribute("href", `/blog/${SLUG}`);
    // The newest article is first.
    await expect(admin.locator("[data-admin-article]").first()).toHaveAttribute("data-admin-article", SLUG);

    const { articles } = (await (await admin.request.get("/api/articles?scope=all")).json()) as {
      articles: { slug: string; published: boolean; meta_title: string; author: string; published_at: string | null }[];
    };
    const stored = articles.find((a) => a.slug === SLUG);
    expect(stored).toMatchObject({ published: true, meta_title: TITLE, author: "The SoleMuse Team" });
    expect(stored?.published_at).toBeTruthy();
  });

  test("a second article with the same slug is refused on the slug field", async () => {
    await admin.getByRole("button", { name: "New Article" }).click();
    const dialog = admin.getByRole("dialog", { name: "New Article" });
    await dialog.getByLabel("Title", { exact: true }).fill(`Another ${stamp}`);
    await dialog.getByLabel("Slug", { exact: true }).fill(SLUG);
    await dialog.getByLabel("Content", { exact: true }).fill("Some text.");
    await dialog.getByRole("button", { name: "Create Article" }).click();
    await expect(admin.getByText("Failed to save article")).toBeVisible();
    await expect(dialog.getByLabel("Slug", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.locator("p[role=alert]")).toHaveText("An article with this slug already exists");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(adminRow(admin, slugify(`Another ${stamp}`))).toHaveCount(0);
  });

  test("a visitor sees the card on /blog and reads the sanitized article", async ({ browser }) => {
    const { context, page } = await visitorPage(browser);
    const response = await page.goto("/blog");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const card = page.locator(`[data-article-card="${SLUG}"]`);
    await expect(card.getByRole("heading", { name: TITLE })).toBeVisible();
    await expect(card.getByText(EXCERPT)).toBeVisible();
    await expect(card.getByText("The SoleMuse Team")).toBeVisible();
    await expect(card.locator("[data-article-date]")).toHaveText(format(new Date(), "MMM dd, yyyy"));
    await expect(page.getByRole("heading", { name: SEEDED_PUBLISHED })).toBeVisible();
    await expect(page.getByText(SEEDED_DRAFT.title)).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Stay Connected" })).toHaveAttribute("href", "/contact");
    await expect(page.locator("[data-skeleton]")).toHaveCount(0);
    await expectNoAxeViolations(page);

    await card.getByRole("link", { name: TITLE }).click();
    await page.waitForURL(`**/blog/${SLUG}`);
    await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
    const body = page.locator("[data-article-body]");
    await expect(body.getByRole("heading", { level: 2, name: "A calm first message" })).toBeVisible();
    const link = body.getByRole("link", { name: "our verification" });
    await expect(link).toHaveAttribute("href", "https://example.com");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(body.locator("script")).toHaveCount(0);
    await expect(body.locator("[onerror]")).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
    await expect(page.getByText("The SoleMuse Team").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Explore Muses" })).toHaveAttribute("href", "/directory");
    await expect(page.locator("main").getByRole("link", { name: "Become a Muse" })).toHaveAttribute(
      "href",
      "/become-muse",
    );
    await expect(page).toHaveTitle(TITLE);

    const url = page.url();
    for (const [name, href] of [
      ["Facebook", `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`],
      ["Twitter", `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(TITLE)}`],
      ["LinkedIn", `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`],
    ] as const) {
      const share = page.getByRole("link", { name: new RegExp(`^${name}`) });
      await expect(share).toHaveAttribute("href", href);
      await expect(share).toHaveAttribute("target", "_blank");
    }
    await expectNoAxeViolations(page);
    await context.close();
  });

  test("the article HTML, without JavaScript, holds the text, Open Graph tags, JSON-LD and cache headers", async ({
    request,
  }) => {
    const response = await request.get(`/blog/${SLUG}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain("Respect is the first thing a Muse notices.");
    expect(html).toContain("<h2>A calm first message</h2>");
    expect(html).not.toContain("window.__pwned");
    expect(html).toMatch(new RegExp(`<meta property="og:title" content="${TITLE}"`));
    expect(html).toContain('<meta property="og:type" content="article"');
    expect(html).toContain(`<meta name="description" content="Meta description ${stamp}"`);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+/blog/${SLUG}"`));
    expect(html).toContain('<link rel="alternate" type="application/rss+xml"');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(jsonLd).toBeTruthy();
    expect(JSON.parse(jsonLd!)).toMatchObject({
      "@type": "Article",
      headline: TITLE,
      author: { name: "The SoleMuse Team" },
      publisher: { "@type": "Organization", name: "SoleMuse" },
    });
    expect(JSON.parse(jsonLd!).datePublished).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(response.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");

    const list = await request.get("/blog");
    expect(await list.text()).toContain(TITLE);
  });

  test("the RSS feed lists the published articles; the dynamic sitemap lists them and the Approved profiles", async ({
    request,
  }) => {
    const rss = await request.get("/rss.xml");
    expect(rss.status()).toBe(200);
    expect(rss.headers()["content-type"]).toContain("xml");
    const feed = await rss.text();
    expect(feed).toContain(`<title>${TITLE}</title>`);
    expect(feed).toMatch(new RegExp(`<link>https?://[^<]+/blog/${SLUG}</link>`));
    expect(feed).toContain("<title>First Contact Etiquette: How to Approach a Muse with Respect</title>");
    expect(feed).not.toContain(SEEDED_DRAFT.slug);

    const index = await request.get("/sitemap-dynamic.xml");
    expect(index.headers()["content-type"]).toContain("xml");
    expect(await index.text()).toContain("<sitemapindex");
    const sitemap = (await readDynamicSitemaps(request)).join("\n");
    expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+/blog/${SLUG}</loc>`));
    expect(sitemap).toMatch(/<loc>https?:\/\/[^<]+\/blog<\/loc>/);
    expect(sitemap).not.toContain(SEEDED_DRAFT.slug);
    // Approved profiles are listed; a Pending application is not.
    expect(sitemap).toMatch(/<loc>https?:\/\/[^<]+\/muse\/VelvetSoles<\/loc>/);
    expect(sitemap).not.toContain("/muse/ClaraHeels");

    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("sitemap-index.xml");
    expect(robots).toContain("sitemap-dynamic.xml");
  });

  test("Copy Link puts the address on the clipboard and says so", async ({ browser }) => {
    const { context, page } = await visitorPage(browser, { permissions: ["clipboard-read", "clipboard-write"] });
    await page.goto(`/blog/${SLUG}`);
    await page.getByRole("button", { name: "Copy Link" }).click();
    await expect(page.getByText("Link copied to clipboard!")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/blog/${SLUG}$`));
    await context.close();
  });

  test(`the article runs no React and at most ${BUDGET_BYTES / 1024} KB of gzipped JavaScript`, async ({
    browser,
    baseURL,
  }) => {
    await expectLightPage(browser, `${baseURL}/blog/${SLUG}`);
  });

  test("a draft is not public", async ({ request }) => {
    const response = await request.get(`/blog/${SEEDED_DRAFT.slug}`);
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain("Article Not Found");
  });

  test("unpublishing from the list takes the article off the blog", async ({ browser }) => {
    const row = adminRow(admin, SLUG);
    await row.getByRole("switch", { name: `Published: ${TITLE}` }).click();
    await expect(admin.getByText("Article updated successfully")).toBeVisible();
    await expect(row.locator("[data-article-status]")).toHaveText("Draft");
    await expect(row.getByRole("link", { name: /View/ })).toHaveCount(0);

    const { context, page } = await visitorPage(browser);
    const response = await page.goto(`/blog/${SLUG}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Article Not Found" })).toBeVisible();
    await expect(page.locator("main").getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
    await expect(page.locator("main").getByRole("link", { name: "Go to Homepage" })).toHaveAttribute("href", "/");
    await page.goto("/blog");
    await expect(page.locator(`[data-article-card="${SLUG}"]`)).toHaveCount(0);
    await context.close();
  });

  test("editing keeps the article and saves the change", async () => {
    const row = adminRow(admin, SLUG);
    await row.getByRole("button", { name: `Edit ${TITLE}` }).click();
    const dialog = admin.getByRole("dialog", { name: "Edit Article" });
    await expect(dialog.getByLabel("Title", { exact: true })).toHaveValue(TITLE);
    await expect(dialog.getByLabel("Slug", { exact: true })).toHaveValue(SLUG);
    await dialog.getByLabel("Excerpt", { exact: true }).fill(`${EXCERPT} Updated.`);
    await dialog.getByRole("button", { name: "Update Article" }).click();
    await expect(admin.getByText("Article updated successfully").first()).toBeVisible();
    await expect(row.getByText(`${EXCERPT} Updated.`)).toBeVisible();
  });

  test("deleting asks for confirmation with the exact text, then removes the article", async () => {
    const row = adminRow(admin, SLUG);
    await row.getByRole("button", { name: `Delete ${TITLE}` }).click();
    const confirm = admin.getByRole("alertdialog");
    await expect(confirm.locator("[data-delete-confirmation]")).toHaveText(
      "Are you sure you want to delete the article? This action cannot be undone.",
    );
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(admin.getByText("Article deleted successfully")).toBeVisible();
    await expect(row).toHaveCount(0);
    const { articles } = (await (await admin.request.get("/api/articles?scope=all")).json()) as {
      articles: { slug: string }[];
    };
    expect(articles.map((a) => a.slug)).not.toContain(SLUG);
  });
});

test("an article stored before its HTML was is shown sanitized, and its HTML is stored on the way", async ({
  browser,
}) => {
  const slug = `stored-before-html-${stamp}`;
  const db = new pg.Client({ connectionString: readFileSync(E2E_DB_URL_FILE, "utf8").trim() });
  await db.connect();
  try {
    // As a row written before content_html existed: Markdown only.
    await db.query(
      `INSERT INTO blog_articles (title, slug, content, published, published_at) VALUES ($1, $2, $3, true, now())`,
      [`Stored Before ${stamp}`, slug, CONTENT],
    );
    const { context, page } = await visitorPage(browser);
    await page.goto(`/blog/${slug}`);
    const body = page.locator("[data-article-body]");
    await expect(body.getByRole("heading", { level: 2, name: "A calm first message" })).toBeVisible();
    await expect(body.locator("script")).toHaveCount(0);
    await expect(body.locator("[onerror]")).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
    await context.close();

    const { rows } = await db.query<{ content_html: string }>(
      `SELECT content_html FROM blog_articles WHERE slug = $1`,
      [slug],
    );
    expect(rows[0]!.content_html).toContain("<h2>A calm first message</h2>");
    expect(rows[0]!.content_html).not.toMatch(/<script|onerror|__pwned/i);
  } finally {
    await db.query(`DELETE FROM blog_articles WHERE slug = $1`, [slug]);
    await db.end();
  }
});

test("an article written in German is marked German wherever it is shown: its page in each language, the blog cards, the JSON-LD and the feed", async ({
  browser,
}) => {
  const title = `Fußpflege am Zürichsee ${stamp}`;
  const slug = slugify(title);
  const { context, page: admin } = await visitorPage(browser);
  await loginAsAdmin(admin);
  await admin.goto("/admin/blog");
  await admin.getByRole("button", { name: "New Article" }).click();
  const dialog = admin.getByRole("dialog", { name: "New Article" });
  await expect(dialog.getByLabel("Language", { exact: true })).toHaveValue("en");
  await dialog.getByLabel("Title", { exact: true }).fill(title);
  await dialog.getByLabel("Content", { exact: true }).fill("Warmes Wasser, ein weiches Handtuch und Geduld.");
  await dialog.getByLabel("Excerpt", { exact: true }).fill("Ein kurzer Leitfaden für entspannte Füße.");
  await dialog.getByLabel("Language", { exact: true }).selectOption({ label: "Deutsch" });
  await dialog.getByRole("switch", { name: "Published" }).click();
  await dialog.getByRole("button", { name: "Create Article" }).click();
  await expect(admin.getByText("Article created successfully")).toBeVisible();
  await expect(adminRow(admin, slug).locator("[data-article-language]")).toHaveText("Deutsch");

  try {
    const { page } = await visitorPage(browser);
    // On the English page the article's words are German; the page's own words stay English.
    await openInLanguage(page, `/blog/${slug}`, "en");
    await expect(page.getByRole("heading", { level: 1, name: title })).toHaveAttribute("lang", "de");
    await expect(page.locator("[data-article-body]")).toHaveAttribute("lang", "de");
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(jsonLd).toMatchObject({ "@type": "Article", headline: title, inLanguage: "de" });
    expect(jsonLd.mainEntityOfPage.inLanguage).toBe("en");

    // On the German page it is simply the page's language.
    await openInLanguage(page, `/de/blog/${slug}`, "de");
    await expect(page.locator("[data-article-body]")).not.toHaveAttribute("lang", /.*/);

    // The French blog's card marks it German.
    await page.goto("/fr/blog");
    const card = page.locator(`[data-article-card="${slug}"]`);
    await expect(card.getByRole("heading", { name: title })).toHaveAttribute("lang", "de");

    const feed = await (await page.request.get("/rss.xml")).text();
    const item = feed.split("<item>").find((entry) => entry.includes(`/blog/${slug}`));
    expect(item).toContain("<dc:language>de</dc:language>");
    expect(item).toMatch(new RegExp(`<link>https?://[^<]+/de/blog/${slug}</link>`));
    await page.context().close();
  } finally {
    const { articles } = (await (await admin.request.get("/api/articles?scope=all")).json()) as {
      articles: { id: string; slug: string; language: string }[];
    };
    const stored = articles.find((article) => article.slug === slug)!;
    expect(stored.language).toBe("de");
    await admin.request.delete(`/api/articles/${stored.id}`);
    await context.close();
  }
});

test("the German blog lists the seeded German translation, whose page is German with hreflang to its English original, which links back", async ({
  browser,
  baseURL,
}) => {
  const GERMAN = { slug: "etikette-beim-ersten-kontakt", title: /^Etikette beim ersten Kontakt/ };
  const address = (path: string) => new URL(path, baseURL).toString();
  const alternates = {
    en: address("/blog/etiquette-first-contact"),
    de: address(`/de/blog/${GERMAN.slug}`),
    fr: address("/fr/blog/savoir-vivre-premier-contact"),
    pl: address("/pl/blog/savoir-vivre-pierwszego-kontaktu"),
    nl: address("/nl/blog/etiquette-bij-het-eerste-contact"),
    "x-default": address("/blog/etiquette-first-contact"),
  };
  const hreflangs = (page: Page) =>
    page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        Object.fromEntries(links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")])),
      );
  const { context, page } = await visitorPage(browser);

  await page.goto("/de/blog");
  // The German article before the English ones, instead of its English original; the others are marked English.
  const card = page.locator(`[data-article-card="${GERMAN.slug}"]`);
  const heading = card.getByRole("heading", { name: GERMAN.title });
  await expect(heading).toBeVisible();
  await expect(heading).not.toHaveAttribute("lang", /.*/);
  await expect(card.locator("[data-article-language]")).toHaveCount(0);
  await expect(page.locator('[data-article-card="foot-care-rituals"] [data-article-language]')).toHaveText("English");
  const listed = await page
    .locator("[data-article-card]")
    .evaluateAll((cards) => cards.map((card) => card.getAttribute("data-article-card")));
  expect(listed).not.toContain("etiquette-first-contact");
  expect(listed.indexOf(GERMAN.slug)).toBeLessThan(listed.indexOf("foot-care-rituals"));

  await heading.getByRole("link").click();
  await page.waitForURL(`**/de/blog/${GERMAN.slug}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.locator("[data-article-body]")).not.toHaveAttribute("lang", /.*/);
  await expect(page.locator("[data-article-body]")).toContainText(
    "Jede gute Verbindung beginnt mit einer ersten Nachricht.",
  );
  expect(await hreflangs(page)).toEqual(alternates);
  // The header's language switcher leads to the translations too.
  for (const [locale, path] of Object.entries(alternates).filter(([hreflang]) => hreflang !== "x-default")) {
    await expect(page.locator(`a[data-language="${locale}"]`).first()).toHaveAttribute("href", new URL(path).pathname);
  }
  const versions = page.getByRole("navigation", { name: "Dieser Artikel in anderen Sprachen" });
  await expect(versions).toHaveText("Auch auf: English · Français · Polski · Nederlands");
  await expectNoAxeViolations(page);

  await versions.getByRole("link", { name: "English" }).click();
  await page.waitForURL("**/blog/etiquette-first-contact");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(SEEDED_PUBLISHED);
  expect(await hreflangs(page)).toEqual(alternates);
  const back = page.getByRole("navigation", { name: "This article in other languages" });
  await expect(back).toHaveText("Also in: Deutsch · Français · Polski · Nederlands");
  await expect(back.getByRole("link", { name: "Deutsch" })).toHaveAttribute("href", `/de/blog/${GERMAN.slug}`);
  await expect(back.getByRole("link", { name: "Deutsch" })).toHaveAttribute("lang", "de");
  await context.close();
});

test("the admin names the original an article translates; the two pages then name each other", async ({ browser }) => {
  const { context, page: admin } = await visitorPage(browser);
  await loginAsAdmin(admin);
  await admin.goto("/admin/blog");
  const write = async (title: string, language: string, original?: string) => {
    await admin.getByRole("button", { name: "New Article" }).click();
    const dialog = admin.getByRole("dialog", { name: "New Article" });
    await dialog.getByLabel("Title", { exact: true }).fill(title);
    await dialog.getByLabel("Content", { exact: true }).fill(`${title}.`);
    await dialog.getByLabel("Language", { exact: true }).selectOption({ label: language });
    if (original) await dialog.getByLabel("Translation of", { exact: true }).selectOption({ label: original });
    await dialog.getByRole("switch", { name: "Published" }).click();
    await dialog.getByRole("button", { name: "Create Article" }).click();
    await expect(dialog).toBeHidden();
    return slugify(title);
  };
  const english = `Evening Walks ${stamp}`;
  const originalSlug = await write(english, "English");
  const dutchSlug = await write(`Avondwandelingen ${stamp}`, "Nederlands", `${english} (English)`);
  try {
    await expect(adminRow(admin, dutchSlug).locator("[data-article-translates]")).toHaveText(
      `Translation of ${english}`,
    );
    await expect(adminRow(admin, dutchSlug).getByRole("link", { name: /View/ })).toHaveAttribute(
      "href",
      `/nl/blog/${dutchSlug}`,
    );
    // A second Dutch version of the same original is refused on the language.
    await admin.getByRole("button", { name: "New Article" }).click();
    const dialog = admin.getByRole("dialog", { name: "New Article" });
    await dialog.getByLabel("Title", { exact: true }).fill(`Wandelen ${stamp}`);
    await dialog.getByLabel("Content", { exact: true }).fill("Wandelen.");
    await dialog.getByLabel("Language", { exact: true }).selectOption({ label: "Nederlands" });
    await dialog.getByLabel("Translation of", { exact: true }).selectOption({ label: `${english} (English)` });
    await dialog.getByRole("button", { name: "Create Article" }).click();
    await expect(dialog.getByLabel("Language", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByText("Another version of this article is already in this language")).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    // The original, once it has a translation, is no translation itself.
    await adminRow(admin, originalSlug)
      .getByRole("button", { name: `Edit ${english}` })
      .click();
    await expect(
      admin.getByRole("dialog", { name: "Edit Article" }).getByLabel("Translation of", { exact: true }),
    ).toBeDisabled();
    await admin.getByRole("dialog", { name: "Edit Article" }).getByRole("button", { name: "Cancel" }).click();

    const { page } = await visitorPage(browser);
    await page.goto(`/blog/${originalSlug}`);
    const versions = page.getByRole("navigation", { name: "This article in other languages" });
    await expect(versions).toHaveText("Also in: Nederlands");
    await versions.getByRole("link", { name: "Nederlands" }).click();
    await page.waitForURL(`**/nl/blog/${dutchSlug}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");
    await expect(page.getByRole("navigation", { name: "Dit artikel in andere talen" })).toHaveText(
      "Ook beschikbaar in: English",
    );
    await page.context().close();
  } finally {
    const { articles } = (await (await admin.request.get("/api/articles?scope=all")).json()) as {
      articles: { id: string; slug: string }[];
    };
    for (const slug of [dutchSlug, originalSlug]) {
      await admin.request.delete(`/api/articles/${articles.find((article) => article.slug === slug)!.id}`);
    }
    await context.close();
  }
});
