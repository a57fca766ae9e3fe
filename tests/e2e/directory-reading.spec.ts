import { expect } from "@playwright/test";
import { test } from "./support/test.ts";
import { expectNoAxeViolations, WCAG_AA } from "./support/axe.ts";
import { declineCookies } from "./support/approved-muse.ts";
import { cards } from "./support/directory.ts";
import { BUDGET_BYTES, expectLightPage } from "./support/page-weight.ts";

/**
 * The directory's weight, accessibility and small-screen layout, read on the seeded Muses alone: these tests count
 * nothing, so they run beside the counting files (playwright.config.ts, READERS), not in their queue.
 */

test.beforeEach(async ({ page }) => {
  await declineCookies(page);
});

test(`the directory runs no React and at most ${BUDGET_BYTES / 1024} KB of gzipped JavaScript`, async ({
  browser,
  baseURL,
}) => {
  await expectLightPage(browser, `${baseURL}/directory`);
});

test("has no axe violations", async ({ page }) => {
  await page.goto("/directory");
  await expect(cards(page).first()).toBeVisible();
  await expectNoAxeViolations(page, { tags: WCAG_AA });
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("on a slow connection every picture that starts downloading finishes: none is cancelled by the alternation", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // Slower than the 1.6 Mbps phone, so each picture takes longer than one 2-second alternation step.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 300,
      downloadThroughput: (100 * 1024) / 8,
      uploadThroughput: (100 * 1024) / 8,
    });
    const cancelled: string[] = [];
    page.on("requestfailed", (request) => {
      if (request.url().includes("/api/images/")) cancelled.push(request.url());
    });
    await page.goto("/directory", { waitUntil: "commit" });
    const first = cards(page).first().locator("img");
    await expect(first).toHaveAttribute("fetchpriority", "high");
    // The first card's picture arrives and is shown, however long it takes on this line.
    await expect
      .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 90_000 })
      .toBe(true);
    // Its placeholder until then is tinted, not a white box (once the page's stylesheet is in, on this line too).
    await expect
      .poll(() => first.evaluate((img) => getComputedStyle(img.parentElement!).backgroundColor), { timeout: 90_000 })
      .not.toBe("rgba(0, 0, 0, 0)");
    expect(cancelled).toEqual([]);
  });

  test("fits the screen: filters and cards stack without sideways scrolling", async ({ page }) => {
    await page.goto("/directory");
    await expect(cards(page).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const city = await page.getByLabel("City").boundingBox();
    const category = await page.getByLabel("Category").boundingBox();
    expect(category!.y).toBeGreaterThan(city!.y);
    const [one, two] = await cards(page).all();
    if (two) expect((await two.boundingBox())!.y).toBeGreaterThan((await one!.boundingBox())!.y);
    await expectNoAxeViolations(page, { tags: WCAG_AA });
  });
});
