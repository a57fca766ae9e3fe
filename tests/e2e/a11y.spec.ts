import { expect, type Page } from "@playwright/test";
import { test } from "./support/test.ts";
import { axeViolations } from "./support/axe.ts";
import { PUBLIC_PAGE_TYPES } from "./support/page-types.ts";

/**
 * One axe run for each type of public page (support/page-types.ts) and the not-found page, the cookie banner
 * included; a page's other states that show markup of their own (the mobile menu open, a city page's FAQ answers, an
 * article's English words on a French page) are checked in the same page load where they can be. Per-language runs of
 * the same templates are not repeated: the pages of every language share them, and their texts are the catalogues'.
 */

/** The page types whose axe run is in the file that walks them. */
const CHECKED_WHERE_WALKED: Record<string, string> = {
  "/directory": "directory-reading.spec.ts",
  "/muse/VelvetSoles": "profile.spec.ts",
  "/blog": "blog.spec.ts",
  "/blog/foot-care-rituals": "blog.spec.ts (an article of its own)",
};

// astro dev injects its toolbar; it is not part of the built site.
const violations = (page: Page) => axeViolations(page, { exclude: ["astro-dev-toolbar"] });

async function openWithBanner(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
}

test.describe("Accessibility (axe)", () => {
  for (const path of [...PUBLIC_PAGE_TYPES, "/this-page-does-not-exist"].filter(
    (path) => path !== "/" && !path.startsWith("/city/") && !CHECKED_WHERE_WALKED[path],
  )) {
    test(`${path} has no violations, cookie banner included`, async ({ page }) => {
      await openWithBanner(page, path);
      expect(await violations(page)).toEqual([]);
    });
  }

  test("/ has no violations, cookie banner included, nor at 375 px with the menu open", async ({ page }) => {
    await openWithBanner(page, "/");
    expect(await violations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test("a city page has no violations with all its FAQ answers open, cookie banner included", async ({ page }) => {
    const city = PUBLIC_PAGE_TYPES.find((path) => path.startsWith("/city/"))!;
    await openWithBanner(page, city);
    const closed = page.getByRole("main").locator("details:not([open])");
    expect(await closed.count()).toBeGreaterThan(0);
    // Each click opens the first entry still closed.
    for (let left = await closed.count(); left > 0; left--) {
      await closed.first().locator("summary").click();
      await expect(closed).toHaveCount(left - 1);
    }
    expect(await violations(page)).toEqual([]);
  });

  test("a French page showing an English article has no violations: its English words are marked as English", async ({
    page,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "declined"));
    await page.goto("/fr/blog");
    const article = (await page.locator("[data-article-card] h2 a").first().getAttribute("href"))!;
    await page.goto(article);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The header's language menu (src/components/layout) is reported on every page, English ones too, by the runs above.
    expect(await axeViolations(page, { exclude: ["[data-language-menu] summary"] })).toEqual([]);
  });
});
