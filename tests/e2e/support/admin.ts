import {
  expect as baseExpect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from "@playwright/test";
import sharp from "sharp";
import { testAdmin } from "./env.ts";
import { expectToast } from "./muse.ts";

// Each API function starts cold on the local server; on a busy machine the first answer can take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });

/** A suffix that keeps handles, e-mails and texts unique per run. */
export const runId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The cookie banner is answered up front so it never covers what a test clicks. */
export async function skipCookieBanner(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
}

/** Signs in through the /admin form, as an admin would (the e2e server's admin unless another is named). */
export async function signInThroughAdminForm(
  page: Page,
  admin: { email: string; password: string } = testAdmin(),
): Promise<void> {
  await page.goto("/admin");
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Access Admin Panel" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText("Login Successful", { exact: true })).toBeVisible();
}

/** A signed-in state: its cookies, as Playwright's storageState holds them. */
export type SessionState = Awaited<ReturnType<APIRequestContext["storageState"]>>;

/** The admin's signed-in state, kept for the worker's later tests. */
let adminState: SessionState | undefined;

/**
 * The admin's session, signed in once per worker through the API and saved as storageState; signed in again only when
 * a test ended it (a Logout, another account's sign-in in the same browser).
 */
export async function adminSession(baseURL: string): Promise<SessionState> {
  const context = await playwrightRequest.newContext({ baseURL, storageState: adminState });
  try {
    const session = (await (await context.get("/api/auth/session")).json()) as { user: { email: string } | null };
    const admin = testAdmin();
    if (session.user?.email !== admin.email) {
      const response = await context.post("/api/auth/signin", { data: admin, headers: { origin: baseURL } });
      expect(response.ok(), await response.text()).toBe(true);
    }
    adminState = await context.storageState();
    return adminState;
  } finally {
    await context.dispose();
  }
}

/**
 * Opens the admin panel as the e2e server's admin, with the worker's saved admin session (no form: the tests of the
 * /admin sign-in form itself walk it, `signInThroughAdminForm`).
 */
export async function loginAsAdmin(page: Page): Promise<void> {
  const baseURL = test.info().project.use.baseURL!;
  await page.context().addCookies((await adminSession(baseURL)).cookies);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

export interface Stats {
  total: number;
  pending: number;
  approved: number;
  rejected: number;
  suspended: number;
  contacts: number;
  unread: number;
  approval_rate: number;
  open_reports: number;
  urgent_reports: number;
  open_appeals: number;
  open_verifications: number;
  undelivered_mail: number;
}

export async function adminStats(request: APIRequestContext): Promise<Stats> {
  const response = await request.get("/api/admin/stats");
  expect(response.status()).toBe(200);
  return (await response.json()) as Stats;
}

async function picture(color: string): Promise<Blob> {
  const bytes = await sharp({ create: { width: 480, height: 640, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: "image/jpeg" });
}

/**
 * Submits a Muse application the way the public form does (multipart, both pictures). Pass a signed-out
 * request context: a signed-in caller's application is linked to their account.
 */
export async function submitApplication(
  request: APIRequestContext,
  handle: string,
  city = "Zurich",
  pictures: { profile?: Buffer; feet?: Buffer } = {},
): Promise<{ id: string; claim: string }> {
  const form = new FormData();
  form.append("handle", handle);
  form.append("city", city);
  form.append("categories", "Foot Worship");
  form.append("categories", "Pedicure Sessions");
  form.append("bio", `Test applicant ${handle}: calm, discreet and punctual, happy to meet for a coffee first.`);
  form.append("phone_number", "+41 44 555 12 34");
  form.append("how_found_us", "Reddit");
  form.append("email", `${handle.toLowerCase()}@example.test`);
  form.append("age_confirmed", "true");
  form.append("terms_accepted", "true");
  const file = (bytes: Buffer) => new Blob([new Uint8Array(bytes)], { type: "image/jpeg" });
  form.append("profile_picture", pictures.profile ? file(pictures.profile) : await picture("#c08457"), "profile.jpg");
  form.append("feet_picture", pictures.feet ? file(pictures.feet) : await picture("#e8c4b0"), "feet.jpg");
  form.append("age_document", await picture("#d8d0c0"), "passport.jpg");
  const response = await request.post("/api/applications", { multipart: form });
  expect(response.status(), await response.text()).toBe(201);
  const { application, claim_token } = (await response.json()) as { application: { id: string }; claim_token: string };
  return { id: application.id, claim: claim_token };
}

export interface Applicant {
  id: string;
  handle: string;
  email: string;
  password: string;
}

/**
 * An applicant as the site sees one: the application sent signed out, then the account created with its
 * handle, which links the two (so the decision e-mails have an address and the dashboard shows the status).
 */
export async function applyWithAccount(baseURL: string, handle: string, city: string): Promise<Applicant> {
  const applicant = await playwrightRequest.newContext({ baseURL });
  try {
    const { id, claim } = await submitApplication(applicant, handle, city);
    const account = { email: `${handle.toLowerCase()}@applicant.example`, password: "applicant-velvet-harbour-123" };
    const signUp = await applicant.post("/api/auth/signup", {
      data: { ...account, user_type: "muse", handle, claim_token: claim },
    });
    expect(signUp.status(), await signUp.text()).toBe(201);
    expect(((await signUp.json()) as { linked: boolean }).linked).toBe(true);
    return { id, handle, ...account };
  } finally {
    await applicant.dispose();
  }
}

/** Sends a message through the public contact endpoint; it arrives unread. */
export async function sendContact(
  request: APIRequestContext,
  contact: { name: string; email: string; subject: string; message: string },
) {
  const response = await request.post("/api/contacts", { data: contact });
  expect(response.status(), await response.text()).toBe(201);
}

/** Fills a moderation dialog's statement of reasons: the clause of the Terms and the facts the Muse reads. */
export async function fillStatement(dialog: Locator, clause: string, facts: string): Promise<void> {
  await dialog.getByLabel("Clause of the Terms").selectOption(clause);
  await dialog.getByLabel("Facts (the Muse reads them)").fill(facts);
}

/** Fills the statement, presses the dialog's `action` button and sees the `toast` that confirms the decision. */
export async function sendStatement(
  page: Page,
  dialog: Locator,
  { clause, facts, action, toast }: { clause: string; facts: string; action: string; toast: string },
): Promise<void> {
  await fillStatement(dialog, clause, facts);
  await dialog.getByRole("button", { name: action, exact: true }).click();
  await expectToast(page, toast);
}
