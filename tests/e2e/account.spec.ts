import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import { test } from "./support/test.ts";
import { createApprovedMuse } from "./support/approved-muse.ts";
import { pictureStored } from "./support/blobs.ts";
import { mailsTo } from "./support/outbox.ts";
import { submitApplication } from "./support/admin.ts";
import { expectToast, skipCookieBanner, uniqueHandle } from "./support/muse.ts";

test.beforeEach(async ({ context }) => {
  await skipCookieBanner(context);
});

/** On /account: asks to move the e-mail to `address`, confirmed with `password`, and sees the link was sent. */
async function askToChangeEmail(page: Page, address: string, password: string) {
  await page.getByLabel("New E-mail").fill(address);
  await page.getByLabel("Your Password").fill(password);
  await page.getByRole("button", { name: "Send Confirmation Link" }).click();
  await expectToast(
    page,
    "We have sent a confirmation link to your new address. Your e-mail changes once you open it.",
  );
}

test("forgot password: the mailed link sets a new password and signs out every old session", async ({
  page,
  browser,
  baseURL,
}) => {
  const email = `${uniqueHandle("reset").toLowerCase()}@example.test`;
  const oldPassword = "old-velvet-harbour-123";
  const newPassword = "new-velvet-harbour-456";

  // The account is signed in on another device, which must lose its session.
  const otherDevice = await browser.newContext({ baseURL });
  const signUp = await otherDevice.request.post("/api/auth/signup", {
    data: { email, password: oldPassword, user_type: "seeker" },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const sessionBefore = (await (await otherDevice.request.get("/api/auth/session")).json()) as { user: unknown };
  expect(sessionBefore.user).not.toBeNull();

  // The address typed on the sign-in form goes along to "Forgot password?", and never into the address bar.
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "If an account exists for this e-mail, we have sent it a link to reset the password. The link is valid for one hour.",
  );

  await expect.poll(async () => (await mailsTo(email)).map((mail) => mail.kind)).toContain("password_reset");
  const mail = (await mailsTo(email)).find((entry) => entry.kind === "password_reset")!;
  const link = mail.body_text.match(/https?:\/\/\S+\/reset-password#token=[A-Za-z0-9_-]+/)?.[0];
  expect(link, mail.body_text).toBeDefined();

  await page.goto(link!);
  // The token leaves the address bar as soon as the page has read it.
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel("New Password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm New Password").fill(`${newPassword}-typo`);
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel("Confirm New Password").fill(newPassword);
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Your password has been changed and every session signed out. Please sign in with your new password.",
  );

  const sessionAfter = (await (await otherDevice.request.get("/api/auth/session")).json()) as { user: unknown };
  expect(sessionAfter.user).toBeNull();
  await otherDevice.close();

  // The used link says so as it opens, before any password is typed.
  const reopened = await page.context().newPage();
  await reopened.goto(link!);
  await expect(reopened.getByRole("status")).toHaveText(
    "This reset link is invalid or has expired. Please ask for a new one.",
  );
  await expect(reopened.getByLabel("New Password", { exact: true })).toHaveCount(0);
  await reopened.close();

  await page.getByRole("link", { name: "Go to Sign In" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(oldPassword);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expectToast(page, "Invalid credentials", "Please check your email and password and try again.");
  await page.getByLabel("Password").fill(newPassword);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expectToast(page, "Welcome back! Successfully signed in.");
});

test("a used or unknown reset link says so as the page opens and offers a new one", async ({ page }) => {
  await page.goto("/reset-password#token=not-a-real-token");
  await expect(page.getByRole("status")).toHaveText(
    "This reset link is invalid or has expired. Please ask for a new one.",
  );
  await expect(page.getByLabel("New Password", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Ask for a New Link" })).toHaveAttribute("href", "/forgot-password");

  await page.goto("/reset-password");
  await expect(page.getByRole("status")).toHaveText(
    "This reset link is invalid or has expired. Please ask for a new one.",
  );
  await expect(page.getByRole("link", { name: "Ask for a New Link" })).toHaveAttribute("href", "/forgot-password");
});

test("a Muse downloads her data, then deletes her account: profile, pictures and sign-in are gone", async ({
  page,
  baseURL,
}) => {
  // A whole life cycle (apply, approve, gallery, export, delete): a minute's work on a busy 2-core machine.
  test.slow();
  const muse = await createApprovedMuse(baseURL!, { city: "Hamburg", categories: ["Foot Worship"] });
  await page.goto("/auth");
  await page.getByLabel("Email").fill(muse.account.email);
  await page.getByLabel("Password").fill(muse.account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/muse-dashboard$/);

  const header = page.getByRole("banner");
  await header.getByRole("button", { name: "Profile" }).click();
  await header.getByRole("menuitem", { name: "Account Settings" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.locator("[data-account-email]")).toHaveText(muse.account.email);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download My Data" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^solemuse-my-data-[\d-]+\.json$/);
  const data = JSON.parse(readFileSync(await download.path(), "utf8")) as {
    account: { email: string };
    profile: { handle: string; profile_picture_url: string; feet_picture_url: string };
    gallery: { image_url: string }[];
  };
  expect(data.account.email).toBe(muse.account.email);
  expect(data.profile.handle).toBe(muse.handle);
  expect(data.gallery).toHaveLength(muse.galleryCount);
  const pictures = [
    data.profile.profile_picture_url,
    data.profile.feet_picture_url,
    ...data.gallery.map((g) => g.image_url),
  ];
  for (const url of pictures) {
    expect((await page.request.get(url)).status(), url).toBe(200);
    expect(pictureStored(url), url).toBe(true);
  }

  const remove = page.getByRole("button", { name: "Delete My Account" });
  await expect(remove).toBeDisabled();
  await page.getByLabel("Password", { exact: true }).fill("not-my-password");
  await page.getByLabel("I understand that this cannot be undone.").check();
  await remove.click();
  await expect(page.getByText("The password is not correct.").first()).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(muse.account.password);
  await remove.click();
  await expect(page.getByRole("heading", { name: "Account deleted" })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText("Your account and everything stored with it have been deleted.");
  // The header no longer shows her as signed in.
  await expect(header.getByRole("button", { name: "Profile" })).toBeHidden();
  await expect(header.getByRole("link", { name: "Join" }).first()).toBeVisible();

  await page.goto(`/muse/${muse.handle}`);
  await expect(page.getByRole("heading", { name: "Profile Not Found" })).toBeVisible();
  for (const url of pictures) {
    expect((await page.request.get(url)).status(), url).toBe(404);
    expect(pictureStored(url), url).toBe(false);
  }
  const signIn = await page.request.post("/api/auth/signin", { data: muse.account });
  expect(signIn.status()).toBe(400);
});

test("on a phone, deleting the account brings 'Account deleted' into view and signs the header out", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = `${uniqueHandle("leaving").toLowerCase()}@example.test`;
  const password = "leaving-velvet-harbour-123";
  const signUp = await page.request.post("/api/auth/signup", { data: { email, password, user_type: "seeker" } });
  expect(signUp.status(), await signUp.text()).toBe(201);

  await page.goto("/account");
  await expect(page.locator("[data-account-email]")).toHaveText(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("I understand that this cannot be undone.").check();
  await page.getByRole("button", { name: "Delete My Account" }).click();
  await expect(page.getByRole("heading", { name: "Account deleted" })).toBeInViewport();
  await expect(page.getByRole("heading", { name: "Account deleted" })).toBeFocused();
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.locator("[data-mobile-menu]");
  await expect(menu.getByRole("link", { name: "Join" })).toBeVisible();
  await expect(menu.getByRole("button", { name: "Sign Out" })).toBeHidden();
});

test("changing the e-mail takes effect once the link mailed to the new address is opened", async ({ page }) => {
  const email = `${uniqueHandle("moving").toLowerCase()}@example.test`;
  const newEmail = `new-${email}`;
  const password = "moving-velvet-harbour-123";
  const signUp = await page.request.post("/api/auth/signup", { data: { email, password, user_type: "seeker" } });
  expect(signUp.status(), await signUp.text()).toBe(201);

  // An address nobody confirmed cannot be moved: whoever signed up with it might not own it.
  await page.goto("/account");
  await expect(page.locator("[data-account-email]")).toHaveText(email);
  await expect(page.getByText("Please confirm your current e-mail address before changing it.")).toBeVisible();
  await expect(page.getByLabel("New E-mail")).toHaveCount(0);
  await expect.poll(async () => (await mailsTo(email)).map((entry) => entry.kind)).toContain("verification");
  const verification = (await mailsTo(email)).find((entry) => entry.kind === "verification")!;
  const verify = verification.body_text.match(/https?:\/\/\S+(\/api\/auth\/verify\?token=[A-Za-z0-9_-]+)/)![1]!;
  const confirmed = await page.request.get(verify, { maxRedirects: 0 });
  expect(confirmed.headers()["location"]).toBe("/auth?verified=1");

  await page.goto("/account");
  await expect(page.getByText("(confirmed)")).toBeVisible();
  // A change asked for by mistake is shown as waiting, and can be cancelled: its link then no longer works.
  const mistaken = `typo-${email}`;
  await askToChangeEmail(page, mistaken, password);
  const pending = page.locator("[data-pending-email]");
  await expect(pending).toContainText(`Waiting for confirmation: ${mistaken}`);
  await pending.getByRole("button", { name: "Cancel Change" }).click();
  await expectToast(page, "The change of address is cancelled: the link we sent no longer works.");
  await expect(pending).toHaveCount(0);
  await expect.poll(async () => (await mailsTo(mistaken)).map((mail) => mail.kind)).toContain("email_change");
  const mistakenLink = (await mailsTo(mistaken))
    .find((entry) => entry.kind === "email_change")!
    .body_text.match(/https?:\/\/\S+\/api\/account\/confirm-email\?token=[A-Za-z0-9_-]+/)![0];
  expect((await page.request.get(mistakenLink, { maxRedirects: 0 })).headers()["location"]).toBe(
    "/account?email=invalid",
  );

  await askToChangeEmail(page, newEmail, password);
  await expect(pending).toContainText(`Waiting for confirmation: ${newEmail}`);

  await expect.poll(async () => (await mailsTo(newEmail)).map((mail) => mail.kind)).toContain("email_change");
  const mail = (await mailsTo(newEmail)).find((entry) => entry.kind === "email_change")!;
  const link = mail.body_text.match(/https?:\/\/\S+\/api\/account\/confirm-email\?token=[A-Za-z0-9_-]+/)?.[0];
  expect(link, mail.body_text).toBeDefined();
  await page.reload();
  await expect(page.locator("[data-account-email]")).toHaveText(email);
  await expect(pending).toContainText(newEmail);

  await page.goto(link!);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.locator("[data-account-notice]")).toHaveText("Your e-mail address has been changed.");
  await expect(page.locator("[data-account-email]")).toHaveText(newEmail);
  await expect(page.getByText("(confirmed)")).toBeVisible();

  const oldSignIn = await page.request.post("/api/auth/signin", { data: { email, password } });
  expect(oldSignIn.status()).toBe(400);
  const newSignIn = await page.request.post("/api/auth/signin", { data: { email: newEmail, password } });
  expect(newSignIn.status()).toBe(200);
});

test("an applicant who lost the success panel asks for the link again and links her application with it", async ({
  page,
  request,
}) => {
  const handle = uniqueHandle("LostLink");
  const applied = await submitApplication(request, handle);
  const address = `${handle.toLowerCase()}@example.test`;
  const claimLinks = async () =>
    (await mailsTo(address))
      .filter((mail) => mail.kind === "application_received")
      .map((mail) => mail.body_text.match(/https?:\/\/\S+\/auth\?handle=\S+#claim=[A-Za-z0-9_-]+/)?.[0]);
  // The link of the success panel was mailed too.
  await expect.poll(claimLinks).toEqual([expect.stringContaining(`#claim=${applied.claim}`)]);

  // Without the link, /auth promises nothing and offers to send it again.
  await page.goto(`/auth?handle=${handle}&type=muse`);
  const help = page.locator("[data-claim-help]");
  await expect(help).toContainText(`To link application ${handle} to an account, open the link we e-mailed`);
  await expect(page.getByText("will be linked to this account")).toHaveCount(0);
  await help.getByLabel("E-mail given with the application").fill("someone-else@example.test");
  await help.getByRole("button", { name: "Send the Link Again" }).click();
  await expect(help.locator("[data-claim-link-sent]")).toHaveText(
    "If an application with this handle was sent with this address, we have e-mailed a new link to it. It works for 7 days.",
  );
  await page.reload();
  await help.getByLabel("E-mail given with the application").fill(address);
  await help.getByRole("button", { name: "Send the Link Again" }).click();
  await expect(help.locator("[data-claim-link-sent]")).toHaveText(
    "If an application with this handle was sent with this address, we have e-mailed a new link to it. It works for 7 days.",
  );
  await expect.poll(async () => (await claimLinks()).length).toBe(2);
  const [, renewed] = await claimLinks();

  // The new link links it at sign-up.
  await page.goto(renewed!);
  await expect(page.getByText(`Your application ${handle} will be linked to this account.`)).toBeVisible();
  await page.getByLabel("Email").fill(`account-${address}`);
  await page.getByLabel("Password", { exact: true }).fill("correct-horse-123");
  await page.getByLabel("Confirm Password").fill("correct-horse-123");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText(`Your account is ready and application ${handle} is linked to it.`)).toBeVisible();
});

test("an e-mail change link asked for before the owner's password reset cannot take her account", async ({
  page,
  browser,
  baseURL,
}) => {
  const email = `${uniqueHandle("owner").toLowerCase()}@example.test`;
  const takerEmail = `taker-${email}`;
  const password = "owner-velvet-harbour-123";
  const mailLink = async (to: string, kind: string, pattern: RegExp) => {
    await expect.poll(async () => (await mailsTo(to)).map((mail) => mail.kind)).toContain(kind);
    return (await mailsTo(to))
      .filter((mail) => mail.kind === kind)
      .at(-1)!
      .body_text.match(pattern)![0];
  };

  // The owner's confirmed account; someone holding a session of hers asks to move it to their own address.
  const taker = await browser.newContext({ baseURL });
  expect(
    (await taker.request.post("/api/auth/signup", { data: { email, password, user_type: "seeker" } })).status(),
  ).toBe(201);
  const verify = await mailLink(email, "verification", /\/api\/auth\/verify\?token=[A-Za-z0-9_-]+/);
  expect((await taker.request.get(verify, { maxRedirects: 0 })).status()).toBe(302);
  const takerPage = await taker.newPage();
  await takerPage.goto("/account");
  await askToChangeEmail(takerPage, takerEmail, password);
  const changeLink = await mailLink(
    takerEmail,
    "email_change",
    /https?:\/\/\S+\/api\/account\/confirm-email\?token=[A-Za-z0-9_-]+/,
  );

  // The owner takes her account back with "Forgot password?".
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "If an account exists for this e-mail, we have sent it a link to reset the password. The link is valid for one hour.",
  );
  await page.goto(await mailLink(email, "password_reset", /https?:\/\/\S+\/reset-password#token=[A-Za-z0-9_-]+/));
  await page.getByLabel("New Password", { exact: true }).fill("her-new-password-456");
  await page.getByLabel("Confirm New Password").fill("her-new-password-456");
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Your password has been changed and every session signed out. Please sign in with your new password.",
  );

  // The old link no longer moves anything.
  await takerPage.goto(changeLink);
  await expect(takerPage).toHaveURL(/\/(account|auth)/);
  const asTaker = await page.request.post("/api/auth/signin", {
    data: { email: takerEmail, password: "her-new-password-456" },
  });
  expect(asTaker.status()).toBe(400);
  const asOwner = await page.request.post("/api/auth/signin", { data: { email, password: "her-new-password-456" } });
  expect(asOwner.status()).toBe(200);
  await taker.close();
});
