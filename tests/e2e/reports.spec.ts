import { expect as baseExpect, type Locator, type Page } from "@playwright/test";
import { test } from "./support/test.ts";
import { createApprovedMuse, declineCookies, signedInAsAdmin, type ApprovedMuse } from "./support/approved-muse.ts";
import { adminStats, loginAsAdmin, runId } from "./support/admin.ts";
import { expectNoAxeViolations, WCAG_AA } from "./support/axe.ts";
import { answerWithError, delayAnswers } from "./support/network.ts";
import { mailsTo } from "./support/outbox.ts";
import { noticeByReference } from "./support/notices.ts";

// Each API function starts cold on the local server; on a busy machine the first answer can take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });

test.describe.configure({ mode: "serial", timeout: 180_000 });

/** Every e2e visitor is 127.0.0.1, one reporter: one open notice per Muse a day, so each sending test has its own. */
let muse: ApprovedMuse;
let pictureMuse: ApprovedMuse;
let formMuse: ApprovedMuse;

const REFERENCE = /SM-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}/;

test.beforeAll(async () => {
  const baseURL = test.info().project.use.baseURL!;
  muse = await createApprovedMuse(baseURL, { city: "Geneva" });
  pictureMuse = await createApprovedMuse(baseURL, { city: "Geneva", galleryCaptions: [null, "Red heels", null] });
  formMuse = await createApprovedMuse(baseURL, { city: "Geneva" });
});

test.beforeEach(async ({ page }) => {
  await declineCookies(page);
});

const reportDialog = (page: Page, name = "Report this profile") => page.getByRole("dialog", { name });

async function openReportDialog(page: Page, on: ApprovedMuse = muse) {
  await page.goto(`/muse/${on.handle}`);
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

/** The reference the sent dialog shows. */
async function shownReference(dialog: Locator): Promise<string> {
  const line = dialog.getByText(/^Your reference is /);
  await expect(line).toHaveText(new RegExp(`^Your reference is ${REFERENCE.source}\\.$`));
  return REFERENCE.exec((await line.textContent()) ?? "")![0];
}

test("a visitor reports a gallery picture from the overlay with an e-mail: the reference, the receipt, and the notice names the picture", async ({
  page,
  baseURL,
}) => {
  const email = `reporter-${runId()}@example.test`;
  const { gallery } = (await (await page.request.get(`/api/muses/${pictureMuse.handle}`)).json()) as {
    gallery: Array<{ image_url: string; caption: string | null }>;
  };
  await page.goto(`/muse/${pictureMuse.handle}`);
  const opener = page.getByRole("button", { name: "Open Red heels full screen" });
  await opener.click();
  const overlay = page.locator("[data-image-overlay]");
  // After her main photo's two pictures.
  await expect(overlay.locator("[data-overlay-counter]")).toHaveText("4 of 5");
  await overlay.getByRole("button", { name: "Report this picture" }).click();
  await expect(overlay).toHaveCount(0);

  const dialog = reportDialog(page, "Report this picture");
  await expect(dialog).toBeVisible();
  const named = dialog.locator("[data-report-picture]");
  await expect(named).toHaveText("This report names picture 2 of the gallery.");
  await expect(named.locator("img")).toHaveAttribute("src", `${gallery[1]!.image_url}?size=card`);
  await expect(named.locator("img")).toHaveJSProperty("complete", true);
  await expect(
    dialog.getByText(`Your report is read by our team only, and ${pictureMuse.handle} never learns who sent it.`, {
      exact: false,
    }),
  ).toBeVisible();
  await expect(dialog).not.toContainText("anonymous");

  await dialog.getByRole("radio", { name: "Fake or stolen photos" }).check();
  await dialog.getByLabel("Details (optional)").fill(`This picture is a model's advertising shot (${runId()}).`);
  await dialog.getByLabel("Your e-mail for updates (optional)").fill(email);
  await expect(dialog.getByLabel("Your e-mail for updates (optional)")).toHaveAccessibleDescription(
    "We use it only to send you a receipt and the outcome. The Muse never sees it, and it is deleted with your report 12 months after our decision.",
  );
  await dialog
    .getByRole("checkbox", { name: "I confirm in good faith that this report is accurate and complete." })
    .check();
  const sent = page.waitForRequest((request) => request.url().endsWith("/api/reports") && request.method() === "POST");
  await dialog.getByRole("button", { name: "Submit" }).click();

  await expect(dialog.getByText("Report sent", { exact: true })).toBeVisible();
  const reference = await shownReference(dialog);
  await expect(
    dialog.getByText("A receipt with this reference is on its way to your e-mail.", { exact: true }),
  ).toBeVisible();
  expect((await sent).postDataJSON()).toMatchObject({ image_url: gallery[1]!.image_url, good_faith: true, email });

  // The receipt, in the outbox, with the reference and the profile's handle.
  const mails = await mailsTo(email);
  expect(mails.map((mail) => [mail.kind, mail.subject])).toEqual([
    ["notice_receipt", `We received your report ${reference}`],
  ]);
  expect(mails[0]!.body_text).toContain(`Your report's reference is ${reference}.`);
  expect(mails[0]!.body_text).toContain(`the profile ${pictureMuse.handle}`);

  // The admins' row names the picture and keeps the address; what the admins' list answers keeps only the fact.
  expect(await noticeByReference(reference)).toMatchObject({
    reason: "fake_photos",
    image_url: gallery[1]!.image_url,
    reporter_email: email,
    urgent: false,
    status: "open",
  });
  const admin = await signedInAsAdmin(baseURL!);
  try {
    const listed = await admin.get("/api/reports?status=open");
    expect(await listed.text()).not.toContain(email);
    const { reports } = (await listed.json()) as {
      reports: Array<{ reference: string; image_url: string | null; wants_updates: boolean }>;
    };
    expect(reports.find((entry) => entry.reference === reference)).toMatchObject({
      image_url: gallery[1]!.image_url,
      wants_updates: true,
    });
  } finally {
    await admin.dispose();
  }

  // Closing it puts the visitor back on the picture she reported.
  await dialog.getByRole("button", { name: "Close" }).last().click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("the profile's report marks the urgent reasons, checks the form with the server's words, and sends no picture", async ({
  page,
}) => {
  const dialog = await openReportDialog(page, formMuse);
  const reasons = ["Fake or stolen photos", "Under 18", "Forced or trafficked", "Scam or spam", "Offensive content"];
  for (const reason of [...reasons, "Other"]) await expect(dialog.getByRole("radio", { name: reason })).toBeVisible();
  const urgent = dialog.locator("label").filter({ has: page.locator("[data-urgent]") });
  await expect(urgent).toHaveCount(2);
  await expect(urgent.nth(0)).toContainText("Under 18");
  await expect(urgent.nth(1)).toContainText("Forced or trafficked");
  await expect(urgent.locator("[data-urgent]").first()).toHaveText("Urgent");
  await expect(dialog.locator("[data-report-picture]")).toBeHidden();
  const goodFaith = dialog.getByRole("checkbox", {
    name: "I confirm in good faith that this report is accurate and complete.",
  });
  const email = dialog.getByLabel("Your e-mail for updates (optional)");

  // Nothing chosen: the first wrong field gets the focus, each says what is wrong.
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByText("Please choose a reason", { exact: true })).toBeVisible();
  await expect(
    dialog.getByText("Please confirm that your report is accurate and complete", { exact: true }),
  ).toBeVisible();
  await expect(dialog.getByRole("radio", { name: "Fake or stolen photos" })).toBeFocused();
  await expect(goodFaith).toHaveAttribute("aria-invalid", "true");

  // "Other" needs its explanation.
  await dialog.getByRole("radio", { name: "Other" }).check();
  const details = dialog.getByLabel("Details (required)");
  await expect(details).toHaveAttribute("required", "");
  await goodFaith.check();
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByText("Please explain what is wrong", { exact: true })).toBeVisible();
  await expect(details).toBeFocused();
  await expect(details).toHaveAccessibleDescription("Please explain what is wrong");
  await expect(dialog.getByText("Please choose a reason", { exact: true })).toBeHidden();
  await dialog.getByRole("radio", { name: "Scam or spam" }).check();
  await expect(dialog.getByLabel("Details (optional)")).not.toHaveAttribute("required", "");
  await dialog.getByRole("radio", { name: "Other" }).check();
  await details.fill(`Her number answers for a shop (${runId()}).`);

  // An address the browser refuses, then one only the server refuses: the same words under the field.
  await email.fill("not-an-address");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByText("Please enter a valid email", { exact: true })).toBeVisible();
  await expect(email).toBeFocused();
  await email.fill("someone@localhost");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(email).toHaveAccessibleDescription(/Please enter a valid email$/);
  await expect(email).toBeFocused();
  await expect(dialog.getByText("Report sent", { exact: true })).toBeHidden();

  // Without an address: the reference, and no word of a receipt.
  await email.fill("");
  const sent = page.waitForRequest((request) => request.url().endsWith("/api/reports") && request.method() === "POST");
  await delayAnswers(page, "**/api/reports");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByRole("button", { name: "Sending..." })).toBeDisabled();
  await expect(dialog.getByText("Report sent", { exact: true })).toBeVisible();
  await expect(
    dialog.getByText("Thank you. Our team reviews every report, usually within 24 hours.", { exact: true }),
  ).toBeVisible();
  const reference = await shownReference(dialog);
  await expect(dialog.getByText("A receipt with this reference is on its way to your e-mail.")).toBeHidden();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ handle: formMuse.handle, reason: "other", good_faith: true, email: "" });
  expect(body).not.toHaveProperty("image_url");
  expect(await noticeByReference(reference)).toMatchObject({ reason: "other", image_url: null, reporter_email: null });
});

test("a visitor's notice reaches the admin, who resolves it with a note, and it moves to Closed", async ({
  page,
  baseURL,
}) => {
  const details = `She asked for a deposit by bank transfer (${runId()}).`;
  const before = await openReportsOn(baseURL!);

  // A visitor's notice, as the profile's report dialog sends it (the dialog is walked in the tests above).
  const sent = await page.request.post("/api/reports", {
    data: { handle: muse.handle, reason: "scam", details, good_faith: true },
  });
  expect(sent.status(), await sent.text()).toBe(201);

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
  await expect(dialog.getByText("Please choose a reason", { exact: true })).toBeVisible();
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
  await dialog.getByRole("checkbox", { name: /^I confirm in good faith/ }).check();

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

  // A refusal that names no field of the form (the picture was just deleted) is said above the buttons.
  await page.unroute("**/api/reports");
  await answerWithError(page, "**/api/reports", 400, {
    code: "invalid_input",
    message: "This picture is no longer on the profile",
  });
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("This picture is no longer on the profile");
});

test("the profile page with the report dialog open has no axe violations, for a picture and with its errors shown", async ({
  page,
}) => {
  const dialog = await openReportDialog(page);
  await expectNoAxeViolations(page, { tags: WCAG_AA });
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByText("Please choose a reason", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, { tags: WCAG_AA });
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await page.getByRole("button", { name: /gallery picture 1 full screen/ }).click();
  await expect(page.getByRole("button", { name: "Report this picture" })).toBeVisible();
  await expectNoAxeViolations(page, { tags: WCAG_AA });
  await page.getByRole("button", { name: "Report this picture" }).click();
  await expect(reportDialog(page, "Report this picture")).toBeVisible();
  await expectNoAxeViolations(page, { tags: WCAG_AA });
});

test("the main picture's overlay offers no report: only gallery pictures can be named", async ({ page }) => {
  await page.goto(`/muse/${muse.handle}`);
  await page.getByRole("button", { name: `Open ${muse.handle} full screen` }).click();
  const overlay = page.locator("[data-image-overlay]");
  await expect(overlay.getByRole("button", { name: "Close" })).toBeVisible();
  await expect(overlay.getByRole("button", { name: "Report this picture" })).toHaveCount(0);
});
