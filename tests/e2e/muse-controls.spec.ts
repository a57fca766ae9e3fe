import { expect as baseExpect, type Page } from "@playwright/test";
import { test } from "./support/test.ts";
import { fillStatement, loginAsAdmin } from "./support/admin.ts";
import {
  createApprovedMuse,
  declineCookies,
  museOnDashboard,
  openDashboard,
  signedInAsAdmin,
  visitorPage,
  type ApprovedMuse,
} from "./support/approved-muse.ts";
import { pictureStored } from "./support/blobs.ts";
import { expectToast, picture, uploadGalleryPicture } from "./support/muse.ts";
import { CAPTION_MAX } from "../../src/domain/profile.ts";
import { mailsTo } from "./support/outbox.ts";

// Each API function starts cold on the local server; on a busy machine the first answer can take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });

test.describe.configure({ timeout: 180_000 });

async function ownPictures(page: Page) {
  const response = await page.request.get("/api/dashboard/profile");
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    profile: { profile_picture_url: string; feet_picture_url: string };
    gallery: Array<{ image_url: string; caption: string | null }>;
  };
}

async function directoryLists(visitor: Page, muse: ApprovedMuse) {
  await visitor.goto(`/directory?city=${muse.city}`);
  await expect(visitor.getByText(/Showing \d+ of \d+ Muses/)).toBeVisible();
  return visitor.getByRole("heading", { name: muse.handle });
}

test("a Muse pauses her listing, disappears from the public site, and resumes it", async ({
  page,
  browser,
  baseURL,
}) => {
  const muse = await createApprovedMuse(baseURL!);
  const visitor = await visitorPage(browser, baseURL!);
  await expect(await directoryLists(visitor, muse)).toBeVisible();

  await openDashboard(page, muse);
  const listing = page.getByRole("region", { name: "Listing" });
  await expect(listing).toContainText("Your profile is live in the directory.");
  await listing.getByRole("button", { name: "Pause Listing" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Pause Listing" });
  await expect(confirm).toContainText("Your profile disappears from the directory until you resume it.");
  await confirm.getByRole("button", { name: "Pause Listing" }).click();
  await expectToast(page, "Your profile is paused and hidden from the directory.");
  await expect(listing.getByText("Paused", { exact: true })).toBeVisible();
  await expect(listing.getByRole("button", { name: "Resume Listing" })).toBeVisible();
  await expect(page.getByRole("link", { name: "View Public Profile" })).toHaveCount(0);

  await visitor.goto(`/muse/${muse.handle}`);
  await expect(visitor.getByRole("heading", { name: "Profile Not Found" })).toBeVisible();
  await expect(await directoryLists(visitor, muse)).toHaveCount(0);

  // Still hers to edit while paused.
  await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();
  // "Bio" is a label like the others beside it, not a serif heading.
  const fontOf = (element: Element) => getComputedStyle(element).fontFamily;
  const bioFont = await page.getByRole("heading", { name: "Bio", exact: true }).evaluate(fontOf);
  expect(bioFont).toBe(await page.locator("dt").first().evaluate(fontOf));

  await listing.getByRole("button", { name: "Resume Listing" }).click();
  await expectToast(page, "Your profile is live again.");
  await expect(listing).toContainText("Your profile is live in the directory.");
  await visitor.goto(`/muse/${muse.handle}`);
  await expect(visitor.getByRole("heading", { level: 1, name: muse.handle })).toBeVisible();
  await expect(await directoryLists(visitor, muse)).toBeVisible();
  await visitor.context().close();
});

test("a Muse replaces her profile picture: the new one shows and the old one is deleted", async ({
  page,
  browser,
  baseURL,
}) => {
  const muse = await museOnDashboard(page, baseURL!);
  const { profile: before } = await ownPictures(page);
  expect(pictureStored(before.profile_picture_url)).toBe(true);

  await page
    .getByLabel("New profile picture file")
    .setInputFiles(await picture("new-profile.png", { r: 20, g: 140, b: 90 }));
  await expectToast(page, "Profile picture updated!");

  const { profile: after } = await ownPictures(page);
  expect(after.profile_picture_url).not.toBe(before.profile_picture_url);
  expect(after.feet_picture_url).toBe(before.feet_picture_url);
  const shown = page.locator("[data-picture=profile] img");
  await expect(shown).toHaveAttribute("src", `${after.profile_picture_url}?size=card`);
  await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect.poll(() => pictureStored(before.profile_picture_url)).toBe(false);
  expect(pictureStored(after.profile_picture_url)).toBe(true);

  const visitor = await visitorPage(browser, baseURL!);
  await visitor.goto(`/muse/${muse.handle}`);
  await expect(visitor.locator(`img[src^="${after.profile_picture_url}"]`).first()).toBeVisible();
  await expect(visitor.locator(`img[src^="${before.profile_picture_url}"]`)).toHaveCount(0);
  await visitor.context().close();
});

test("an admin removes a Muse's new gallery picture from Recent Changes, and it leaves her profile", async ({
  page,
  browser,
  baseURL,
}) => {
  const muse = await museOnDashboard(page, baseURL!);
  const caption = `Review me ${muse.handle}`;
  await uploadGalleryPicture(page, await picture("new-gallery.png", { r: 200, g: 40, b: 160 }), caption);
  await expectToast(page, "Image uploaded!");
  const { gallery } = await ownPictures(page);
  const added = gallery.find((image) => image.caption === caption)!;
  expect(added).toBeTruthy();

  const visitor = await visitorPage(browser, baseURL!);
  await visitor.goto(`/muse/${muse.handle}`);
  await expect(visitor.locator(`img[src^="${added.image_url}"]`)).toHaveCount(1);

  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await declineCookies(admin);
  await loginAsAdmin(admin);
  await admin.getByRole("link", { name: /Recent Changes/ }).click();
  await expect(admin).toHaveURL(/\/admin\/changes$/);
  await expect(admin.getByRole("heading", { level: 1, name: "Recent Changes" })).toBeVisible();
  const entry = admin
    .locator("li[data-change]")
    .filter({ has: admin.locator(`img[src="${added.image_url}?size=card"]`) });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText("New gallery picture");
  await expect(entry.getByRole("link", { name: muse.handle })).toHaveAttribute(
    "href",
    /^\/admin\/applications\/[0-9a-f-]{36}$/,
  );
  await entry.getByRole("button", { name: /Remove picture/ }).click();
  const dialog = admin.getByRole("dialog", { name: "Remove picture" });
  await expect(dialog).toContainText(`New gallery picture of ${muse.handle}.`);
  await expect(dialog.getByRole("img", { name: `New gallery picture of ${muse.handle}` })).toBeVisible();
  const facts = `The picture shows another person's face (${muse.handle}).`;
  await fillStatement(dialog, "5.1", facts);
  await dialog.getByRole("button", { name: "Remove picture" }).click();
  await expectToast(admin, "Picture removed.");
  // Taking it down is its review: it leaves "To review" and is kept under "All".
  await expect(entry).toHaveCount(0);
  await admin.getByRole("group", { name: "Show changes" }).getByRole("button", { name: "All" }).click();
  await expect(admin).toHaveURL(/\/admin\/changes\?status=all$/);
  const removed = admin.locator("li[data-change]").filter({ hasText: "Removed" }).filter({ hasText: muse.handle });
  await expect(removed).toHaveCount(1);
  await expect(removed.locator("[data-reviewed]")).toContainText("Reviewed");
  await expect(admin.locator(`img[src="${added.image_url}?size=card"]`)).toHaveCount(0);

  await visitor.reload();
  await expect(visitor.getByRole("heading", { level: 1, name: muse.handle })).toBeVisible();
  await expect(visitor.locator(`img[src^="${added.image_url}"]`)).toHaveCount(0);
  // Kept while she may appeal, for her eyes only: her statement shows it, a visitor cannot open it.
  expect(pictureStored(added.image_url)).toBe(true);
  expect((await visitor.request.get(added.image_url)).status()).toBe(404);
  await page.reload();
  const statement = page
    .getByRole("region", { name: "Decisions about your profile" })
    .getByRole("article", { name: "Picture removed" });
  await expect(statement).toContainText(facts);
  await expect(statement.getByRole("img", { name: "The picture removed from your profile" })).toHaveAttribute(
    "src",
    `${added.image_url}?size=card`,
  );
  await expect(statement.getByRole("img", { name: "The picture removed from your profile" })).toHaveJSProperty(
    "complete",
    true,
  );
  await expect
    .poll(async () => (await mailsTo(muse.account.email)).filter((mail) => mail.kind === "picture_removed"))
    .toEqual([expect.objectContaining({ body_text: expect.stringContaining(facts) })]);
  await adminContext.close();
  await visitor.context().close();
});

test("a file that is not an image is refused before the caption dialog opens, and Cancel or Escape there uploads nothing", async ({
  page,
  baseURL,
}) => {
  const muse = await museOnDashboard(page, baseURL!);
  const shown = page.locator("[data-gallery-image]");
  await expect(shown).toHaveCount(muse.galleryCount);
  const uploads: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/dashboard/gallery")
      uploads.push(request.url());
  });
  const file = page.locator("#gallery-upload");
  const dialog = page.getByRole("dialog", { name: "Upload picture" });
  const captionField = dialog.getByLabel("Caption");

  await file.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a picture") });
  await expectToast(page, "Upload failed", "Please choose an image file.");
  await expect(dialog).toHaveCount(0);

  await file.setInputFiles(await picture("cancelled.png", { r: 90, g: 10, b: 200 }));
  await expect(dialog).toBeVisible();
  await expect(captionField).toBeFocused();
  // The server's limit, from the one rule both sides read.
  await expect(captionField).toHaveAttribute("maxlength", String(CAPTION_MAX));
  await captionField.fill("Never sent");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Upload Image" })).toBeEnabled();

  await file.setInputFiles(await picture("escaped.png", { r: 10, g: 90, b: 200 }));
  await expect(captionField).toHaveValue("");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(shown).toHaveCount(muse.galleryCount);

  // The next picture, with a caption, is the only upload: nothing was sent on Cancel or Escape.
  const caption = `Kept ${muse.handle}`;
  await uploadGalleryPicture(page, await picture("kept.png", { r: 10, g: 200, b: 90 }), caption, "Enter");
  await expectToast(page, "Image uploaded!");
  await expect(shown).toHaveCount(muse.galleryCount + 1);
  expect(uploads).toHaveLength(1);
  const { gallery } = await ownPictures(page);
  expect(gallery).toHaveLength(muse.galleryCount + 1);
  expect(gallery.map((image) => image.caption)).toContain(caption);
});

test("a Muse edits her captions, and visitors read them under the pictures and in the overlay", async ({
  page,
  browser,
  baseURL,
}) => {
  const muse = await museOnDashboard(page, baseURL!, { galleryCaptions: ["Old caption", null] });
  const tiles = page.locator("[data-gallery-image]");
  const dialog = page.getByRole("dialog", { name: "Edit caption" });
  const captionField = dialog.getByLabel("Caption");

  await page.getByRole("button", { name: "Edit caption of Old caption" }).click();
  await expect(captionField).toHaveValue("Old caption");
  // Cancel keeps the old one.
  await captionField.fill("Not kept");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(tiles.first()).toContainText("Old caption");

  await page.getByRole("button", { name: "Edit caption of Old caption" }).click();
  await expect(captionField).toHaveValue("Old caption");
  await captionField.fill("Golden hour");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Caption saved.");
  await expect(dialog).toHaveCount(0);
  await expect(tiles.first()).toContainText("Golden hour");

  // The picture without a caption gets one, saved with Enter.
  await page.getByRole("button", { name: "Edit caption of image 2" }).click();
  await expect(captionField).toHaveValue("");
  await captionField.fill("Second look");
  await captionField.press("Enter");
  await expect(dialog).toHaveCount(0);
  await expect(tiles.nth(1)).toContainText("Second look");
  expect((await ownPictures(page)).gallery.map((image) => image.caption)).toEqual(["Golden hour", "Second look"]);

  const visitor = await visitorPage(browser, baseURL!);
  await visitor.goto(`/muse/${muse.handle}`);
  const gallery = visitor.getByRole("region", { name: "Gallery" });
  await expect(gallery.locator("figcaption")).toHaveText(["Golden hour", "Second look"]);
  await gallery.getByRole("button", { name: "Open Golden hour full screen" }).click();
  const overlay = visitor.locator("[data-image-overlay]");
  // After her main photo's two pictures.
  await expect(overlay.locator("[data-overlay-counter]")).toHaveText("3 of 4");
  await expect(overlay.locator("[data-overlay-caption]")).toHaveText("Golden hour");
  await overlay.getByRole("button", { name: "Next picture" }).click();
  await expect(overlay.locator("[data-overlay-counter]")).toHaveText("4 of 4");
  await expect(overlay.locator("[data-overlay-caption]")).toHaveText("Second look");
  await visitor.context().close();
});

test("a Muse moves a gallery picture up, and her public profile shows the new order", async ({ page, baseURL }) => {
  const muse = await museOnDashboard(page, baseURL!);
  const { gallery } = await ownPictures(page);
  const [first, second] = gallery.map((image) => image.image_url);
  const shown = page.locator("[data-gallery-image] img");
  await expect(shown).toHaveCount(2);
  await expect(shown.first()).toHaveAttribute("src", `${first}?size=card`);
  await expect(page.getByRole("button", { name: "Move image 1 up" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Move image 2 down" })).toBeDisabled();

  await page.getByRole("button", { name: "Move image 2 up" }).click();
  await expectToast(page, "Gallery order saved.");
  await expect(shown.first()).toHaveAttribute("src", `${second}?size=card`);
  await expect(shown.nth(1)).toHaveAttribute("src", `${first}?size=card`);

  const response = await page.request.get(`/api/muses/${muse.handle}`);
  const { gallery: publicGallery } = (await response.json()) as { gallery: Array<{ image_url: string }> };
  expect(publicGallery.map((image) => image.image_url)).toEqual([second, first]);
});

test("a suspended Muse sees Suspended and the statement, may fix her profile and pictures and appeal, but cannot pause or resume", async ({
  page,
  baseURL,
}) => {
  const muse = await createApprovedMuse(baseURL!);
  const reason = `Suspended for review of ${muse.handle}`;
  const admin = await signedInAsAdmin(baseURL!);
  const { applications } = (await (await admin.get("/api/applications")).json()) as {
    applications: Array<{ id: string; handle: string }>;
  };
  const id = applications.find((application) => application.handle === muse.handle)!.id;
  const suspended = await admin.post(`/api/applications/${id}/status`, {
    data: { action: "suspend", clause: "8.1", reason },
  });
  expect(suspended.status(), await suspended.text()).toBe(200);
  await admin.dispose();

  await openDashboard(page, muse);
  await expect(page.getByText("Suspended", { exact: true })).toBeVisible();
  await expect(page.getByText(reason)).toBeVisible();
  await expect(page.getByText("Your profile is suspended and hidden from the directory.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Pause Listing|Resume Listing/ })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Gallery" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Replace Profile Picture" })).toBeVisible();
  await expect(page.locator("[data-status-note]").getByRole("button", { name: "Appeal this decision" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Ask for Review" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "View Public Profile" })).toHaveCount(0);
});
