import { expect, type Page } from "@playwright/test";
import { test } from "./support/test.ts";

const START = new Date("2025-01-15T10:00:00Z").getTime();

function banner(page: Page) {
  return page.getByRole("region", { name: "Cookie consent" });
}

/** The banner's box, found whether or not it is exposed to assistive technology yet. */
function bannerBox(page: Page) {
  return page.locator("[data-first-visit]");
}

function storedChoice(page: Page) {
  return page.evaluate(() => window.localStorage.getItem("cookie-consent"));
}

/** Opens a page on a paused clock and lets exactly the banner's delay pass. */
async function openWithBannerShown(page: Page, path = "/") {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(START + 60_000);
  await page.goto(path);
  await page.clock.runFor(1_100);
  await expect(banner(page)).toBeVisible();
}

test.describe("Cookie banner", () => {
  test("is hidden at first and appears 1 second after load when no choice is stored", async ({ page }) => {
    await page.clock.install({ time: START });
    await page.clock.pauseAt(START + 60_000);
    await page.goto("/");
    await expect(banner(page)).toBeHidden();
    await expect(bannerBox(page)).not.toBeInViewport();
    await page.clock.runFor(900);
    await expect(banner(page)).toBeHidden();
    await expect(bannerBox(page)).not.toBeInViewport();
    await page.clock.runFor(200);
    await expect(banner(page)).toBeVisible();
    await expect(bannerBox(page)).toBeInViewport({ ratio: 1 });
    await expect(banner(page).getByRole("button", { name: "Accept" })).toBeVisible();
    await expect(banner(page).getByRole("button", { name: "Decline" })).toBeVisible();
  });

  test("Accept stores 'accepted' under cookie-consent and hides the banner", async ({ page }) => {
    await openWithBannerShown(page);
    await banner(page).getByRole("button", { name: "Accept" }).click();
    await expect(banner(page)).toBeHidden();
    expect(await storedChoice(page)).toBe("accepted");
  });

  test("Decline stores 'declined' and hides the banner", async ({ page }) => {
    await openWithBannerShown(page);
    await banner(page).getByRole("button", { name: "Decline" }).click();
    await expect(banner(page)).toBeHidden();
    expect(await storedChoice(page)).toBe("declined");
  });

  test("the close icon acts as Decline", async ({ page }) => {
    await openWithBannerShown(page);
    await banner(page).getByRole("button", { name: "Close" }).click();
    await expect(banner(page)).toBeHidden();
    expect(await storedChoice(page)).toBe("declined");
  });

  for (const choice of ["Accept", "Decline"] as const) {
    test(`never appears again after a reload once the visitor chose ${choice}`, async ({ page }) => {
      await openWithBannerShown(page);
      await banner(page).getByRole("button", { name: choice }).click();
      await page.reload();
      await page.clock.runFor(5_000);
      await expect(banner(page)).toBeHidden();
      await page.goto("/about");
      await page.clock.runFor(5_000);
      await expect(banner(page)).toBeHidden();
    });
  }

  test("'Learn more about cookies' (a descriptive link text) goes to /privacy-policy", async ({ page }) => {
    await openWithBannerShown(page);
    await banner(page).getByRole("link", { name: "Learn more about cookies", exact: true }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  });
});
