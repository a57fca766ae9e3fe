import { expect as baseExpect, type Page } from "@playwright/test";
import { test } from "./support/test.ts";
import { createApprovedMuse, declineCookies, openDashboard } from "./support/approved-muse.ts";
import { loginAsAdmin, runId, sendStatement } from "./support/admin.ts";
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

test("a visitor's notice reaches the admin, who suspends the profile from it with a statement and later reinstates it", async ({
  page,
  browser,
  baseURL,
}) => {
  const muse = await createApprovedMuse(baseURL!, { city: "Basel" });
  const details = `These are a known model's photos (${runId()}).`;
  const facts = `Photos reported as stolen (${runId()}); send us proof that they are yours.`;

  // A visitor, signed out, sends a notice about the profile (the form is the profile page's; here its request).
  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await declineCookies(visitorPage);
  const sent = await visitorPage.request.post("/api/reports", {
    data: { handle: muse.handle, reason: "fake_photos", details, good_faith: true },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  // The admin finds it on /admin/reports, from the dashboard's count.
  await declineCookies(page);
  await loginAsAdmin(page);
  const openReports = page.getByRole("link", { name: /^Open Reports/ });
  await expect(openReports.locator("[data-stat-value]")).not.toHaveText("0");
  await openReports.click();
  const report = page.locator("li[data-report]").filter({ hasText: details });
  await expect(report).toBeVisible();
  await expect(report.locator("[data-reference]")).toHaveText(/^SM-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
  // No picture named: nothing to remove.
  await expect(report.getByRole("button", { name: /^Remove picture/ })).toHaveCount(0);

  // Suspend from the notice: a clause and the facts, which the Muse reads.
  await report.getByRole("button", { name: /^Suspend/ }).click();
  const dialog = page.getByRole("dialog", { name: "Suspend this profile" });
  await expect(dialog.getByLabel("Clause of the Terms")).toBeFocused();
  await sendStatement(page, dialog, { clause: "5.1", facts, action: "Suspend", toast: "Profile Suspended" });
  await expect(dialog).toBeHidden();
  await expect(report).toHaveCount(0);
  await page.getByRole("button", { name: "Closed", exact: true }).click();
  const closed = page.locator("li[data-report]").filter({ hasText: details });
  await expect(closed.locator("[data-resolution]")).toContainText("Resolved");
  await expect(closed.locator("[data-resolution]")).toContainText("with a statement of reasons to the Muse");
  await closed.getByRole("link", { name: /^View application/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: muse.handle })).toBeVisible();
  await expect(page.locator("[data-suspension-reason]")).toHaveText(facts);
  await expect(page.locator("[data-history]")).toContainText("Suspended by admin");
  await expect(page.locator("[data-decisions] [data-decision=suspension]")).toContainText(facts);

  // Gone from the public site at once.
  await expectPublic(visitorPage, muse.handle, false);

  // The Muse reads the statement on her dashboard and in her mail: it came from a notice.
  await expect.poll(async () => (await mailsTo(muse.account.email)).map((mail) => mail.kind)).toContain("suspension");
  const museContext = await browser.newContext({ baseURL });
  const musePage = await museContext.newPage();
  await openDashboard(musePage, muse);
  await expect(musePage.getByText("Suspended", { exact: true }).first()).toBeVisible();
  const statement = musePage
    .getByRole("region", { name: "Decisions about your profile" })
    .getByRole("article", { name: "Profile suspended" });
  await expect(statement).toContainText(facts);
  await expect(statement).toContainText("A notice sent to us about your profile");
  await expect(statement).toContainText("Indefinite: until your profile is reinstated");

  // She fixes what the statement names; her profile stays hidden meanwhile.
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

  // The admin sees her bio edit in Recent changes; once looked at, it is marked reviewed and leaves the list.
  await page.goto("/admin/changes");
  const bioEdit = page.locator("li[data-change-kind=bio]").filter({ hasText: bio });
  await bioEdit.getByRole("button", { name: /^Mark reviewed/ }).click();
  await expectToast(page, "Marked as reviewed.");
  await expect(bioEdit).toHaveCount(0);
  const newPicture = page.locator("li[data-change-kind=profile_picture]").filter({ hasText: muse.handle }).first();
  await newPicture.getByRole("link", { name: muse.handle }).click();
  await expect(page.getByRole("heading", { level: 1, name: muse.handle })).toBeVisible();

  // Reinstated: back on the public site, and she is told; the statement says the suspension ended.
  await page.getByRole("button", { name: "Reinstate" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Reinstate" }).click();
  await expect(page.getByText("Profile Reinstated", { exact: true })).toBeVisible();
  await expect(page.locator("[data-history]")).toContainText("Reinstated by admin");
  await expect(page.locator("[data-decisions] [data-decision=suspension]")).toContainText(/Ended on /);
  await expectPublic(visitorPage, muse.handle, true);
  await expect
    .poll(async () => (await mailsTo(muse.account.email)).map((mail) => mail.kind))
    .toContain("reinstatement");
  await musePage.reload();
  await expect(statement).toContainText(/Ended on /);
  await expect(statement).not.toContainText("Indefinite: until your profile is reinstated");
  await expect(musePage.locator("[data-status-note]")).toHaveCount(0);

  await visitor.close();
  await museContext.close();
});
