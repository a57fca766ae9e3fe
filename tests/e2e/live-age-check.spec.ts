import { expect as baseExpect, type Page } from "@playwright/test";
import { test } from "./support/test.ts";
import { createApprovedMuse, declineCookies, openDashboard, pngImage } from "./support/approved-muse.ts";
import { loginAsAdmin, runId } from "./support/admin.ts";
import { expectToast } from "./support/muse.ts";

// Each API function starts cold on the local server; on a busy machine the first answer can take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });

test.describe.configure({ timeout: 240_000 });

const reportEntry = (page: Page, text: string) => page.locator("li[data-report]").filter({ hasText: text });

test("a notice that she may be a minor: the admin asks for a fresh proof in one click, she sends her document, the admin records the check, and her listing stays visible", async ({
  page,
  browser,
  baseURL,
}) => {
  const muse = await createApprovedMuse(baseURL!, { galleryCaptions: [] });
  const details = `She says she is sixteen (${runId()}).`;
  await declineCookies(page);
  const notice = await page.request.post("/api/reports", {
    data: { handle: muse.handle, reason: "under_18", details, good_faith: true },
  });
  expect(notice.status(), await notice.text()).toBe(201);

  // One click on the notice asks her again.
  await loginAsAdmin(page);
  await page.goto("/admin/reports");
  const entry = reportEntry(page, details);
  await entry.getByRole("button", { name: /^Ask for a fresh proof of age/ }).click();
  await expectToast(page, "Fresh proof of age requested: she is asked on her dashboard and by e-mail");
  await expect(entry.getByRole("button", { name: /^Fresh proof of age requested/ })).toBeDisabled();

  // She sees the task with its reason and sends her document.
  const museContext = await browser.newContext({ baseURL });
  const musePage = await museContext.newPage();
  await openDashboard(musePage, muse);
  const task = musePage.getByRole("region", { name: "Confirm your age" });
  await expect(task).toContainText("We received a notice that you may be under 18");
  await musePage.locator("#age-document-file").setInputFiles({
    name: "passport.png",
    mimeType: "image/png",
    buffer: await pngImage("#d8d0c0", 900, 600),
  });
  await expectToast(musePage, "Thank you: your document is sent. We check it, then delete it.");
  await expect(task.locator("[data-age-waiting]")).toContainText("is waiting for our check");

  // The admin finds it waiting on the dashboard and records the check on her page.
  await page.goto("/admin/dashboard");
  const waiting = page.getByRole("region", { name: "Age Checks Waiting" });
  await waiting.getByRole("link", { name: muse.handle }).click();
  const section = page.locator("[data-age-check-section]");
  await expect(section.locator("img[data-age-document]")).toBeVisible();
  const form = page.getByRole("form", { name: "Record the age check" });
  await form.getByLabel("Yes, 18 or older").check();
  await form.getByLabel("Document", { exact: true }).selectOption("passport");
  await form.getByLabel("Issuing country").fill("ch");
  await form.getByLabel("Expiry month").fill("2032-03");
  await form.getByLabel("Document number").fill(`X${runId()}`);
  await form.getByRole("button", { name: "Record age check" }).click();
  await expectToast(page, "Age check recorded");
  await expect(section.locator("[data-age-check]")).toContainText("18 or older: Passport from CH");
  await expect(section.locator("img[data-age-document]")).toHaveCount(0);

  // Her task is gone and her listing is visible.
  await musePage.reload();
  await expect(musePage.getByRole("heading", { level: 1, name: muse.handle })).toBeVisible();
  await expect(musePage.locator("[data-age-task]")).toHaveCount(0);
  const listing = await musePage.goto(`/muse/${encodeURIComponent(muse.handle)}`);
  expect(listing?.status()).toBe(200);
  await expect(musePage.getByRole("heading", { level: 1, name: muse.handle })).toBeVisible();
  await museContext.close();
});
