import { expect, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import sharp from "sharp";
import { testAdmin } from "./env.ts";
import { recordAgeCheck } from "./age-check.ts";

/** A small PNG of one colour, as a file chooser payload. */
export async function picture(name: string, colour: { r: number; g: number; b: number }) {
  const buffer = await sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

/**
 * Picks a file for the dashboard's gallery, writes its caption in the dialog that asks for one, and sends it with
 * the Upload button or Enter; the dialog closes once the picture is stored.
 */
export async function uploadGalleryPicture(
  page: Page,
  file: Awaited<ReturnType<typeof picture>>,
  caption: string,
  send: "button" | "Enter" = "button",
) {
  await page.locator("#gallery-upload").setInputFiles(file);
  const dialog = page.getByRole("dialog", { name: "Upload picture" });
  const field = dialog.getByLabel("Caption");
  await field.fill(caption);
  if (send === "button") await dialog.getByRole("button", { name: "Upload", exact: true }).click();
  else await field.press("Enter");
  await expect(dialog).toHaveCount(0, { timeout: 30_000 });
}

/** A stored cookie choice keeps the banner from covering the forms. */
export async function skipCookieBanner(context: BrowserContext) {
  await context.addInitScript(() => window.localStorage.setItem("cookie-consent", "declined"));
}

export function uniqueHandle(prefix: string) {
  return `${prefix}_${Date.now()}_${Math.floor(Math.random() * 1000)}`;
}

export interface Application {
  handle: string;
  city: string;
  categories: string[];
  bio: string;
  phone: string;
  foundUs: string;
  /** Asked only when applying signed out: where the claim link is mailed. */
  email?: string;
}

/** Fills every text field, choice and checkbox of the application form (not the pictures). */
export async function fillApplication(page: Page, application: Application) {
  await page.getByLabel("Handle").fill(application.handle);
  await page.getByLabel("City").selectOption(application.city);
  for (const category of application.categories) await page.getByLabel(category).check();
  await page.getByLabel("Bio").fill(application.bio);
  await page.getByLabel("Phone Number").fill(application.phone);
  await page.getByLabel("How did you find us?").selectOption(application.foundUs);
  if (application.email) await page.getByLabel("Email", { exact: true }).fill(application.email);
  await page.getByLabel("I confirm that I am 18 years of age or older").check();
  await page.getByLabel(/I accept the Terms of Use/).check();
}

/** The admin's API session, on its own cookie jar so it never touches the browser's. */
export async function signInAsAdmin(request: APIRequestContext, baseURL: string) {
  const response = await request.post("/api/auth/signin", { data: testAdmin(), headers: { origin: baseURL } });
  expect(response.ok(), await response.text()).toBe(true);
}

export async function findApplication(request: APIRequestContext, handle: string) {
  const response = await request.get(`/api/applications?q=${encodeURIComponent(handle)}`);
  expect(response.ok()).toBe(true);
  const { applications } = (await response.json()) as { applications: Array<Record<string, unknown>> };
  return applications.find((application) => application.handle === handle);
}

export async function approveApplication(request: APIRequestContext, baseURL: string, handle: string) {
  const application = await findApplication(request, handle);
  expect(application, `application ${handle} is stored`).toBeTruthy();
  await recordAgeCheck(request, String(application!.id), { origin: baseURL });
  const response = await request.post(`/api/applications/${application!.id}/review`, {
    data: { decision: "approve" },
    headers: { origin: baseURL },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/**
 * A toast carries its title and its description; both must be visible. It follows an API call, which can take
 * seconds when its function starts cold on a busy machine.
 */
export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.locator("[data-toast]").filter({ hasText: title }).first();
  await expect(toast).toBeVisible({ timeout: 30_000 });
  if (description) await expect(toast).toContainText(description);
}
