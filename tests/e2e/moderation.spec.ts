import { expect as baseExpect, type Page } from "@playwright/test";
import { test } from "./support/test.ts";
import { createApprovedMuse, declineCookies } from "./support/approved-muse.ts";
import { loginAsAdmin, runId } from "./support/admin.ts";
import { mailsTo } from "./support/outbox.ts";
import { expectToast, picture } from "./support/muse.ts";
import { readDynamicSitemaps } from "./support/sitemap.ts";

// Each API function starts cold on the local server; on a busy machine the first answer can take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });

test.describe.configure({ timeout: 300_000 });

/** What a visitor sees of a handle: its profile page, and whether the directory API lists it. */
async function expectPublic(page: Page, handle: string, listed: boolean) {
  await page.goto(`/muse/${handle}`);
  if (listed) await expect(page.getByRole("heading", { level: 1, name: handle })).toBeVisible();
  else await expect(page.getByRole("heading", { level: 1, name: "Profile Not Found" })).toBeVisible();
  const { muses } = (await (await page.request.get("/api/muses?limit=100")).json()) as { muses: { handle: string }[] };
  expect(muses.some((muse) => muse.handle === handle)).toBe(listed);
  const sitemaps = (await readDynamicSitemaps(page.request)).join("\n");
  expect(sitemaps.includes(`/muse/${handle}<`)).toBe(listed);
}

test("a visitor's report reaches the admin, who suspends the profile and later reinstates it", async ({
  page,
  browser,
  baseURL,
}) => {
  const muse = await createApprovedMuse(baseURL!, { city: "Basel" });
  const details = `These are a known model's photos (${runId()}).`;
  const reason = `Photos reported as stolen (${runId()}); send us proof that they are yours.`;

  // A visitor, signed out, reports the profile.
  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await declineCookies(visitorPage);
  await visitorPage.goto(`/muse/${muse.handle}`);
  await visitorPage.getByRole("button", { name: "Report this profile" }).click();
  const dialog = visitorPage.getByRole("dialog", { name: "Report this profile" });
  await dialog.getByRole("radio", { name: "Fake or stolen photos" }).check();
  await dialog.getByLabel("Details (optional)").fill(details);
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByText("Report sent", { exact: true })).toBeVisible();

  // The admin finds it on /admin/reports, from the dashboard's count.
  await declineCookies(page);
  await loginAsAdmin(page);
  const openReports = page.getByRole("link", { name: /^Open Reports/ });
  await expect(openReports.locator("[data-stat-value]")).not.toHaveText("0");
  await openReports.click();
  const report = page.locator("li[data-report]").filter({ hasText: details });
  await expect(report).toBeVisible();
  await report.getByRole("link", { name: /^View application/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: muse.handle })).toBeVisible();

  // Suspend: disabled without a reason, confirmed, then logged.
  const suspend = page.getByRole("button", { name: "Suspend" });
  await expect(suspend).toBeDisabled();
  await page.getByLabel("Suspension reason (shown to the Muse)").fill("  ");
  await expect(suspend).toBeDisabled();
  await page.getByLabel("Suspension reason (shown to the Muse)").fill(reason);
  await suspend.click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Suspend this profile?");
  await confirm.getByRole("button", { name: "Suspend" }).click();
  await expect(page.getByText("Profile Suspended", { exact: true })).toBeVisible();
  await expect(page.locator("[data-suspension-reason]")).toHaveText(reason);
  await expect(page.locator("[data-history]")).toContainText("Suspended by admin");
  await expect(page.locator("[data-history]")).toContainText(reason);

  // Gone from the public site at once.
  await expectPublic(visitorPage, muse.handle, false);

  // The Muse reads the reason on her dashboard and in her mail.
  await expect.poll(async () => (await mailsTo(muse.account.email)).map((mail) => mail.kind)).toContain("suspension");
  const museContext = await browser.newContext({ baseURL });
  const musePage = await museContext.newPage();
  await declineCookies(musePage);
  expect((await musePage.request.post("/api/auth/signin", { data: muse.account })).status()).toBe(200);
  await musePage.goto("/muse-dashboard");
  await expect(musePage.getByText("Suspended", { exact: true }).first()).toBeVisible();
  await expect(musePage.getByText(reason)).toBeVisible();

  // She fixes what the reason names (her profile stays hidden meanwhile) and asks for review.
  const bio = `Every picture here is mine; proof sent by e-mail (${runId()}).`;
  await musePage.getByRole("button", { name: "Edit Profile" }).click();
  await musePage.getByLabel("Bio").fill(bio);
  await musePage.getByRole("button", { name: "Save Changes" }).click();
  await expect(musePage.locator("[data-profile-bio]")).toHaveText(bio);
  await musePage
    .getByLabel("New profile picture file")
    .setInputFiles(await picture("own-picture.png", { r: 30, g: 120, b: 160 }));
  await expectToast(musePage, "Profile picture updated!");
  await expectPublic(visitorPage, muse.handle, false);
  const note = `I replaced the picture and sent proof (${runId()}).`;
  await musePage.getByLabel("What did you change? (optional)").fill(note);
  await musePage.getByRole("button", { name: "Ask for Review" }).click();
  await expectToast(musePage, "Thank you. Our team will review your profile and e-mail you.");
  await expect(musePage.locator("[data-review-requested]")).toContainText("You asked for review on");
  await expectPublic(visitorPage, muse.handle, false);

  // The admin sees the request on the application and in Recent changes.
  await page.reload();
  await expect(page.locator("[data-review-request]")).toContainText(note);
  await page.goto("/admin/changes");
  const request = page.locator("li[data-change-kind=review_request]").filter({ hasText: muse.handle });
  await expect(request).toContainText("Asked for review");
  await expect(request).toContainText(note);
  // Her bio edit is there too; once looked at, it is marked reviewed and leaves the list.
  const bioEdit = page.locator("li[data-change-kind=bio]").filter({ hasText: bio });
  await bioEdit.getByRole("button", { name: /^Mark reviewed/ }).click();
  await expectToast(page, "Marked as reviewed.");
  await expect(bioEdit).toHaveCount(0);
  await request.getByRole("link", { name: muse.handle }).click();
  await expect(page.getByRole("heading", { level: 1, name: muse.handle })).toBeVisible();

  // Reinstated: back on the public site, and she is told.
  await page.getByRole("button", { name: "Reinstate" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Reinstate" }).click();
  await expect(page.getByText("Profile Reinstated", { exact: true })).toBeVisible();
  await expect(page.locator("[data-history]")).toContainText("Reinstated by admin");
  await expectPublic(visitorPage, muse.handle, true);
  await expect
    .poll(async () => (await mailsTo(muse.account.email)).map((mail) => mail.kind))
    .toContain("reinstatement");
  await musePage.goto("/muse-dashboard");
  await expect(musePage.getByText(reason)).toHaveCount(0);
  await expect(musePage.locator("[data-review-requested]")).toHaveCount(0);

  await visitor.close();
  await museContext.close();
});
