import { expect, type Page } from "@playwright/test";
import { test } from "./support/test.ts";
import { axeViolations } from "./support/axe.ts";

const PAGES = [
  "/",
  "/about",
  "/become-muse",
  "/contact",
  "/terms",
  "/privacy-policy",
  "/city/zurich-foot-fetish-encounters",
  "/transparency",
  "/this-page-does-not-exist",
];

// astro dev injects its toolbar; it is not part of the built site.
const violations = (page: Page) => axeViolations(page, { exclude: ["astro-dev-toolbar"] });

test.describe("Accessibility (axe)", () => {
  for (const path of PAGES) {
    test(`${path} has no violations, cookie banner included`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }

  test("the translated pages have no axe violations: the English words of an article are marked as English", async ({
    page,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "declined"));
    await page.goto("/fr/blog");
    const article = (await page.locator("[data-article-card] h2 a").first().getAttribute("href"))!;
    for (const path of [
      "/de",
      "/fr/about",
      "/de/become-muse",
      "/de/contact",
      "/fr/transparency",
      "/pl/blog",
      article,
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // The header's language menu (src/components/layout) is reported on every page, English ones too, by a11y.spec.ts.
      expect(await axeViolations(page, { exclude: ["[data-language-menu] summary"] }), path).toEqual([]);
    }
  });

  test("the home page has no violations at 375 px with the menu open", async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "declined"));
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test("a city page's closed FAQ entries have no violations once opened", async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "declined"));
    await page.goto("/city/vienna-foot-fetish-encounters");
    for (const summary of await page.locator("details summary").all()) await summary.click();
    expect(await violations(page)).toEqual([]);
  });
});
