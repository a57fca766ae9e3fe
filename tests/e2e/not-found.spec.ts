import { expect } from "@playwright/test";
import { test } from "./support/test.ts";

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "accepted"));
});

test.describe("Not-found page", () => {
  for (const path of ["/this-page-does-not-exist", "/city/unknown-slug"]) {
    test(`${path} answers 404 and shows '404', 'Oops! Page not found' and a link home`, async ({ page }) => {
      const logged: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") logged.push(message.text());
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
      await expect(page.getByText("Oops! Page not found")).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
      await expect
        .poll(() => logged.find((text) => text.includes("404 Error: User attempted to access non-existent route:")))
        .toContain(path);
    });
  }

  test("the home link leads back to the home page", async ({ page }) => {
    await page.goto("/no/such/page");
    await page.getByRole("main").getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Where discreet connections begin");
  });

  test("is kept out of search results", async ({ page }) => {
    await page.goto("/this-page-does-not-exist");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });
});
