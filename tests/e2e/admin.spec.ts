import { expect as baseExpect, type Page } from "@playwright/test";
import { test } from "./support/test.ts";
import {
  adminStats,
  applyWithAccount,
  fillStatement,
  loginAsAdmin,
  runId,
  sendContact,
  skipCookieBanner,
  type Stats,
} from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { recordAgeCheck } from "./support/age-check.ts";
import { mailsTo } from "./support/outbox.ts";

// Each API function starts cold on the local server; on a busy machine the first answer can take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });

interface Application {
  id: string;
  handle: string;
  approval_status: "Pending" | "Approved" | "Rejected";
  rejection_reason: string | null;
  admin_notes: string | null;
  reviewed_by: string | null;
  approved_at: string | null;
}
interface Contact {
  id: string;
  email: string;
  status: "unread" | "read" | "responded";
  admin_response: string | null;
  response_mail_status: "pending" | "sent" | "failed" | null;
}

const rate = (approved: number, total: number) => (total === 0 ? 0 : Math.round((approved / total) * 100));

async function expectDashboard(page: Page, expected: Stats) {
  await page.goto("/admin/dashboard");
  const value = (label: string) =>
    page.getByRole("link", { name: new RegExp(`^${label}`) }).locator("[data-stat-value]");
  await expect(value("Total Applications")).toHaveText(String(expected.total));
  await expect(value("Pending Review")).toHaveText(String(expected.pending));
  await expect(value("Approved Muses")).toHaveText(String(expected.approved));
  await expect(value("Rejected")).toHaveText(String(expected.rejected));
  await expect(value("Contact Requests")).toHaveText(String(expected.contacts));
  await expect(value("Approval Rate")).toHaveText(`${expected.approval_rate}%`);
  await expect(value("Open Reports")).toHaveText(String(expected.open_reports));
  await expect(value("Open Appeals")).toHaveText(String(expected.open_appeals));
  await expect(value("Photo Verifications")).toHaveText(String(expected.open_verifications));
  const badge = page.getByRole("link", { name: /^Contact Requests/ }).locator("[data-stat-badge]");
  if (expected.unread > 0) await expect(badge).toHaveText(`${expected.unread} unread`);
  else await expect(badge).toHaveCount(0);
  const urgent = page.getByRole("link", { name: /^Open Reports/ }).locator("[data-stat-badge]");
  if (expected.urgent_reports > 0) await expect(urgent).toHaveText(`${expected.urgent_reports} urgent`);
  else await expect(urgent).toHaveCount(0);
}

async function application(page: Page, id: string): Promise<Application> {
  const response = await page.request.get(`/api/applications/${id}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { application: Application }).application;
}

async function contactByEmail(page: Page, email: string): Promise<Contact> {
  const { contacts } = (await (await page.request.get(`/api/contacts?q=${encodeURIComponent(email)}`)).json()) as {
    contacts: Contact[];
  };
  const contact = contacts.find((entry) => entry.email === email);
  expect(contact, email).toBeTruthy();
  return contact!;
}

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page);
  await loginAsAdmin(page);
});

test("the dashboard shows the numbers the server counts, links to each area and passes axe", async ({ page }) => {
  // The lists count on the server what the dashboard's statement counts: two ways to the same numbers.
  const matching = async (list: string, status = "all") =>
    ((await (await page.request.get(`/api/${list}?status=${status}`)).json()) as { matching: number }).matching;
  const total = await matching("applications");
  const expected: Stats = {
    total,
    pending: await matching("applications", "Pending"),
    approved: await matching("applications", "Approved"),
    rejected: await matching("applications", "Rejected"),
    suspended: await matching("applications", "Suspended"),
    contacts: await matching("contacts"),
    unread: await matching("contacts", "unread"),
    approval_rate: rate(await matching("applications", "Approved"), total),
    ...(await (async () => {
      const reports = (await (await page.request.get("/api/reports")).json()) as { open: number; urgent: number };
      return { open_reports: reports.open, urgent_reports: reports.urgent };
    })()),
    open_appeals: ((await (await page.request.get("/api/admin/appeals")).json()) as { open: number }).open,
    open_verifications: ((await (await page.request.get("/api/admin/verifications")).json()) as { verifications: [] })
      .verifications.length,
    // The local server prints every mail (no SMTP_URL): none is ever refused.
    undelivered_mail: 0,
  };
  // The seed alone gives 11 applications (2 Pending, 8 Approved, 1 Rejected: 73 %) and 3 contacts (2 unread).
  expect(expected.total).toBeGreaterThanOrEqual(11);
  expect(await adminStats(page.request)).toEqual(expected);

  await expectDashboard(page, expected);
  await expect(page.getByRole("link", { name: /^Total Applications/ })).toHaveAttribute("href", "/admin/applications");
  await expect(page.getByRole("link", { name: /^Contact Requests/ }).first()).toHaveAttribute(
    "href",
    "/admin/contacts",
  );
  await expect(page.getByRole("link", { name: /Manage Blog/ })).toHaveAttribute("href", "/admin/blog");
  await expect(page.getByRole("link", { name: /^Open Appeals/ })).toHaveAttribute("href", "/admin/appeals");
  await expect(page.getByRole("link", { name: /^Appeals/ })).toHaveAttribute("href", "/admin/appeals");
  await expectNoAxeViolations(page);
});

test("the application list filters by status, searches handle, city and e-mail, and passes axe", async ({ page }) => {
  const stats = await adminStats(page.request);
  await page.goto("/admin/applications");
  await expect(page.getByText(`Showing ${stats.total} of ${stats.total} applications`)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Status").selectOption("Pending");
  await expect(page.getByText(`Showing ${stats.pending} of ${stats.total} applications`)).toBeVisible();
  await expect(page.locator("[data-application='ClaraHeels']")).toBeVisible();
  await expect(page.locator("[data-application='NoirToes']")).toHaveCount(0);

  await page.getByLabel("Status").selectOption("Rejected");
  await expect(page.getByText(`Showing ${stats.rejected} of ${stats.total} applications`)).toBeVisible();
  const noir = page.locator("[data-application='NoirToes']");
  await expect(noir).toContainText(/Reviewed \w{3} \d{1,2}, \d{4} by admin/);

  // The filter is in the address: Back from a review returns to the same list.
  await expect(page).toHaveURL(/\/admin\/applications\?status=Rejected$/);
  await noir.getByRole("link", { name: /Review/ }).click();
  await expect(page).toHaveURL(/\/admin\/applications\/[0-9a-f-]{36}$/);
  await page.goBack();
  await expect(page.getByLabel("Status")).toHaveValue("Rejected");
  await expect(page.getByText(`Showing ${stats.rejected} of ${stats.total} applications`)).toBeVisible();

  await page.getByLabel("Status").selectOption("all");
  await page.getByLabel("Search").fill("hAMBURG");
  await expect(page.locator("[data-application='MiaPedi']")).toBeVisible();
  await expect(page.locator("[data-application='ClaraHeels']")).toHaveCount(0);

  await page.getByLabel("Status").selectOption("Approved");
  await page.getByLabel("Search").fill("");
  const live = page.getByRole("link", { name: /^View Live/ }).first();
  await expect(live).toHaveAttribute("target", "_blank");
  await expect(live).toHaveAttribute("rel", /noopener/);
  await expect(live).toHaveAttribute("href", /^\/muse\//);

  await page.getByLabel("Search").fill(`no-such-muse-${runId()}`);
  await expect(page.getByText(`Showing 0 of ${stats.total} applications`)).toBeVisible();
  await expect(page.getByText("No applications found")).toBeVisible();
});

test("an admin rejects one application (a reason is required) and approves another; the dashboard follows", async ({
  page,
  browser,
  baseURL,
}) => {
  const suffix = runId();
  const toReject = `E2eReject${suffix}`;
  const toApprove = `E2eApprove${suffix}`;
  const rejectedApplicant = await applyWithAccount(baseURL!, toReject, "Basel");
  const approvedApplicant = await applyWithAccount(baseURL!, toApprove, "Vienna");
  const rejectId = rejectedApplicant.id;
  const approveId = approvedApplicant.id;
  const before = await adminStats(page.request);
  await expectDashboard(page, before);

  // Find the first one through the list, as an admin would.
  await page.goto("/admin/applications");
  await page.getByLabel("Search").fill(toReject.toLowerCase());
  await expect(page.getByText(`Showing 1 of ${before.total} applications`)).toBeVisible();
  await page.getByRole("link", { name: `Review ${toReject}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/applications/${rejectId}$`));
  await expect(page.getByRole("heading", { level: 1, name: toReject })).toBeVisible();
  await expect(page.getByRole("region", { name: "Basic Information" })).toContainText("Basel");
  await expect(page.getByRole("region", { name: "Contact Information" })).toContainText("+41 44 555 12 34");
  await expect(page.locator("[data-account-email]")).toHaveText(`${rejectedApplicant.email} (e-mail not verified)`);
  await expect(page.locator("img[alt='Feet Picture']")).toBeVisible();
  await expectNoAxeViolations(page);

  // The picture opens full size and closes on click.
  await page.getByRole("button", { name: "Open profile picture full screen" }).click();
  await expect(page.locator("[data-image-overlay]")).toBeVisible();
  await page.locator("[data-image-overlay]").click();
  await expect(page.locator("[data-image-overlay]")).toHaveCount(0);

  // Rejecting takes a statement of reasons: the clause and the facts, each asked for by name; Cancel changes nothing.
  await page.getByRole("button", { name: "Reject..." }).click();
  const dialog = page.getByRole("dialog", { name: "Reject this application" });
  const reject = dialog.getByRole("button", { name: "Reject", exact: true });
  await expect(dialog.getByLabel("Clause of the Terms")).toBeFocused();
  await dialog.getByLabel("Facts (the Muse reads them)").fill("   ");
  await reject.click();
  await expect(dialog.getByText("Please choose the clause of the Terms", { exact: true })).toBeVisible();
  await expect(dialog.getByText("Please describe the facts", { exact: true })).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  expect((await application(page, rejectId)).approval_status).toBe("Pending");

  const reason = `The feet picture is blurred (${suffix}). Please upload a sharper one.`;
  await page.getByRole("button", { name: "Reject..." }).click();
  await fillStatement(dialog, "3.1", reason);
  await reject.click();
  await expect(page.getByText("Application Rejected", { exact: true })).toBeVisible();
  await expect(page.getByText("The application has been rejected successfully")).toBeVisible();
  const timeline = page.locator("[data-timeline]");
  await expect(timeline).toContainText(reason);
  await expect(timeline).toContainText("Reviewed by admin");
  const history = page.locator("[data-history]");
  await expect(history).toContainText("Rejected by admin");
  await expect(history).toContainText(reason);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Approve" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Reject/ })).toHaveCount(0);
  await expect(page.locator("[data-decisions] [data-decision=rejection]")).toContainText(reason);
  const rejected = await application(page, rejectId);
  expect(rejected).toMatchObject({
    approval_status: "Rejected",
    rejection_reason: reason,
    reviewed_by: "admin",
    approved_at: null,
  });
  // The applicant is told why by e-mail, and sees it on their dashboard.
  await expect
    .poll(async () => (await mailsTo(rejectedApplicant.email)).find((mail) => mail.kind === "rejection")?.body_text)
    .toContain(reason);
  const applicantContext = await browser.newContext({ baseURL });
  const applicantPage = await applicantContext.newPage();
  await skipCookieBanner(applicantPage);
  await applicantPage.goto("/auth");
  await applicantPage.getByLabel("Email").fill(rejectedApplicant.email);
  await applicantPage.getByLabel("Password").fill(rejectedApplicant.password);
  await applicantPage.getByRole("button", { name: "Sign In" }).click();
  await applicantPage.waitForURL("**/muse-dashboard");
  const statusNote = applicantPage.locator("[data-status-note]");
  await expect(statusNote).toContainText("Your application was not approved.");
  await expect(statusNote).toContainText(reason);
  await expect(statusNote.getByRole("link", { name: "resubmit your application" })).toHaveAttribute(
    "href",
    "/muse-onboarding",
  );
  await applicantContext.close();

  // Private notes are saved and still there after a reload.
  const notes = `Asked for a new picture by e-mail (${suffix}).`;
  await page.getByLabel(/Internal notes/).fill(notes);
  await page.getByRole("button", { name: "Save Notes" }).click();
  await expect(page.getByText("Notes Saved", { exact: true })).toBeVisible();
  await expect(page.getByText("Admin notes have been updated successfully")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/Internal notes/)).toHaveValue(notes);
  expect((await application(page, rejectId)).admin_notes).toBe(notes);

  await expectDashboard(page, {
    ...before,
    pending: before.pending - 1,
    rejected: before.rejected + 1,
  });

  await recordAgeCheck(page.request, approveId, { origin: baseURL! });
  await page.goto(`/admin/applications/${approveId}`);
  await page.getByRole("button", { name: "Approve" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Application Approved", { exact: true })).toBeVisible();
  await expect(page.getByText("The application has been approved successfully")).toBeVisible();
  await expect(page.locator("[data-timeline]")).toContainText("Approved");
  await expect(page.getByRole("button", { name: "Approve" })).toHaveCount(0);
  const approved = await application(page, approveId);
  expect(approved).toMatchObject({ approval_status: "Approved", rejection_reason: null, reviewed_by: "admin" });
  expect(approved.approved_at).not.toBeNull();
  await expect
    .poll(async () => (await mailsTo(approvedApplicant.email)).map((mail) => mail.kind))
    .toContain("approval");
  expect((await mailsTo(rejectedApplicant.email)).map((mail) => mail.kind)).not.toContain("approval");

  await expectDashboard(page, {
    ...before,
    pending: before.pending - 2,
    rejected: before.rejected + 1,
    approved: before.approved + 1,
    approval_rate: rate(before.approved + 1, before.total),
  });

  // Approved means public: the Muse is in the directory, the rejected one is not.
  const { muses } = (await (await page.request.get("/api/muses?limit=100")).json()) as { muses: { handle: string }[] };
  expect(muses.map((muse) => muse.handle)).toContain(toApprove);
  expect(muses.map((muse) => muse.handle)).not.toContain(toReject);
  await page.goto("/directory");
  await expect(page.getByText(toApprove, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(toReject, { exact: true })).toHaveCount(0);
});

test("an unknown application shows 'Application Not Found' with a way back", async ({ page }) => {
  await page.goto("/admin/applications/00000000-0000-4000-8000-000000000000");
  await expect(page.getByText("Failed to load application details")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Application Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Applications" }).last().click();
  await expect(page).toHaveURL(/\/admin\/applications$/);
});

test("an admin reads, marks and answers contact requests; the dashboard follows", async ({ page, request }) => {
  const suffix = runId();
  const opened = {
    name: `Lena ${suffix}`,
    email: `lena-${suffix}@example.test`,
    subject: `Question ${suffix}`,
    message: `Is Basel covered yet? ${"I travel there every month for work. ".repeat(8)}`,
  };
  const marked = {
    name: `Marc ${suffix}`,
    email: `marc-${suffix}@example.test`,
    subject: `Hello ${suffix}`,
    message: "Just saying thank you for the discreet service.",
  };
  await sendContact(request, opened);
  await sendContact(request, marked);
  const before = await adminStats(page.request);
  await expectDashboard(page, before);

  await page
    .getByRole("link", { name: /^Contact Requests/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/contacts$/);
  await expect(page.getByText(`${before.contacts} of ${before.contacts} contacts`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Status").selectOption("unread");
  await expect(page.getByText(`${before.unread} of ${before.contacts} contacts`)).toBeVisible();
  await page.getByLabel("Status").selectOption("all");
  await page.getByLabel("Search").fill(`no-such-message-${suffix}`);
  await expect(page.getByText("no contact requests found")).toBeVisible();
  await page.getByLabel("Search").fill(suffix.toUpperCase());
  await expect(page.getByText(`2 of ${before.contacts} contacts`)).toBeVisible();

  // Mark as Read straight from the list.
  const markedEntry = page.locator(`[data-contact='${marked.email}']`);
  await markedEntry.getByRole("button", { name: /^Mark as Read/ }).click();
  await expect(page.getByText("Marked as Read", { exact: true })).toBeVisible();
  await expect(page.getByText("Contact request has been marked as read").first()).toBeVisible();
  await expect(markedEntry.getByRole("button", { name: /^Mark as Read/ })).toHaveCount(0);
  await expect(markedEntry.getByText("read", { exact: true })).toBeVisible();
  expect((await contactByEmail(page, marked.email)).status).toBe("read");

  // Opening an unread one marks it read on its own.
  const entry = page.locator(`[data-contact='${opened.email}']`);
  await entry.getByRole("button", { name: /^View/ }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: `Message from ${opened.name}` })).toBeVisible();
  await expect(dialog.locator("[data-full-message]")).toHaveText(opened.message.trim());
  await expect.poll(async () => (await contactByEmail(page, opened.email)).status).toBe("read");
  await expectNoAxeViolations(page);

  const submit = dialog.getByRole("button", { name: "Submit Response" });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel("Admin response").fill("   ");
  await expect(submit).toBeDisabled();
  const answer = `Basel is on our list for this year (${suffix}).`;
  await dialog.getByLabel("Admin response").fill(answer);
  await submit.click();
  await expect(page.getByText("Response Submitted", { exact: true })).toBeVisible();
  await expect(page.getByText("Your response has been saved successfully")).toBeVisible();
  await expect(entry.getByText("responded", { exact: true })).toBeVisible();
  await expect(entry.getByText("Reply queued for mailing")).toBeVisible();
  expect(await contactByEmail(page, opened.email)).toMatchObject({ status: "responded", admin_response: answer });
  // The local server delivers the outbox every few seconds, as the scheduled function does on Netlify.
  await expect.poll(async () => (await contactByEmail(page, opened.email)).response_mail_status).toBe("sent");
  await page.reload();
  await expect(page.locator(`[data-contact='${opened.email}']`).getByText("Reply mailed")).toBeVisible();
  const responses = async () =>
    (await mailsTo(opened.email)).filter((mail) => mail.kind === "contact_response").map((mail) => mail.body_text);
  expect((await responses()).at(-1)).toContain(answer);

  await entry.getByRole("button", { name: /^View/ }).click();
  await expect(dialog.getByLabel("Admin response")).toHaveValue(answer);
  const update = dialog.getByRole("button", { name: "Update Response" });
  await expect(update).toBeVisible();
  const updated = `${answer} We will write again when it is live.`;
  await dialog.getByLabel("Admin response").fill(updated);
  await update.click();
  await expect(page.getByText("Response Submitted", { exact: true }).first()).toBeVisible();
  await expect.poll(async () => (await contactByEmail(page, opened.email)).admin_response).toBe(updated);
  // The sender gets each answer by e-mail: the first and the updated one.
  expect(await responses()).toHaveLength(2);
  expect((await responses()).at(-1)).toContain(updated);

  await expectDashboard(page, { ...before, unread: before.unread - 2 });
});

test("Logout ends the session and the admin pages send back to /admin", async ({ page }) => {
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  expect((await (await page.request.get("/api/auth/session")).json()).user).toBeNull();
  await page.goto("/admin/contacts");
  await expect(page).toHaveURL(/\/admin$/);
});

test("on a phone the review actions of a pending application stay in reach below its pictures", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin/applications?status=Pending");
  await page
    .locator("[data-application='ClaraHeels']")
    .getByRole("link", { name: /Review/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "ClaraHeels" })).toBeVisible();
  const bar = page.locator("[data-review-bar]");
  await expect(bar.getByRole("button", { name: "Approve" })).toBeInViewport();
  await page.getByRole("heading", { name: "Submitted Images" }).scrollIntoViewIfNeeded();
  await expect(bar.getByRole("button", { name: "Approve" })).toBeInViewport();

  await bar.getByRole("button", { name: "Approve" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await bar.getByRole("button", { name: "Reject..." }).click();
  const reject = page.getByRole("dialog", { name: "Reject this application" });
  await expect(reject.getByLabel("Clause of the Terms")).toBeFocused();
  await expect(reject.getByLabel("Clause of the Terms")).toBeInViewport();
  await expect(reject.getByLabel("Facts (the Muse reads them)")).toBeInViewport();
});
