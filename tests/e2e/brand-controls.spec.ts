import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "./support/test.ts";
import { expectNoAxeViolations, WCAG_AA } from "./support/axe.ts";
import { createApprovedMuse, declineCookies, islandsHydrated } from "./support/approved-muse.ts";
import { picture } from "./support/muse.ts";

/** Issue 47: the profile's pictures as one sequence, the directory's filters, the drop zones and the toasts. */

test.beforeEach(async ({ page }) => declineCookies(page));

test('the main photo opens the overlay at "1 of N" and walks on into the gallery', async ({ page, baseURL }) => {
  const muse = await createApprovedMuse(baseURL!, { galleryCaptions: ["Lakeside", null] });
  await page.goto(`/muse/${muse.handle}`);
  await islandsHydrated(page);
  const main = page.getByRole("button", { name: `Open ${muse.handle} full screen` });
  await main.click();
  await expect(page.getByRole("dialog", { name: muse.handle })).toBeVisible();
  const overlay = page.locator("[data-image-overlay]");
  const counter = overlay.locator("[data-overlay-counter]");
  // Her profile and feet pictures, then her two gallery pictures.
  await expect(counter).toHaveText("1 of 4");
  await overlay.getByRole("button", { name: "Next picture" }).click();
  await expect(counter).toHaveText("2 of 4");
  await page.keyboard.press("ArrowRight");
  await expect(counter).toHaveText("3 of 4");
  await expect(overlay.locator("[data-overlay-caption]")).toHaveText("Lakeside");
  await expect(overlay.locator("img")).toHaveAttribute("src", /^\/api\/images\/muse-gallery\//);
  await page.keyboard.press("Escape");
  await expect(overlay).toHaveCount(0);
  // Focus is back on the picture last shown.
  await expect(page.getByRole("button", { name: "Open Lakeside full screen" })).toBeFocused();
});

test("the directory's filters pass axe and are used with the keyboard alone", async ({ page }) => {
  await page.goto("/directory");
  await expectNoAxeViolations(page, { tags: WCAG_AA });
  const city = page.getByRole("combobox", { name: "City" });
  await page.getByRole("searchbox", { name: "Search by name" }).focus();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("combobox", { name: "Sort by" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(city).toBeFocused();

  // The list opens from the keyboard; Escape closes it and changes nothing.
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("option", { name: "Zurich" })).toBeVisible();
  await expectNoAxeViolations(page, { tags: WCAG_AA });
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Escape");
  await expect(city).toHaveValue("all");
  await expect(page).toHaveURL(/\/directory$/);

  // Down to the first city, Enter chooses it: the address and the list follow, and focus stays on the filter.
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/directory\?city=Zurich$/);
  await expect(city).toHaveValue("Zurich");
  await expect(city).toBeFocused();
  await expect(page.locator("[data-directory-count]")).toHaveText(/^Showing \d+ of \d+ Muses$/);
});

test("a picture field is a drop zone with words in the page's language", async ({ page }) => {
  await page.goto("/pl/muse-onboarding");
  await islandsHydrated(page);
  const field = page.getByLabel("Zdjęcie profilowe");
  await expect(field).toHaveAccessibleName(/Wybierz zdjęcie lub upuść je tutaj/);
  // The file input lies unseen over its zone: what a visitor sees are the zone's words, never the browser's.
  await expect(page.locator("label.drop-zone").first()).toHaveText(/^Wybierz zdjęcie\s*lub upuść je tutaj$/);
  await expect(field).toHaveCSS("opacity", "0");
  await field.setInputFiles(await picture("profile.png", { r: 150, g: 60, b: 90 }));
  await expect(page.locator("[data-preview=profile_picture]")).toBeVisible();
});

/**
 * Whether a toast covers any point of a box on the screen. A toast that has timed out meanwhile covers nothing (on a
 * busy machine the toast's seconds can run out between two key presses).
 */
async function overlap(toast: Locator, other: Locator): Promise<boolean> {
  const [a, b] = [await toast.boundingBox(), await other.boundingBox()];
  if (!b) throw new Error("the control must be on the screen");
  if (!a) return false;
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The toast shown and the control in use. */
const shownToast = (page: Page) => page.locator("[data-toast]:visible");
const focused = (page: Page) => page.locator("*:focus");

test("at 390 px one toast shows at a time, and never over the field or button in use", async ({ page }) => {
  // A phone with its keyboard open: the field being filled sits at the bottom of what is left of the screen.
  await page.setViewportSize({ width: 390, height: 500 });
  await page.goto("/muse-onboarding");
  await islandsHydrated(page);
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(shownToast(page)).toHaveCount(1);
  const header = page.locator("header[data-site-header]");

  // Tab down the form: each field comes into view at the screen's bottom edge, where the toasts sat.
  let atTheBottom = 0;
  for (let press = 0; press < 6 && (await shownToast(page).count()) > 0; press++) {
    await page.keyboard.press("Tab");
    const box = (await focused(page).boundingBox())!;
    if (box.y + box.height > 500 - 120 && (await shownToast(page).count()) > 0) atTheBottom++;
    await expect.poll(() => overlap(shownToast(page), focused(page))).toBe(false);
    // Moved to the top, it stays clear of the header.
    expect(await overlap(shownToast(page), header)).toBe(false);
  }
  expect(atTheBottom, "a field came to the bottom edge while a toast showed").toBeGreaterThan(0);
});
