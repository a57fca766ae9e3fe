import { expect as baseExpect, type Page } from "@playwright/test";
import { test } from "./support/test.ts";
import { fillStatement, loginAsAdmin } from "./support/admin.ts";
import { declineCookies, museOnDashboard, visitorPage } from "./support/approved-muse.ts";
import { expectToast, picture } from "./support/muse.ts";
import { mailsTo } from "./support/outbox.ts";
import { expectNoAxeViolations, WCAG_AA } from "./support/axe.ts";
import { photoVerifiedLabel } from "../../src/domain/verification-texts.ts";
import { addMonths } from "../../src/domain/site-day.ts";
import { formatDate } from "../../src/lib/format.ts";

// Each API function starts cold on the local server; on a busy machine the first answer can take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });

test.describe.configure({ timeout: 240_000 });

/** Asks for a code on her dashboard and sends a picture for it; the code and gesture she was shown. */
async function requestAndSend(page: Page) {
  const card = page.locator("[data-verification-card]");
  await card.getByRole("button", { name: "Get Photo-Verified" }).click();
  const code = (await card.locator("[data-verification-code]").textContent())!.trim();
  const gesture = (await card.locator("[data-verification-gesture]").textContent())!.trim();
  expect(code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
  await expectNoAxeViolations(page, { tags: WCAG_AA });
  await card
    .getByLabel("Verification picture file")
    .setInputFiles(await picture("verification.png", { r: 200, g: 170, b: 150 }));
  await expectToast(page, "Thank you! An admin will compare your picture with your profile and let you know.");
  await expect(card.locator("[data-verification-waiting]")).toBeVisible();
  return { code, gesture };
}

/** The admin's queue entry of a Muse, on /admin/verifications. */
async function queueEntry(admin: Page, handle: string) {
  await admin.goto("/admin/verifications");
  const entry = admin.locator(`[data-verification="${handle}"]`);
  await expect(entry).toBeVisible();
  return entry;
}

test("a Muse is photo-verified: code, picture, the admin's confirmation, the badge on her profile and card, gone with a new profile picture", async ({
  page,
  browser,
  baseURL,
}) => {
  const muse = await museOnDashboard(page, baseURL!);
  // Before she is verified, the card tells her what she gets, not the visitors' "an admin compared … of her".
  const ownCard = page.locator("[data-verification-card]");
  await expect(ownCard).toContainText(
    "Get the “Photo verified” badge: send us one fresh picture of yourself holding a one-time code and making a gesture we choose",
  );
  await expect(ownCard).not.toContainText("of her");
  const { code, gesture } = await requestAndSend(page);

  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await declineCookies(admin);
  await loginAsAdmin(admin);
  await expect(admin.locator('[data-stat="Photo Verifications"] [data-stat-value]')).not.toHaveText("–");
  const entry = await queueEntry(admin, muse.handle);
  await expect(entry.locator("[data-expected-code]")).toHaveText(code);
  await expect(entry.locator("[data-expected-gesture]")).toHaveText(gesture);
  const verificationPicture = entry.getByRole("img", { name: `Verification picture sent by ${muse.handle}` });
  await expect
    .poll(() => verificationPicture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await entry.getByRole("button", { name: `Confirm Photo Verification of ${muse.handle}` }).click();
  await admin.getByRole("alertdialog").getByRole("button", { name: "Confirm", exact: true }).click();
  await expectToast(admin, "Photo verification confirmed");
  await expect(admin.locator(`[data-verification="${muse.handle}"]`)).toHaveCount(0);

  const label = photoVerifiedLabel(new Date());
  const visitor = await visitorPage(browser, baseURL!);
  await visitor.goto(`/muse/${muse.handle}`);
  await expect(visitor.locator("[data-photo-verified]")).toHaveText(label);
  await expectNoAxeViolations(visitor, { tags: WCAG_AA });
  await visitor.goto(`/directory?city=${muse.city}&verified=photo`);
  const card = visitor.locator("[data-muse-card]").filter({ has: visitor.getByRole("heading", { name: muse.handle }) });
  await expect(card.locator("[data-photo-verified]")).toHaveText(label);
  await expect(visitor.getByLabel("Verification")).toHaveValue("photo");
  await expectNoAxeViolations(visitor, { tags: WCAG_AA });
  expect((await mailsTo(muse.account.email)).map((mail) => mail.kind)).toContain("photo_verification");

  // A new profile picture was never compared with her: the dashboard says so first, then the badge goes.
  await page.reload();
  await expect(page.locator("[data-verified]")).toContainText(label);
  await expect(page.locator("[data-verified]")).toContainText(
    `Shown on your profile until ${formatDate(addMonths(new Date(), 12))}.`,
  );
  await page.getByRole("button", { name: "Replace Profile Picture" }).click();
  const warning = page.getByRole("alertdialog");
  await expect(warning).toContainText("Replacing your profile picture ends your photo verification");
  const chooser = page.waitForEvent("filechooser");
  await warning.getByRole("button", { name: "Choose a New Picture" }).click();
  await (await chooser).setFiles(await picture("new-profile.png", { r: 20, g: 140, b: 90 }));
  await expectToast(page, "Profile picture updated!");
  await expect(page.locator("[data-verified]")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Get Photo-Verified" })).toBeVisible();

  await visitor.goto(`/muse/${muse.handle}`);
  await expect(visitor.getByRole("heading", { level: 1, name: muse.handle })).toBeVisible();
  await expect(visitor.locator("[data-photo-verified]")).toHaveCount(0);
  await visitor.goto(`/directory?city=${muse.city}&verified=photo`);
  await expect(visitor.locator("[data-directory-count]")).toHaveText(/Showing \d+ of \d+ Muses/);
  await expect(visitor.getByRole("heading", { name: muse.handle })).toHaveCount(0);
  await adminContext.close();
});

test("a declined verification shows its statement on her dashboard and in the mail", async ({
  page,
  browser,
  baseURL,
}) => {
  const muse = await museOnDashboard(page, baseURL!);
  await requestAndSend(page);

  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await declineCookies(admin);
  await loginAsAdmin(admin);
  const entry = await queueEntry(admin, muse.handle);
  await entry.getByRole("button", { name: `Decline the verification of ${muse.handle}` }).click();
  const dialog = admin.getByRole("dialog", { name: "Decline photo verification" });
  const decline = dialog.getByRole("button", { name: "Decline", exact: true });
  // A statement of reasons: the clause and the facts, each asked for by name.
  await decline.click();
  await expect(dialog.getByText("Please choose the clause of the Terms", { exact: true })).toBeVisible();
  await expect(dialog.getByText("Please describe the facts", { exact: true })).toBeVisible();
  const reason = "The code on the paper is cut off. Please hold the whole sheet in view.";
  await fillStatement(dialog, "3.2", reason);
  await decline.click();
  await expectToast(admin, "Photo verification declined");
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(page.locator("[data-verification-declined]")).toContainText(reason);
  await expect(page.getByRole("button", { name: "Get Photo-Verified" })).toBeVisible();
  const statement = page
    .getByRole("region", { name: "Decisions about your profile" })
    .getByRole("article", { name: "Photo verification declined" });
  await expect(statement).toContainText(reason);
  await expect(statement.getByRole("link", { name: /^Clause 3\.2 of our Terms/ })).toHaveAttribute(
    "href",
    "/terms#clause-3-2",
  );
  await expect(statement).toContainText("Until you verify again");
  const mail = (await mailsTo(muse.account.email)).find((sent) => sent.subject.includes("declined"));
  expect(mail?.body_text).toContain(reason);
  await adminContext.close();
});
