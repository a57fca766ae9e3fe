import { expect } from "@playwright/test";
import { test } from "../e2e/support/test.ts";
import { localAdmin } from "../../scripts/lib/local-site.ts";
import { loginAsAdmin } from "../e2e/support/admin.ts";
import { AUTH_MESSAGES } from "../../src/domain/auth.ts";

// `npm start`'s local admin, as the server printed it at start (kept in .netlify/local-admin.json).
const admin = localAdmin();

// Each test also fails on any Content-Security-Policy violation its pages report (tests/e2e/support/test.ts): under
// the dev server a policy without the dev scripts' hashes left every island dead.
test.describe("npm start's server", () => {
  test("signs in on /auth: the form hydrates, the account is welcomed and taken to the directory", async ({ page }) => {
    await page.goto("/auth");
    await page.getByLabel("Email").fill(admin.email);
    await page.getByLabel("Password").fill(admin.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText(AUTH_MESSAGES.signedIn)).toBeVisible();
    await expect(page).toHaveURL(/\/directory$/);
    await expect(page.getByRole("button", { name: "Profile" })).toBeVisible();
  });

  test("signs in on /admin and opens the dashboard", async ({ page }) => {
    await loginAsAdmin(page, admin);
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  });
});
