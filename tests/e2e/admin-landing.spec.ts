import { expect as baseExpect } from "@playwright/test";
import { test } from "./support/test.ts";
import { E2E_ADMIN } from "./support/env.ts";
import { runId, skipCookieBanner } from "./support/admin.ts";

// Each API function starts cold on the local server; on a busy machine the first answer can take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });

test.beforeEach(async ({ page }) => skipCookieBanner(page));

/** Signs in on the site's own sign-in form (/auth), as anyone does. */
async function signInOnAuth(page: import("@playwright/test").Page, account: { email: string; password: string }) {
  await page.goto("/auth");
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(account.email);
  await form.getByLabel("Password").fill(account.password);
  await form.getByRole("button", { name: "Sign In" }).click();
}

test("an admin who signs in on /auth lands in the admin panel, not the directory", async ({ page }) => {
  await signInOnAuth(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/admin(\/dashboard)?$/);
});

test("a seeker who signs in on /auth still lands in the directory", async ({ page }) => {
  const seeker = { email: `landing-${runId()}@example.test`, password: "violet soles at dusk" };
  expect((await page.request.post("/api/auth/signup", { data: { ...seeker, user_type: "seeker" } })).status()).toBe(
    201,
  );
  await page.context().clearCookies();
  await signInOnAuth(page, seeker);
  await expect(page).toHaveURL(/\/directory$/);
});
