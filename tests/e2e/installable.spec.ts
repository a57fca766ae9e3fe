import { expect as baseExpect } from "@playwright/test";
import { test } from "./support/test.ts";

/**
 * The installable site (decision 0068), as Lighthouse's installability checks see it on `/`: a manifest with a name,
 * a start URL, standalone display and 192/512 icons (one maskable), fetched and valid; a service worker that controls
 * the page. Then, after that first visit, `/shortlist` opens without a connection, and a page never seen shows the
 * offline page in its language.
 */

const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ serviceWorkers: "allow" });

test("the home page is installable, and the shortlist opens offline after a first visit", async ({ page, context }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ short_name: "SoleMuse", start_url: "/", display: "standalone" });
  expect(manifest.name).toContain("SoleMuse");
  for (const size of ["192x192", "512x512"]) expect(manifest.icons.some((icon) => icon.sizes === size)).toBe(true);
  expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect([icon.src, image.status(), image.headers()["content-type"]]).toEqual([icon.src, 200, "image/png"]);
  }
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", /^#/);

  // The worker registers, takes the page over, and has kept the shortlist when it is ready.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
  await expect.poll(() => page.evaluate(async () => Boolean(await caches.match("/shortlist")))).toBe(true);

  await context.setOffline(true);
  await page.goto("/shortlist");
  await expect(page.getByRole("heading", { level: 1, name: "Your Shortlist" })).toBeVisible();
  await expect(page.getByText("Your shortlist is empty")).toBeVisible();

  // A page it never saw: the offline page, in the address's language.
  await page.goto("/de/about");
  await expect(page.getByRole("heading", { level: 1, name: "Sie sind offline" })).toBeVisible();
  await context.setOffline(false);
});

test("a city page offers alerts about its new Muses, and says so when the browser blocks notifications", async ({
  page,
}) => {
  await page.goto("/city/zurich-foot-fetish-encounters");
  const offer = page.getByRole("button", { name: "Tell me about new Muses in Zurich" });
  await expect(offer).toBeVisible();
  await expect(offer).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByText("No account needed: we keep only your browser's push address")).toBeVisible();

  // No permission was granted to this browser: asking is refused, and nothing is stored.
  await page.evaluate(() => {
    Notification.requestPermission = () => Promise.resolve("denied");
  });
  await offer.click();
  await expect(page.getByRole("status").filter({ hasText: "Your browser blocks notifications" })).toBeVisible();
  await expect(offer).toHaveAttribute("aria-pressed", "false");
  expect(await page.evaluate(() => localStorage.getItem("solemuse-alert-cities"))).toBeNull();
});
