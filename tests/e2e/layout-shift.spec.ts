import { expect } from "@playwright/test";
import { test } from "./support/test.ts";
import { createApprovedMuse, declineCookies, islandsHydrated, type ApprovedMuse } from "./support/approved-muse.ts";
import { layoutShift, watchLayoutShifts } from "./support/layout-shift.ts";

/**
 * The pages where Muses and admins work render their content once the session (and the data) are known. Nothing a
 * visitor already sees may move when it arrives: their main area starts a screen tall, so the footer waits below the
 * fold (BaseLayout `app`). Measured as the browser does for Cumulative Layout Shift, at a phone's size.
 */
let muse: ApprovedMuse;

test.beforeAll(async ({ baseURL }) => {
  muse = await createApprovedMuse(baseURL!);
});

test.beforeEach(async ({ page }) => {
  await declineCookies(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await watchLayoutShifts(page);
});

test("/auth and /admin do not shift as their forms arrive", async ({ page }) => {
  await page.goto("/auth");
  await expect(page.getByRole("tab", { name: "Sign In" })).toBeVisible();
  await islandsHydrated(page);
  expect(await layoutShift(page)).toBe(0);

  await page.goto("/admin");
  await expect(page.getByRole("button", { name: "Access Admin Panel" })).toBeVisible();
  await islandsHydrated(page);
  expect(await layoutShift(page)).toBe(0);
});

test("/account and /muse-dashboard do not shift as a signed-in Muse's data arrives", async ({ page }) => {
  const signIn = await page.request.post("/api/auth/signin", { data: muse.account });
  expect(signIn.status(), await signIn.text()).toBe(200);

  await page.goto("/account");
  await expect(page.locator("[data-account-email]")).toHaveText(muse.account.email);
  expect(await layoutShift(page)).toBe(0);

  await page.goto("/muse-dashboard");
  await expect(page.getByRole("heading", { level: 1, name: muse.handle })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Gallery" })).toBeVisible();
  expect(await layoutShift(page)).toBe(0);
});
