import { expect } from "@playwright/test";
import { test } from "../e2e/support/test.ts";
import { localAdmin } from "../../scripts/lib/local-site.ts";
import { signInThroughAdminForm } from "../e2e/support/admin.ts";
import { expectToast, fillApplication, picture, uniqueHandle } from "../e2e/support/muse.ts";

// `npm start`'s local admin, as the server printed it at start (kept in .netlify/local-admin.json).
const admin = localAdmin();

// Each test also fails on any Content-Security-Policy violation its pages report (tests/e2e/support/test.ts): under
// the dev server a policy without the dev scripts' hashes left every island dead.
/**
 * The dev server builds each function on its first call; first calls at once (a page asking the session while the
 * sign-in runs, the directory's pictures) sometimes met a half-copied build (`Cannot find package …/node_modules/pg`).
 * The functions these pages call are built one after the other first; then the forms are tested.
 */
test.beforeAll(async ({ request, browser }) => {
  const functions = [
    "/api/auth/session",
    "/api/admin/stats",
    "/api/account",
    "/api/applications/mine",
    "/api/images/muse-profile-pictures/00000000-0000-4000-8000-000000000000",
  ];
  for (const path of functions) {
    await expect.poll(async () => (await request.get(path)).status(), { timeout: 90_000 }).toBeLessThan(500);
  }
  // Vite discovers a page's dependencies on its first visit and may reload the page once they are bundled: a form
  // filled in meanwhile is lost. Each page of the tests is visited once, until the network is quiet, first.
  const page = await browser.newPage();
  for (const path of ["/auth", "/directory", "/admin", "/admin/dashboard", "/muse-onboarding"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  await page.close();
});

test.describe("npm start's server", () => {
  test("signs in on /auth: the form hydrates, the admin is welcomed and taken to the admin panel", async ({ page }) => {
    await page.goto("/auth");
    // The first submit fetches the form's rules; the dev server must not reload the page for them.
    await page.getByLabel("Email").fill("not an address");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("Please enter a valid email")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue("not an address");
    await page.getByLabel("Email").fill(admin.email);
    await page.getByLabel("Password").fill(admin.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("Welcome back! Successfully signed in.")).toBeVisible();
    // An admin lands on /admin (issue 44), which opens her dashboard.
    await expect(page).toHaveURL(/\/admin(\/dashboard)?$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("saves a Muse to the shortlist from the directory, and every page's header counts her, /auth included", async ({
    page,
  }) => {
    await page.goto("/directory");
    const heart = page
      .locator("[data-muse-card]")
      .first()
      .getByRole("button", { name: /^(Add .+ to|Remove .+ from) shortlist$/ });
    await expect(heart).toBeEnabled();
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    const count = page.getByRole("banner").locator("[data-shortlist-link]").first();
    await expect(count).toHaveAccessibleName("Shortlist: 1");
    await page.goto("/auth");
    await expect(count).toHaveAccessibleName("Shortlist: 1");
    await expect(count.locator("[data-shortlist-count]")).toHaveText("1");
  });

  test("signs in on /admin and opens the dashboard", async ({ page }) => {
    await signInThroughAdminForm(page, admin);
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  });

  // The dev server read every request body as text and handed it to the function marked base64: no application and
  // no picture could be sent under npm start ("Malformed form upload"), while the production build took them.
  test("takes an application with its pictures and identity document from /muse-onboarding", async ({ page }) => {
    await page.goto("/muse-onboarding");
    const handle = uniqueHandle("dev");
    await fillApplication(page, {
      handle,
      city: "Geneva",
      categories: ["Foot Worship"],
      bio: `${handle} applies under npm start, with a bio long enough for the form's rule.`,
      phone: "+41 79 123 45 67",
      foundUs: "Reddit",
      email: `${handle.toLowerCase()}@example.test`,
    });
    await page.getByLabel("Profile Picture").setInputFiles(await picture("profile.png", { r: 190, g: 80, b: 110 }));
    await page.getByLabel("Feet Picture").setInputFiles(await picture("feet.png", { r: 240, g: 200, b: 180 }));
    await page.getByLabel("Identity Document").setInputFiles(await picture("passport.png", { r: 220, g: 215, b: 200 }));
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expectToast(page, "Application Submitted!");
    await expect(page.getByRole("heading", { name: "Application Submitted!" })).toBeVisible();
  });
});
