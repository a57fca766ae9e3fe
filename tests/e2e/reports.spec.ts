import { expect as baseExpect, type Page } from "@playwright/test";
import { test } from "./support/test.ts";
import { createApprovedMuse, declineCookies, signedInAsAdmin, type ApprovedMuse } from "./support/approved-muse.ts";
import { adminStats, loginAsAdmin, runId } from "./support/admin.ts";
import { expectNoAxeViolations, WCAG_AA } from "./support/axe.ts";
import { answerWithError, delayAnswers } from "./support/network.ts";

// Each API function starts cold on the local server; on a busy machine the first answer can take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });

test.describe.configure({ mode: "serial", timeout: 180_000 });

let muse: ApprovedMuse;

test.beforeAll(async () => {
  muse = await createApprovedMuse(test.info().project.use.baseURL!, { city: "Geneva" });
});

test.beforeEach(async ({ page }) => {
  await declineCookies(page);
});

const reportDialog = (page: Page) => page.getByRole("dialog", { name: "Report this profile" });

async function openReportDialog(page: Page) {
  await page.goto(`/muse/${muse.handle}`);
  await page.getByRole("button", { name: "Report this profile" }).click();
  const dialog = reportDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

async function openReportsOn(baseURL: string): Promise<number> {
  const admin = await signedInAsAdmin(baseURL);
  try {
    return (await adminStats(admin)).open_reports;
  } finally {
    await admin.dispose();
  }
}

test("a visitor reports a Muse; the admin sees it, resolves it with a note and it moves to Closed", async ({
  page,
  baseURL,
}) => {
  const details = `She asked for a deposit by bank transfer (${runId()}).`;
  const before = await openReportsOn(baseURL!);

  // The visitor, signed out.
  const dialog = await openReportDialog(page);
  for (const reason of ["Fake or stolen photos", "Under 18", "Scam or spam", "Offensive content", "Other"]) {
    await expect(dialog.getByRole("radio", { name: reason })).toBeVisible();
  }
  await dialog.getByRole("radio", { name: "Scam or spam" }).check();
  await dialog.getByLabel("Details (optional)").fill(details);
  await delayAnswers(page, "**/api/reports");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByRole("button", { name: "Sending..." })).toBeDisabled();
  await expect(dialog.getByText("Report sent", { exact: true })).toBeVisible();
  await expect(
    dialog.getByText("Thank you. Our team reviews every report, usually within 24 hours.", { exact: true }),
  ).toBeVisible();
  await page.unroute("**/api/reports");
  await dialog.getByRole("button", { name: "Close" }).last().click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Report this profile" })).toBeFocused();

  // The admin.
  await loginAsAdmin(page);
  const openReports = page.getByRole("link", { name: /^Open Reports/ });
  await expect(openReports.locator("[data-stat-value]")).toHaveText(String(before + 1));
  await openReports.click();
  await expect(page).toHaveURL(/\/admin\/reports$/);
  await expect(page.getByRole("heading", { level: 1, name: "Profile Reports" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Open", exact: true })).toHaveAttribute("aria-pressed", "true");

  const { applications } = (await (
    await page.request.get(`/api/applications?q=${encodeURIComponent(muse.handle)}`)
  ).json()) as {
    applications: { id: string; handle: string }[];
  };
  const applicationId = applications.find((application) => application.handle === muse.handle)!.id;
  const entry = page.locator("li[data-report]").filter({ hasText: details });
  await expect(entry).toBeVisible();
  await expect(entry.getByRole("heading", { name: "Scam or spam" })).toBeVisible();
  await expect(entry.getByText("open", { exact: true })).toBeVisible();
  const profileLink = entry.getByRole("link", { name: new RegExp(`^${muse.handle}`) });
  await expect(profileLink).toHaveAttribute("href", `/muse/${muse.handle}`);
  await expect(profileLink).toHaveAttribute("target", "_blank");
  await expect(entry.getByRole("link", { name: /^View application/ })).toHaveAttribute(
    "href",
    `/admin/applications/${applicationId}`,
  );
  await expectNoAxeViolations(page);

  await entry.getByRole("button", { name: /^Resolve/ }).click();
  const confirm = page.getByRole("dialog", { name: "Resolve report" });
  await expect(confirm).toBeVisible();
  const resolve = confirm.getByRole("button", { name: "Resolve", exact: true });
  await expect(resolve).toBeDisabled();
  await confirm.getByLabel("Note").fill("   ");
  await expect(resolve).toBeDisabled();
  const note = `Asked the Muse for an explanation; deposit requests are not allowed (${runId()}).`;
  await confirm.getByLabel("Note").fill(note);
  await resolve.click();
  await expect(page.getByText("Report Resolved", { exact: true })).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(entry).toHaveCount(0);

  await page.getByRole("button", { name: "Closed", exact: true }).click();
  const closed = page.locator("li[data-report]").filter({ hasText: details });
  await expect(closed).toBeVisible();
  await expect(closed.getByText("resolved", { exact: true })).toBeVisible();
  await expect(closed.locator("[data-resolution]")).toContainText(note);
  await expect(closed.getByRole("button", { name: /^Resolve/ })).toHaveCount(0);

  await page.goto("/admin/dashboard");
  await expect(openReports.locator("[data-stat-value]")).toHaveText(String(before));
});

test("an admin dismisses a report; a second decision on it is refused", async ({ page, baseURL }) => {
  const details = `Looks fine to me, just testing (${runId()}).`;
  const visitor = await page.request.post("/api/reports", {
    data: { handle: muse.handle, reason: "other", details },
  });
  expect(visitor.status(), await visitor.text()).toBe(201);

  await loginAsAdmin(page);
  await page.goto("/admin/reports");
  const entry = page.locator("li[data-report]").filter({ hasText: details });
  await entry.getByRole("button", { name: /^Dismiss/ }).click();
  const confirm = page.getByRole("dialog", { name: "Dismiss report" });
  await confirm.getByLabel("Note").fill("The profile is genuine.");
  await confirm.getByRole("button", { name: "Dismiss", exact: true }).click();
  await expect(page.getByText("Report Dismissed", { exact: true })).toBeVisible();
  await expect(entry).toHaveCount(0);

  await page.getByRole("button", { name: "All", exact: true }).click();
  const listed = page.locator("li[data-report]").filter({ hasText: details });
  await expect(listed.getByText("dismissed", { exact: true })).toBeVisible();
  const id = await listed.getAttribute("data-report");
  const admin = await signedInAsAdmin(baseURL!);
  try {
    const again = await admin.patch(`/api/reports/${id}`, { data: { status: "resolved", note: "Second thoughts" } });
    expect(again.status()).toBe(409);
  } finally {
    await admin.dispose();
  }
});

test("the report dialog closes on Escape and Cancel with focus back on its button, and needs a reason", async ({
  page,
}) => {
  const before = await (async () => {
    const admin = await signedInAsAdmin(test.info().project.use.baseURL!);
    try {
      const response = await admin.get("/api/reports?status=all");
      return ((await response.json()) as { total: number }).total;
    } finally {
      await admin.dispose();
    }
  })();

  let dialog = await openReportDialog(page);
  const opener = page.getByRole("button", { name: "Report this profile" });
  // The first reason has the focus when the dialog opens.
  await expect(dialog.getByRole("radio", { name: "Fake or stolen photos" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  dialog = reportDialog(page);
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please choose a reason");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  const admin = await signedInAsAdmin(test.info().project.use.baseURL!);
  const after = ((await (await admin.get("/api/reports?status=all")).json()) as { total: number }).total;
  await admin.dispose();
  expect(after).toBe(before);
});

test("a failed report shows the server's message, or the generic one when the server fails", async ({ page }) => {
  const dialog = await openReportDialog(page);
  await dialog.getByRole("radio", { name: "Offensive content" }).check();

  await answerWithError(page, "**/api/reports", 429, {
    code: "rate_limited",
    message: "Too many requests. Please try again later.",
  });
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Too many requests. Please try again later.");
  await expect(dialog.getByRole("button", { name: "Submit" })).toBeEnabled();

  await page.unroute("**/api/reports");
  await page.route("**/api/reports", (route) => route.fulfill({ status: 502, body: "Bad gateway" }));
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Failed to send the report. Please try again.");
  await expect(dialog.getByText("Report sent", { exact: true })).toBeHidden();
});

test("the profile page with the report dialog open has no axe violations", async ({ page }) => {
  await openReportDialog(page);
  await expectNoAxeViolations(page, { tags: WCAG_AA });
});
