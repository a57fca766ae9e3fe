import { expect as baseExpect } from "@playwright/test";
import { test } from "./support/test.ts";
import { E2E_ADMIN } from "./support/env.ts";
import { loginAsAdmin, runId, signInThroughAdminForm, skipCookieBanner } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { delayAnswers } from "./support/network.ts";

// Each API function starts cold on the local server; on a busy machine the first answer can take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });

// One page and one call walked in the browser. That every admin page shows its content only inside the guard, and that
// every admin endpoint is wrapped in the server's admin() check, is tests/unit/admin-guard.test.ts; what each endpoint
// answers to every kind of caller is tests/integration/authorization.test.ts.
const ADMIN_PAGE = "/admin/reports";
const ADMIN_CALL = "/api/admin/stats";

test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }) => skipCookieBanner(page));

test.describe("admin login form", () => {
  test("keeps 'Access Admin Panel' disabled until both fields are filled, and passes axe", async ({ page }) => {
    await page.goto("/admin");
    await expect(page.getByText("Admin access required.")).toBeVisible();
    const button = page.getByRole("button", { name: "Access Admin Panel" });
    await expect(button).toBeDisabled();
    await page.getByLabel("Email").fill(E2E_ADMIN.email);
    await expect(button).toBeDisabled();
    await page.getByLabel("Password").fill("x");
    await expect(button).toBeEnabled();
    await page.getByLabel("Email").fill("");
    await expect(button).toBeDisabled();
    await expectNoAxeViolations(page);
  });

  test("signs the admin in: 'Login Successful', then the dashboard", async ({ page }) => {
    await signInThroughAdminForm(page);
  });

  test("shows 'Login Failed' with the server's message for a wrong password", async ({ page }) => {
    await page.goto("/admin");
    await page.getByLabel("Email").fill(E2E_ADMIN.email);
    await page.getByLabel("Password").fill(`wrong-${runId()}`);
    await delayAnswers(page, "**/api/auth/signin");
    await page.getByRole("button", { name: "Access Admin Panel" }).click();
    await expect(page.getByRole("button", { name: "Authenticating..." })).toBeDisabled();
    await expect(page.getByText("Login Failed", { exact: true })).toBeVisible();
    await expect(page.getByText("Invalid login credentials", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("button", { name: "Access Admin Panel" })).toBeEnabled();
  });
});

test.describe("a signed-out visitor", () => {
  test("is sent from an admin page to /admin and gets 401 from the admin API", async ({ page }) => {
    await page.goto(ADMIN_PAGE);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("button", { name: "Access Admin Panel" })).toBeVisible();
    expect((await page.request.get(ADMIN_CALL)).status()).toBe(401);
  });
});

test.describe("a signed-in seeker without the admin role", () => {
  const seeker = { email: `seeker-${runId()}@example.test`, password: "seeker-velvet-harbour-123" };

  test.beforeAll(async ({ request }) => {
    const response = await request.post("/api/auth/signup", { data: { ...seeker, user_type: "seeker" } });
    expect(response.status(), await response.text()).toBe(201);
  });

  test("is refused at the admin login and signed out at once", async ({ page }) => {
    await page.goto("/admin");
    await page.getByLabel("Email").fill(seeker.email);
    await page.getByLabel("Password").fill(seeker.password);
    await page.getByRole("button", { name: "Access Admin Panel" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Access denied. Admin privileges required." }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    const session = await (await page.request.get("/api/auth/session")).json();
    expect(session.user).toBeNull();
  });

  test("is sent from an admin page to /admin and gets 403 from the admin API, still signed in", async ({ page }) => {
    const signIn = await page.request.post("/api/auth/signin", { data: seeker });
    expect(signIn.status()).toBe(200);
    expect((await signIn.json()).roles).not.toContain("admin");
    await page.goto(ADMIN_PAGE);
    await expect(page).toHaveURL(/\/admin$/);
    expect((await page.request.get(ADMIN_CALL)).status()).toBe(403);
    // Refused for the role, not for a lost session.
    expect((await (await page.request.get("/api/auth/session")).json()).user?.email).toBe(seeker.email);
  });
});

test.describe("a signed-in admin", () => {
  test("finds the Admin Panel in the header's Profile menu, not My Dashboard, at 1280 and at 390 px", async ({
    page,
  }) => {
    await loginAsAdmin(page);
    await page.goto("/about");
    const header = page.locator("header[data-site-header]");
    await header.getByRole("button", { name: "Profile" }).click();
    await expect(header.getByRole("menuitem", { name: "Admin Panel" })).toBeVisible();
    await expect(header.getByRole("menuitem", { name: "My Dashboard" })).toBeHidden();
    await header.getByRole("menuitem", { name: "Admin Panel" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/about");
    await header.getByRole("button", { name: "Open menu" }).click();
    const menu = page.locator("[data-mobile-menu]");
    await expect(menu.getByRole("link", { name: "Admin Panel" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "My Dashboard" })).toBeHidden();
  });
});
