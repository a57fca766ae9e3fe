import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "./support/test.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { createApprovedMuse, declineCookies, islandsHydrated, type ApprovedMuse } from "./support/approved-muse.ts";

const WIDTH = 375;
let muse: ApprovedMuse;

test.beforeAll(async ({ baseURL }) => {
  muse = await createApprovedMuse(baseURL!);
});

test.beforeEach(async ({ page }) => {
  await declineCookies(page);
  await page.setViewportSize({ width: WIDTH, height: 812 });
});

/** Nothing sticks out sideways, and axe finds nothing to fix. */
async function expectFitsAndAccessible(page: Page): Promise<void> {
  // Measured as painted: before its stylesheets arrive, a page's layout has none of them (a cover 1200 px wide).
  await page.waitForLoadState("load");
  await islandsHydrated(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
  await expectNoAxeViolations(page);
}

/** Once `shown` is visible: nothing sticks out sideways, and axe finds nothing to fix. */
async function fitsOnceVisible(page: Page, shown: Locator): Promise<void> {
  await expect(shown).toBeVisible();
  await expectFitsAndAccessible(page);
}

test("a profile fits a 375 px screen, gallery included", async ({ page }) => {
  await page.goto(`/muse/${muse.handle}`);
  await expect(page.getByRole("heading", { level: 1, name: muse.handle })).toBeVisible();
  await fitsOnceVisible(page, page.getByRole("heading", { name: "Gallery" }));
});

test("the contact form fits a 375 px screen", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
  await expectFitsAndAccessible(page);
});

test("sign in and sign up fit a 375 px screen", async ({ page }) => {
  await page.goto("/auth");
  await fitsOnceVisible(page, page.getByRole("tab", { name: "Sign In" }));
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await fitsOnceVisible(page, page.getByLabel("Confirm Password"));
});

test("the blog and an article fit a 375 px screen", async ({ page }) => {
  await page.goto("/blog");
  const firstCard = page.locator("[data-article-card]").first();
  await fitsOnceVisible(page, firstCard);
  await firstCard.getByRole("link").first().click();
  await fitsOnceVisible(page, page.getByRole("button", { name: /Copy Link/ }));
});

test("the signed-in muse's dashboard fits a 375 px screen, in view and in edit mode", async ({ page }) => {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(muse.account.email);
  await page.getByLabel("Password").fill(muse.account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL("**/muse-dashboard");
  await fitsOnceVisible(page, page.getByRole("heading", { level: 1, name: muse.handle }));
  await page.getByRole("button", { name: "Edit Profile" }).click();
  await fitsOnceVisible(page, page.getByLabel("Bio"));
});

test("a city page's long intro reads left-aligned on a phone, centred on a wide screen", async ({ page }) => {
  await page.goto("/city/berlin-foot-fetish-encounters");
  const lead = page.locator("[data-hero-lead]");
  await expect(lead).toBeVisible();
  expect(await lead.evaluate((element) => getComputedStyle(element).textAlign)).toBe("left");
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await lead.evaluate((element) => getComputedStyle(element).textAlign)).toBe("center");
});
