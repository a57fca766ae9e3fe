import { expect as baseExpect } from "@playwright/test";
import { test } from "./support/test.ts";
import { runId, skipCookieBanner } from "./support/admin.ts";
import { holdAnswers } from "./support/network.ts";

// On a busy machine the first answer of each function and the page's scripts can take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });

test.beforeEach(async ({ page }) => skipCookieBanner(page));

test.use({ viewport: { width: 390, height: 844 } });

test("a sign-up whose confirmation differs is never sent, nor shown as being created while its rules load", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  const form = page.getByRole("form", { name: "Sign up" });
  await form.getByLabel("Email").fill(`mismatch-${runId()}@example.test`);
  await form.getByLabel("Password", { exact: true }).fill("violet soles at dusk");
  await form.getByLabel("Confirm Password").fill("violet soles at dawn");

  // The form's rules are fetched on its first submit: held, as a busy machine or network holds them.
  const release = await holdAnswers(page, "**/_astro/**");
  const loaded = requested.length;
  const button = form.getByRole("button", { name: /Create Account|Creating account/ });
  await button.click();
  await expect.poll(() => requested.slice(loaded).some((path) => path.startsWith("/_astro/"))).toBe(true);
  await expect(button).toBeDisabled();
  await expect(button).toHaveText("Create Account");

  release();
  await expect(form.getByText("Passwords don't match")).toBeVisible();
  await expect(button).toBeEnabled();
  expect(requested).not.toContain("/api/auth/signup");
});
