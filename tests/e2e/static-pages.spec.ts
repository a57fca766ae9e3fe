import { expect, type Page } from "@playwright/test";
import { test } from "./support/test.ts";
import { openInLanguage } from "./support/language.ts";
import { documentsOnly } from "./support/network.ts";
import { cardOf, museList } from "./support/directory.ts";
import { expectLightPage } from "./support/page-weight.ts";

// The spec's own wording, written out here so a changed constant in src/ cannot silently pass.
const NAV = ["Home", "Directory", "Blog", "About", "Contact"];
// The Terms and the privacy pages gained notice and action (reports, statements of reasons, appeals) in November 2026.
const LEGAL_PAGES = [
  { path: "/terms", title: "Terms of Use", updated: "November 2026" },
  { path: "/privacy", title: "Privacy Notice", updated: "November 2026" },
  { path: "/disclaimer", title: "Disclaimer", updated: "January 2025" },
  { path: "/privacy-policy", title: "Privacy Policy", updated: "November 2026" },
  { path: "/terms-of-use", title: "Terms of Use for Visitors and Muses", updated: "November 2026" },
];
const PRE_RENDERED = ["/", "/about", "/become-muse", "/contact", ...LEGAL_PAGES.map((page) => page.path)];

test.beforeEach(async ({ page }) => {
  // A stored choice keeps the cookie banner out of the way; its behaviour has its own spec.
  await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "accepted"));
});

function main(page: Page) {
  return page.getByRole("main");
}

/** On the page open, the header's link to it is the current one, and no other (Home only on an exact match). */
async function expectActiveLink(page: Page, active: string | null) {
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const label of NAV) {
    const link = nav.getByRole("link", { name: label, exact: true });
    if (label === active) await expect(link).toHaveAttribute("aria-current", "page");
    else await expect(link, label).not.toHaveAttribute("aria-current");
  }
}

test.describe("Home", () => {
  test("shows the hero, the four feature cards, the promises, ten city links, the closing call to action, the footer and Home as the current link", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Where discreet connections begin");
    await expect(main(page).getByRole("link", { name: "Explore Muses" }).first()).toHaveAttribute("href", "/directory");
    await expect(main(page).getByRole("link", { name: "List as Muse" })).toHaveAttribute("href", "/become-muse");
    await expectActiveLink(page, "Home");

    for (const title of ["Verified & Safe", "Premium Quality", "Discreet Platform", "Lifestyle Focused"]) {
      await expect(main(page).getByRole("heading", { name: title, exact: true })).toBeVisible();
    }

    await expect(main(page)).toContainText("SoleMuse covers major European cities.");
    await expect(main(page)).toContainText(
      "All payments and arrangements happen directly between users. SoleMuse does not process payments.",
    );
    await expect(main(page)).toContainText("You must be 18 or older to use SoleMuse.");
    for (const value of ["Discretion", "Verification", "Safety", "Mutual respect"]) {
      await expect(main(page).getByText(value, { exact: true }).first()).toBeVisible();
    }

    const cities = page.getByRole("region", { name: "Explore Muses by city" });
    await expect(cities.getByRole("link")).toHaveCount(10);
    await expect(cities.getByRole("link", { name: /Zurich/ })).toHaveAttribute(
      "href",
      "/city/zurich-foot-fetish-encounters",
    );

    const cta = page.getByRole("region", { name: "Ready to meet someone remarkable?" });
    await expect(cta.getByRole("link", { name: "Browse the directory" })).toHaveAttribute("href", "/directory");
    await expect(cta.getByRole("link", { name: "Become a Muse" })).toHaveAttribute("href", "/become-muse");

    // The footer: the spec's links, the tagline, a copyright line and "Follow us: Coming soon".
    const footer = page.getByRole("contentinfo");
    for (const [label, href] of [
      ["Directory", "/directory"],
      ["About", "/about"],
      ["Become a Muse", "/become-muse"],
      ["Contact", "/contact"],
      ["Terms of Use", "/terms"],
      ["Privacy Policy", "/privacy"],
      ["Disclaimer", "/disclaimer"],
    ]) {
      await expect(footer.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href!);
    }
    await expect(footer.getByRole("link", { name: "support@solemuse.example" })).toHaveAttribute(
      "href",
      "mailto:support@solemuse.example",
    );
    await expect(footer).toContainText("Verified Muses");
    await expect(footer).toContainText(/© \d{4} SoleMuse\. All rights reserved\./);
    await expect(footer).toContainText("Follow us: Coming soon");
  });

  test("lists at least three Muses from the database, photo-verified first, each card linking to her profile", async ({
    page,
  }) => {
    const verified = await museList(page.request, "?verified=photo&limit=4");
    expect(verified.demo, "the seeded database, not the demo fallback").toBe(false);
    expect(verified.muses.length, "the seed verifies three").toBeGreaterThanOrEqual(3);
    for (const [path, language] of [
      ["/", ""],
      ["/de", "/de"],
    ] as const) {
      await page.goto(path);
      const row = page.getByRole("region", { name: path === "/" ? "Meet the Muses" : "Die Musen" });
      const handles = await row.locator("[data-muse-card] h3").allTextContents();
      expect(handles.length, path).toBeGreaterThanOrEqual(3);
      expect(handles.slice(0, verified.muses.length).map((handle) => handle.trim())).toEqual(
        verified.muses.map((muse) => muse.handle),
      );
      for (const handle of verified.muses.map((muse) => muse.handle)) {
        await expect(cardOf(page, handle).locator("a[href]").last()).toHaveAttribute(
          "href",
          `${language}/muse/${handle}`,
        );
      }
    }
    const first = verified.muses[0]!.handle;
    await cardOf(page, first)
      .getByRole("link", { name: new RegExp(first) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/de/muse/${first}$`));
    await expect(page.getByRole("heading", { level: 1, name: first })).toBeVisible();
  });

  test("runs no React and at most the public pages' budget of JavaScript", async ({ browser, baseURL }) => {
    await expectLightPage(browser, `${baseURL}/`);
  });
});

test.describe("About", () => {
  test("opened from far down the home page it starts at the top, and shows the mission, four value cards, a story naming eight cities, a call to action and the header's links", async ({
    page,
  }) => {
    await page.goto("/");
    const footerLink = page.getByRole("contentinfo").getByRole("link", { name: "About", exact: true });
    await footerLink.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await footerLink.click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await expect(page.getByRole("region", { name: "Connections that begin with trust" })).toContainText("mission", {
      ignoreCase: true,
    });
    const values = page.getByRole("region", { name: "What we stand for" });
    for (const value of ["Discretion", "Verification", "Safety", "Mutual respect"]) {
      await expect(values.getByRole("heading", { name: value, exact: true })).toBeVisible();
    }
    await expect(values.getByRole("article")).toHaveCount(4);
    const story = page.getByRole("region", { name: "From Zurich to the rest of Europe" });
    for (const city of ["Zurich", "Berlin", "Vienna", "Munich", "Hamburg", "Frankfurt", "Amsterdam", "Brussels"]) {
      await expect(story).toContainText(city);
    }
    await expect(story).toContainText("SoleMuse covers major European cities.");
    const cta = page.getByRole("region", { name: "Be part of the SoleMuse story" });
    await expect(cta.getByRole("link", { name: "Explore Muses" })).toHaveAttribute("href", "/directory");
    await expect(cta.getByRole("link", { name: "Become a Muse" })).toHaveAttribute("href", "/become-muse");

    // The header links Home, Directory, Blog, About and Contact; signed-out visitors see Join and Become a Muse.
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [label, href] of [
      ["Home", "/"],
      ["Directory", "/directory"],
      ["Blog", "/blog"],
      ["About", "/about"],
      ["Contact", "/contact"],
    ]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href!);
    }
    await expect(nav.getByRole("link", { name: "Join", exact: true })).toHaveAttribute("href", "/auth");
    await expect(nav.getByRole("link", { name: "Become a Muse", exact: true })).toHaveAttribute("href", "/become-muse");
    await expectActiveLink(page, "About");
  });
});

test.describe("Become a Muse", () => {
  test("offers Start Application and See Current Muses, six benefit cards, How It Works in three steps and the Application Requirements; no header link is current", async ({
    page,
  }) => {
    await page.goto("/become-muse");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Become a Muse");
    await expect(main(page).getByRole("link", { name: "Start Application" })).toHaveAttribute(
      "href",
      "/muse-onboarding",
    );
    await expect(main(page).getByRole("link", { name: "See Current Muses" })).toHaveAttribute("href", "/directory");
    await expect(main(page)).toContainText("Applications are reviewed within 48 hours.");
    await expectActiveLink(page, null);

    await expect(page.getByRole("region", { name: "Why Muses choose SoleMuse" }).getByRole("article")).toHaveCount(6);

    const steps = page.getByRole("region", { name: "How It Works" }).getByRole("listitem");
    await expect(steps).toHaveCount(3);
    await expect(steps.getByRole("heading")).toHaveText(["Apply", "Verification", "Go Live"]);

    const card = page.getByRole("region", { name: "Application Requirements" });
    await expect(card.getByRole("heading", { name: "Basic requirements" })).toBeVisible();
    await expect(card.getByRole("heading", { name: "Materials" })).toBeVisible();
    for (const item of [
      "18+",
      "Located in a supported European city",
      "A professional approach",
      "Commitment to discretion",
      "Profile photo",
      "Detailed bio",
      "Contact information (Telegram or WhatsApp preferred)",
      "Optional extra gallery photos",
    ]) {
      await expect(card).toContainText(item);
    }
  });
});

test.describe("Contact", () => {
  test("shows the title, the response-time and privacy cards and the form mount point, with Contact as the current link", async ({
    page,
  }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    await expect(main(page)).toContainText("We'll get back to you within 24 hours");
    await expect(main(page)).toContainText("We reply to every message within 24 hours.");
    await expect(main(page).getByRole("heading", { name: "Response time" })).toBeVisible();
    await expect(main(page).getByRole("heading", { name: "Your privacy" })).toBeVisible();
    await expect(page.locator("#contact-form-root")).toHaveCount(1);
    // Without the form island the support address is still one click away.
    await expect(page.locator("#contact-form-root a[href='mailto:support@solemuse.example']")).toHaveCount(1);
    await expectActiveLink(page, "Contact");
  });
});

test.describe("Legal pages", () => {
  /** The page's title, its "Last updated" line and a document of some length. */
  async function expectLegalPage(page: Page, { title, updated }: { title: string; updated: string }) {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(main(page)).toContainText(`Last updated: ${updated}`);
    const body = page.locator(".prose-legal");
    await expect(body.locator("h2").first()).toBeVisible();
    expect((await body.innerText()).length).toBeGreaterThan(800);
  }

  for (const { path, title, updated } of LEGAL_PAGES.filter((legal) => legal.path !== "/terms")) {
    test(`${path} shows '${title}', 'Last updated: ${updated}' and the document`, async ({ page }) => {
      await page.goto(path);
      await expectLegalPage(page, { title, updated });
    });
  }

  test("/terms shows its title, 'Last updated' and the document; a clause a statement of reasons links to opens in view below the header, and section 15 explains notices", async ({
    page,
  }) => {
    await page.goto("/terms#clause-4-2");
    await expectLegalPage(
      page,
      LEGAL_PAGES.find((legal) => legal.path === "/terms")!,
    );
    await expectActiveLink(page, null);
    const clause = page.locator("#clause-4-2");
    await expect(clause).toContainText("4.2 No minors.");
    await expect(clause).toBeInViewport();
    const header = (await page.locator("[data-site-header]").boundingBox())!;
    expect((await clause.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
    await expect(clause).toHaveCSS("background-color", "rgb(253, 240, 234)");

    const notices = main(page).getByRole("heading", { level: 2, name: "15. Notices, decisions and appeals" });
    await expect(notices).toBeVisible();
    await expect(main(page).getByRole("link", { name: "transparency page" })).toHaveAttribute("href", "/transparency");
  });
});

test.describe("Small screens", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("every pre-rendered page fits a 375 px screen without sideways scrolling", async ({ page }) => {
    for (const path of [...PRE_RENDERED, "/city/lausanne-foot-fetish-encounters", "/this-page-does-not-exist"]) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
    }
  });
});

test.describe("SEO", () => {
  // What the server sends: no script changes these, so the pages are read without running one or loading their parts.
  test.use({ javaScriptEnabled: false });

  test("every pre-rendered page has its own title and description, a canonical URL, Open Graph tags and lang=en", async ({
    page,
  }) => {
    await documentsOnly(page);
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of PRE_RENDERED) {
      await openInLanguage(page, path, "en");
      const title = await page.title();
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(title, path).toContain("SoleMuse");
      expect(description?.length ?? 0, path).toBeGreaterThan(50);
      titles.add(title);
      descriptions.add(description!);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical!).pathname, path).toBe(path);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", description!);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/og-default\.png$/);
    }
    expect(titles.size).toBe(PRE_RENDERED.length);
    expect(descriptions.size).toBe(PRE_RENDERED.length);
  });

  test("the default Open Graph image is a 1200x630 PNG", async ({ page }) => {
    const response = await page.request.get("/og-default.png");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("image/png");
    const png = await response.body();
    // Width and height sit at bytes 16-23 of a PNG's IHDR chunk.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});

test.describe("Browser hardening headers", () => {
  test("/, /about, a city page, /directory and /blog are never framed, sniffed or given camera, microphone or location", async ({
    request,
  }) => {
    for (const path of ["/", "/about", "/city/zurich-foot-fetish-encounters", "/directory", "/blog"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      expect(headers["x-frame-options"], path).toBe("DENY");
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"], path).toContain("camera=()");
      expect(headers["strict-transport-security"], path).toContain("max-age=31536000");
    }
  });
});

test.describe("Content-Security-Policy", () => {
  /** The directives of a page's policy header, by name. */
  function directives(header: string | undefined): Map<string, string[]> {
    expect(header, "the page sends a Content-Security-Policy header").toBeTruthy();
    return new Map(
      header!
        .split(";")
        .map((directive) => directive.trim().split(/\s+/))
        .filter((parts) => parts[0])
        .map(([name, ...sources]) => [name!, sources]),
    );
  }

  test("every kind of page sends a policy that allows only the site's own and hashed scripts", async ({ request }) => {
    const { muses } = await (await request.get("/api/muses")).json();
    const pages = ["/", "/about", "/contact", "/directory", "/blog", `/muse/${muses[0].handle}`, "/admin"];
    for (const path of pages) {
      const policy = directives((await request.get(path)).headers()["content-security-policy"]);
      expect(policy.get("frame-ancestors"), path).toEqual(["'none'"]);
      expect(policy.get("object-src"), path).toEqual(["'none'"]);
      const scripts = policy.get("script-src") ?? [];
      expect(scripts, path).toContain("'self'");
      expect(
        scripts.filter((source) => !source.startsWith("'sha256-")),
        path,
      ).toEqual(["'self'"]);
    }
  });

  test("the 404 page, an unknown API address and a page asked for by its file name send the same policy", async ({
    page,
    request,
  }) => {
    const policyOf = async (path: string) => (await request.get(path)).headers()["content-security-policy"];
    const aboutPolicy = await policyOf("/about");
    for (const path of ["/no-such-page", "/api/no-such-thing", "/about.html", "/index.html"]) {
      const policy = directives(await policyOf(path));
      expect(policy.get("frame-ancestors"), path).toEqual(["'none'"]);
      expect(policy.get("object-src"), path).toEqual(["'none'"]);
      expect(policy.get("script-src"), path).toEqual(directives(aboutPolicy).get("script-src"));
    }
    // The 404 page's own scripts run under it (the fixture fails the test on any violation).
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("an API answer may load nothing and be framed nowhere", async ({ request }) => {
    const response = await request.get("/api/muses");
    expect(response.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers()["x-frame-options"]).toBe("DENY");
  });

  test("a script injected into a page never runs, and the browser reports it", async ({ page, cspViolations }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "document.body.dataset.injected = 'ran'";
      document.head.append(script);
    });
    await expect.poll(() => cspViolations.take(/script-src/).length).toBe(1);
    expect(await page.evaluate(() => document.body.dataset.injected)).toBeUndefined();
  });
});
