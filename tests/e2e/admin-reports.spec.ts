import { expect as baseExpect, type APIRequestContext, type Page } from "@playwright/test";
import { api as english } from "../../src/i18n/en/api.ts";
import { test } from "./support/test.ts";
import { createApprovedMuse, declineCookies, openDashboard, signedInAsAdmin } from "./support/approved-muse.ts";
import { adminStats, loginAsAdmin, runId, sendStatement } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { mailsTo } from "./support/outbox.ts";

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

test("a warning from a notice: a statement with its clause, no restriction, and the notice is resolved", async ({
  page,
  browser,
  baseURL,
}) => {
  const muse = await createApprovedMuse(baseURL!);
  const details = `Her bio advertises a shop (${runId()}).`;
  const facts = `Your bio links to a shop that has nothing to do with your profile (${runId()}).`;
  await sendNotice(page.request, { handle: muse.handle, reason: "scam", details });

  await loginAsAdmin(page);
  await page.goto("/admin/reports");
  const entry = entryOf(page, details);
  await entry.getByRole("button", { name: /^Warn/ }).click();
  const dialog = page.getByRole("dialog", { name: "Warn the Muse" });
  await expect(dialog.getByLabel("Clause of the Terms")).toBeFocused();
  await dialog.getByRole("button", { name: "Warn", exact: true }).click();
  await expect(dialog.getByText("Please choose the clause of the Terms", { exact: true })).toBeVisible();
  await sendStatement(page, dialog, { clause: "4.6", facts, action: "Warn", toast: "Warning Sent" });
  await expect(dialog).toBeHidden();
  await expect(entry).toHaveCount(0);
  await page.getByRole("button", { name: "Closed", exact: true }).click();
  await expect(entryOf(page, details).locator("[data-resolution]")).toContainText(
    "with a statement of reasons to the Muse",
  );

  // She reads it; her profile stays live.
  const museContext = await browser.newContext({ baseURL });
  const musePage = await museContext.newPage();
  await openDashboard(musePage, muse);
  const statement = musePage
    .getByRole("region", { name: "Decisions about your profile" })
    .getByRole("article", { name: "Warning" });
  await expect(statement).toContainText(facts);
  await expect(statement).toContainText("Nothing was restricted: this is a warning.");
  await expect(statement).toContainText(english.decisions.sources.notice);
  await expect(statement.getByRole("link", { name: /^Clause 4\.6 of our Terms/ })).toHaveAttribute(
    "href",
    "/terms#clause-4-6",
  );
  await expect(statement.getByRole("button", { name: "Appeal this decision" })).toBeVisible();
  await expect(musePage.getByRole("link", { name: "View Public Profile" })).toBeVisible();
  await expect.poll(async () => (await mailsTo(muse.account.email)).map((mail) => mail.kind)).toContain("warning");

  // A second warning from her application page, which lists both.
  await entryOf(page, details)
    .getByRole("link", { name: /^View application/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: muse.handle })).toBeVisible();
  await page.getByRole("button", { name: "Warn..." }).click();
  const again = page.getByRole("dialog", { name: "Warn the Muse" });
  await sendStatement(page, again, {
    clause: "5.2",
    facts: `One caption is explicit (${runId()}).`,
    action: "Warn",
    toast: "Warning Sent",
  });
  await expect(page.locator("[data-decisions] [data-decision=warning]")).toHaveCount(2);
  await expect(page.locator("[data-history]")).toContainText("Warned by admin");
  await museContext.close();
});
