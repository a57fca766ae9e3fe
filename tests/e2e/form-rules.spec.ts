import { expect } from "@playwright/test";
import { test } from "./support/test.ts";
import { expectToast, skipCookieBanner } from "./support/muse.ts";

/** The file the forms' validation library (zod) ships in: fetched with a form's rules on its first submit. */
const RULES_FILE = /\/_astro\/zod\.[\w-]+\.js(\?.*)?$/;

test.beforeEach(async ({ context }) => skipCookieBanner(context));

test("a form fetches its rules on its first submit, not with the page", async ({ page }) => {
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(request.url()));
  await page.goto("/auth");
  const form = page.getByRole("form", { name: "Sign in" });
  await expect(form.getByLabel("Email")).toBeEnabled();
  await page.waitForLoadState("networkidle");
  expect(
    fetched.filter((url) => RULES_FILE.test(url)),
    "the page loaded the rules before they were needed",
  ).toEqual([]);

  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(form.getByText("Please enter a valid email")).toBeVisible();
  expect(fetched.some((url) => RULES_FILE.test(url))).toBe(true);
});

test("when the rules cannot be fetched the form says so, sends nothing, and the next submit checks it", async ({
  page,
}) => {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/auth/signin")) sent.push(request.url());
  });
  await page.route(RULES_FILE, (route) => route.abort("internetdisconnected"));
  await page.goto("/auth");
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill("someone@example.test");
  await form.getByLabel("Password").fill("a password long enough");
  await form.getByRole("button", { name: "Sign In" }).click();
  await expectToast(page, "Error", "The form could not be checked. Check your connection and try again.");
  expect(sent).toEqual([]);

  await page.unroute(RULES_FILE);
  await form.getByLabel("Email").fill("not an address");
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(form.getByText("Please enter a valid email")).toBeVisible();
  expect(sent).toEqual([]);
});
