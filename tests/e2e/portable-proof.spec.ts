import { readFile } from "node:fs/promises";
import { join } from "node:path";
import {
  expect as baseExpect,
  request as playwrightRequest,
  type APIRequestContext,
  type Page,
} from "@playwright/test";
import sharp from "sharp";
import { test } from "./support/test.ts";
import { createApprovedMuse, openDashboard, signedInAsAdmin, visitorPage } from "./support/approved-muse.ts";
import { picture } from "./support/muse.ts";
import { expectNoAxeViolations, WCAG_AA } from "./support/axe.ts";
import { fingerprintImage, hammingDistance, LOOKALIKE_MAX_DISTANCE } from "../../functions/images/fingerprint.ts";
import { fingerprintFromHex } from "../../src/domain/receipts.ts";
import { mailsTo } from "./support/outbox.ts";
import { applicationForm } from "../fixtures/images/forms.ts";
import { upload } from "../fixtures/images/index.ts";
import { distinctPicture, stolenCopy } from "../fixtures/images/pictures.ts";

// Each API function starts cold on the local server; on a busy machine the first answer can take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });

test.describe.configure({ timeout: 240_000 });

const DEMO = join(import.meta.dirname, "../../public/demo");

/** Her photo verification, asked for, sent and confirmed through the API (the browser walk is photo-verification.spec). */
async function verify(page: Page, admin: APIRequestContext): Promise<void> {
  const asked = await page.request.post("/api/dashboard/verification");
  expect(asked.status(), await asked.text()).toBe(200);
  const { verification } = (await asked.json()) as { verification: { id: string } };
  const sent = await page.request.post("/api/dashboard/verification/picture", {
    multipart: { image: await picture("me.png", { r: 200, g: 170, b: 150 }) },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const confirmed = await admin.post(`/api/admin/verifications/${verification.id}/confirm`);
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

/** Replaces her profile picture through the API with `bytes`. */
async function replaceProfilePicture(page: Page, bytes: Buffer): Promise<void> {
  const replaced = await page.request.post("/api/dashboard/pictures/profile", {
    multipart: { image: { name: "profile.webp", mimeType: "image/webp", buffer: bytes } },
  });
  expect(replaced.status(), await replaced.text()).toBe(200);
}

test("a verified Muse's receipt: the snippet on her dashboard, the page and badge valid, then ended with a new profile picture", async ({
  page,
  browser,
  baseURL,
}) => {
  const muse = await createApprovedMuse(baseURL!, { galleryCaptions: [null] });
  await openDashboard(page, muse);
  const admin = await signedInAsAdmin(baseURL!);
  await verify(page, admin);

  await page.reload();
  const snippet = page.locator("[data-receipt-snippet]");
  await expect(snippet.getByRole("img", { name: /Photo verified/ })).toBeVisible();
  const code = await snippet.getByLabel("Code to paste").inputValue();
  const receiptUrl = /<a href="([^"]+\/verify\/[0-9a-f-]{36})"><img src="([^"]+\/badge\.svg)"/.exec(code);
  expect(receiptUrl, code).not.toBeNull();
  const [, receiptAddress, badgeAddress] = receiptUrl!;
  const receiptPath = new URL(receiptAddress!).pathname;

  const visitor = await visitorPage(browser, baseURL!);
  await visitor.goto(receiptPath);
  await expect(visitor.getByRole("heading", { level: 1, name: muse.handle })).toBeVisible();
  await expect(visitor.locator("[data-receipt-status]")).toHaveText("Valid");
  // Her profile picture and her one gallery picture, as they were compared.
  const covered = visitor.locator("[data-covered-pictures] img");
  await expect(covered).toHaveCount(2);
  await expect.poll(() => covered.first().evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expectNoAxeViolations(visitor, { tags: WCAG_AA });
  const jws = (await visitor.locator("[data-receipt-jws]").textContent())!.trim();
  expect(jws.split(".")).toHaveLength(3);
  const badge = async () => (await visitor.request.get(new URL(badgeAddress!).pathname)).text();
  expect(await badge()).toContain('data-status="valid"');

  await replaceProfilePicture(page, (await picture("new.png", { r: 20, g: 140, b: 90 })).buffer);
  await visitor.reload();
  await expect(visitor.locator("[data-receipt-status]")).toHaveText("Ended");
  await expect(visitor.locator("[data-ended-reason]")).toHaveText(
    "She replaced her profile picture after the verification.",
  );
  const ended = await badge();
  expect(ended).toContain('data-status="ended"');
  expect(ended).toContain(">Ended</tspan>");
  await admin.dispose();
});

test("/verify finds the verified Muse of a resized, recompressed copy of her picture and nobody for an unrelated one, sending only the fingerprint", async ({
  page,
  browser,
  baseURL,
}) => {
  const muse = await createApprovedMuse(baseURL!, { galleryCaptions: [] });
  await openDashboard(page, muse);
  const original = await readFile(join(DEMO, "baselbloom-gallery-2.webp"));
  await replaceProfilePicture(page, original);
  const admin = await signedInAsAdmin(baseURL!);
  await verify(page, admin);
  await admin.dispose();

  const visitor = await visitorPage(browser, baseURL!);
  const sent: string[] = [];
  visitor.on("request", (request) => {
    if (request.url().endsWith("/api/verify/lookup")) sent.push(request.postData() ?? "");
  });
  await visitor.goto("/verify");
  const input = visitor.getByLabel("Choose a picture");
  const status = visitor.locator("[data-lookup-status]");

  const copy = await sharp(original).resize({ width: 333 }).jpeg({ quality: 55 }).toBuffer();
  await input.setInputFiles({ name: "found-elsewhere.jpg", mimeType: "image/jpeg", buffer: copy });
  await expect(status).toHaveText("This picture matches a photo verified Muse:");
  await expect(visitor.locator("[data-lookup-results]").getByRole("link", { name: muse.handle })).toBeVisible();
  await expectNoAxeViolations(visitor, { tags: WCAG_AA });
  // The request carries the fingerprint and nothing else: no picture, no name, no size.
  expect(sent).toHaveLength(1);
  const body = JSON.parse(sent[0]!) as Record<string, unknown>;
  expect(Object.keys(body)).toEqual(["fingerprint"]);
  expect(body.fingerprint).toMatch(/^[0-9a-f]{16}$/);
  expect(sent[0]!.length).toBeLessThan(40);

  const unrelated = await readFile(join(DEMO, "ambertoes-feet.webp"));
  await input.setInputFiles({ name: "other.webp", mimeType: "image/webp", buffer: unrelated });
  await expect(status).toHaveText("No photo verified Muse has a picture like this one.");
  expect(sent).toHaveLength(2);
});

test("the browser's fingerprint of each demo picture is the server's, within a few bits", async ({
  browser,
  baseURL,
}) => {
  const visitor = await visitorPage(browser, baseURL!);
  await visitor.goto("/verify");
  const sent: string[] = [];
  visitor.on("request", (request) => {
    if (request.url().endsWith("/api/verify/lookup")) sent.push(request.postData() ?? "");
  });
  const input = visitor.getByLabel("Choose a picture");
  const names = [
    "ambertoes-profile.webp",
    "baselbloom-gallery-1.webp",
    "baselbloom-feet.webp",
    "ambertoes-gallery-3.webp",
  ];
  const distances: number[] = [];
  for (const [index, name] of names.entries()) {
    const bytes = await readFile(join(DEMO, name));
    await input.setInputFiles({ name, mimeType: "image/webp", buffer: bytes });
    await expect.poll(() => sent.length).toBe(index + 1);
    const { fingerprint } = JSON.parse(sent[index]!) as { fingerprint: string };
    const server = await fingerprintImage(new Uint8Array(bytes));
    distances.push(hammingDistance(fingerprintFromHex(fingerprint), server!));
  }
  // The same picture, the same bits but for rounding: far inside the threshold that tells copies apart.
  expect(Math.max(...distances), distances.join(", ")).toBeLessThanOrEqual(Math.floor(LOOKALIKE_MAX_DISTANCE / 2));
});

test("the stolen-photo watch: an application reusing her verified picture is mailed to her, and the mail's link sends the prefilled notice", async ({
  page,
  baseURL,
}) => {
  const muse = await createApprovedMuse(baseURL!, { galleryCaptions: [] });
  await openDashboard(page, muse);
  const original = await distinctPicture(9_101);
  await replaceProfilePicture(page, original);
  const admin = await signedInAsAdmin(baseURL!);
  await verify(page, admin);

  // Someone else applies, signed out, with a copy of her verified picture.
  const thief = `Copy${Date.now().toString(36)}`;
  const stranger = await playwrightRequest.newContext({ baseURL });
  const applied = await stranger.post("/api/applications", {
    multipart: await applicationForm({
      fields: { handle: thief, email: `${thief.toLowerCase()}@example.test` },
      profile_picture: upload(await stolenCopy(original), "me.jpg"),
    }),
  });
  expect(applied.status(), await applied.text()).toBe(201);
  await stranger.dispose();

  const mail = (await mailsTo(muse.account.email)).find((each) => each.body_text.includes("?watch="));
  expect(mail?.subject).toBe("A picture like your verified photo was uploaded to another profile");
  const link = new URL(/https?:\/\/\S+\?watch=[0-9a-f-]{36}/.exec(mail!.body_text)![0]);
  await page.goto(`${link.pathname}${link.search}`);

  const card = page.locator("[data-watch]");
  await expect(card.getByText("Uploaded to an application under review")).toBeVisible();
  await expect(card).not.toContainText(thief);
  const notice = page.getByRole("dialog", { name: "Report this profile" });
  await expect(notice.getByLabel("What is wrong")).toHaveValue(
    new RegExp(`photo verified profile on .+ is ${muse.handle}`),
  );
  await notice.getByLabel(/I confirm in good faith/).check();
  await notice.getByRole("button", { name: "Send notice" }).click();
  await expect(notice).toBeHidden();
  await expect(card.locator("[data-watch-reported]")).toContainText(
    /You reported it: reference SM-\S+ · Our team is reviewing it\./,
  );

  const reference = /SM-\S{4}-\S{4}/.exec((await card.locator("[data-watch-reported]").textContent())!)![0];
  const queue = (await (await admin.get("/api/reports?status=open&page=1")).json()) as {
    reports: Array<{ reference: string; handle: string; reason: string }>;
  };
  expect(queue.reports).toContainEqual(expect.objectContaining({ reference, handle: thief, reason: "fake_photos" }));
  await admin.dispose();
});
