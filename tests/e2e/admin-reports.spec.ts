import { expect as baseExpect, type APIRequestContext, type Page } from "@playwright/test";
import { test } from "./support/test.ts";
import { createApprovedMuse, declineCookies, signedInAsAdmin } from "./support/approved-muse.ts";
import { adminStats, loginAsAdmin, runId } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

// Each API function starts cold on the local server; on a busy machine the first answer can take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });

test.describe.configure({ timeout: 240_000 });

test.beforeEach(async ({ page }) => {
  await declineCookies(page);
});

/**
 * A visitor's notice as the profile page sends it (its form is tested in reports.spec.ts); answers its reference.
 * Every e2e visitor is one reporter, with one open notice per Muse a day: each notice here is on a Muse of its own.
 */
async function sendNotice(request: APIRequestContext, notice: Record<string, unknown>): Promise<string> {
  const response = await request.post("/api/reports", { data: { good_faith: true, ...notice } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

const entryOf = (page: Page, text: string) => page.locator("li[data-report]").filter({ hasText: text });

test("urgent notices top the open queue with a visible marker, and the dashboard counts them apart", async ({
  page,
  baseURL,
}) => {
  const [plainMuse, urgentMuse] = [await createApprovedMuse(baseURL!), await createApprovedMuse(baseURL!)];
  const plain = `Her number answers for a shop (${runId()}).`;
  const urgent = `She says she is sixteen in her messages (${runId()}).`;
  await sendNotice(page.request, { handle: plainMuse.handle, reason: "scam", details: plain });
  await sendNotice(page.request, { handle: urgentMuse.handle, reason: "under_18", details: urgent });

  const admin = await signedInAsAdmin(baseURL!);
  const stats = await adminStats(admin);
  await admin.dispose();
  expect(stats.urgent_reports).toBeGreaterThan(0);

  await loginAsAdmin(page);
  const card = page.getByRole("link", { name: /^Open Reports/ });
  await expect(card.locator("[data-stat-value]")).toHaveText(String(stats.open_reports));
  await expect(card.locator("[data-stat-badge]")).toHaveText(`${stats.urgent_reports} urgent`);
  await card.click();

  await expect(page.locator("[data-count]")).toHaveText(
    new RegExp(`· ${stats.open_reports} open · ${stats.urgent_reports} urgent$`),
  );
  const urgentEntry = entryOf(page, urgent);
  await expect(urgentEntry.locator("[data-urgent-marker]")).toHaveText("Urgent");
  await expect(urgentEntry.getByRole("heading", { name: "Under 18" })).toBeVisible();
  await expect(entryOf(page, plain).locator("[data-urgent-marker]")).toHaveCount(0);
  // Every urgent open notice comes before every other one.
  const order = await page
    .locator("li[data-report]")
    .evaluateAll((items) => items.map((item) => item.hasAttribute("data-urgent")));
  expect(order.indexOf(false) === -1 || !order.slice(order.indexOf(false)).includes(true)).toBe(true);
  await expectNoAxeViolations(page);
});
