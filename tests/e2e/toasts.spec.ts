import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "./support/test.ts";
import { skipCookieBanner } from "./support/muse.ts";

test.beforeEach(async ({ context }) => skipCookieBanner(context));

/** Whether two boxes on the screen share any point. */
async function overlap(first: Locator, second: Locator): Promise<boolean> {
  const [a, b] = [await first.boundingBox(), await second.boundingBox()];
  if (!a || !b) throw new Error("both must be on the screen");
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function expectClearOfHeader(page: Page, toast: Locator) {
  await expect(toast).toBeVisible();
  await expect(toast).toBeInViewport();
  expect(await overlap(toast, page.locator("header[data-site-header]")), "the toast covers the header").toBe(false);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px a toast covers neither the header's links nor the form`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto("/auth");
    const form = page.getByRole("form", { name: "Sign in" });
    await page.getByLabel("Email").fill("nobody-here@example.test");
    await page.getByLabel("Password").fill("not-the-password-1");
    await page.getByRole("button", { name: "Sign In" }).click();
    const toast = page.locator("[data-toast]").filter({ hasText: "Invalid credentials" });
    await expectClearOfHeader(page, toast);
    expect(await overlap(toast, page.getByLabel("Email")), "the toast covers the e-mail field").toBe(false);
    await expect(form).toBeVisible();

    // The pages without React raise theirs in the same place.
    await page.goto("/contact");
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    await page.getByRole("textbox", { name: /^Name/ }).fill(`Visitor ${stamp}`);
    await page.getByRole("textbox", { name: /^Email/ }).fill(`visitor-${stamp}@example.com`);
    await page.getByRole("textbox", { name: /^Message/ }).fill(`Where do toasts appear? (${stamp})`);
    await page.getByRole("button", { name: /Send Message/ }).click();
    await expectClearOfHeader(page, page.locator("[data-toast]").first());
  });
}
