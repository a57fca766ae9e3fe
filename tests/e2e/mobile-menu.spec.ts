import { expect } from "@playwright/test";
import { test } from "./support/test.ts";
import { createApprovedMuse } from "./support/approved-muse.ts";

test.use({ viewport: { width: 375, height: 812 } });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "accepted"));
  await page.goto("/about");
});

test.describe("Mobile menu (375 px)", () => {
  test("is collapsed at first: only the menu button shows", async ({ page }) => {
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("#mobile-menu")).toBeHidden();
    // The desktop links are hidden at this width.
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Directory" })).toBeHidden();
  });

  test("opens from the menu button with every link, Join and Become a Muse", async ({ page }) => {
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    for (const label of ["Home", "Directory", "Blog", "About", "Contact", "Join", "Become a Muse"]) {
      await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole("link", { name: "About", exact: true })).toHaveAttribute("aria-current", "page");
  });

  test("closes when a link is clicked", async ({ page }) => {
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    // Keep the page from navigating so the menu's own reaction to the click is what is observed.
    await page.evaluate(() => document.addEventListener("click", (event) => event.preventDefault()));
    await page.locator("#mobile-menu").getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("following a menu link opens that page with the menu closed", async ({ page }) => {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.locator("#mobile-menu").getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    await expect(page.locator("#mobile-menu")).toBeHidden();
  });

  test("closes on Escape, with focus back on the menu button", async ({ page }) => {
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("shows an Approved Muse My Dashboard once, with Account Settings and Sign Out", async ({ page, baseURL }) => {
    const muse = await createApprovedMuse(baseURL!);
    const signIn = await page.request.post("/api/auth/signin", { data: muse.account });
    expect(signIn.status()).toBe(200);
    await page.goto("/about");
    const menu = page.locator("#mobile-menu");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu.getByRole("link", { name: "Account Settings" })).toBeVisible();
    await expect(menu.getByRole("button", { name: "Sign Out" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "My Dashboard" })).toHaveCount(1);
    await expect(menu.getByRole("link", { name: "My Dashboard" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Join", exact: true })).toBeHidden();
  });

  test("closes again from the menu button", async ({ page }) => {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(page.locator("#mobile-menu")).toBeHidden();
  });
});
