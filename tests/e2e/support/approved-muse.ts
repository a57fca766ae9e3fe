import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Browser,
  type Page,
} from "@playwright/test";
import sharp from "sharp";
import { adminSession, type SessionState } from "./admin.ts";
import { recordAgeCheck } from "./age-check.ts";

/** A solid-colour PNG: every upload gets its own bytes, so its own stored image. */
export async function pngImage(colour: string, width = 600, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

function png(name: string, bytes: Buffer): File {
  return new File([new Uint8Array(bytes)], name, { type: "image/png" });
}

/** An API context of its own with the worker's saved admin session (storageState). */
export async function signedInAsAdmin(baseURL: string): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL, storageState: await adminSession(baseURL) });
}

export interface ApprovedMuse {
  handle: string;
  city: string;
  categories: string[];
  bio: string;
  phone_number: string;
  call_number: string;
  telegram_handle: string;
  whatsapp_number: string;
  email: string;
  onlyfans_link: string;
  spoken_languages: string[];
  galleryCount: number;
  /** The muse's own account, to sign in to the dashboard. */
  account: { email: string; password: string };
  /** Her session from the sign-up (storageState), which opens her dashboard without signing in again. */
  session: SessionState;
}

/**
 * A muse with every public field set, made the way a real one is: application, sign-up linking it,
 * admin approval, profile edit and gallery uploads (one per entry of `galleryCaptions`, null for none; two
 * uncaptioned by default). The handle is unique per run.
 */
export async function createApprovedMuse(
  baseURL: string,
  {
    city = "Lausanne",
    categories = ["Custom Fantasy Requests", "Pedicure Sessions"],
    galleryCaptions = [null, null] as Array<string | null>,
  } = {},
): Promise<ApprovedMuse> {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const handle = `E2E_${stamp}`;
  const bio = `First line of ${handle}'s description, long enough to pass.\nSecond line after a line break.`;
  const phone_number = "+41 79 555 12 34";
  const museApi = await playwrightRequest.newContext({ baseURL });
  const admin = await signedInAsAdmin(baseURL);
  try {
    const form = new FormData();
    form.set("handle", handle);
    form.set("city", city);
    for (const category of categories) form.append("categories", category);
    form.set("bio", bio);
    form.set("phone_number", phone_number);
    form.set("how_found_us", "Reddit");
    form.set("email", `${handle.toLowerCase()}@example.test`);
    form.set("age_confirmed", "true");
    form.set("terms_accepted", "true");
    form.set("profile_picture", png("profile.png", await pngImage("#b04a5a")));
    form.set("feet_picture", png("feet.png", await pngImage("#4a6ab0")));
    form.set("age_document", png("passport.png", await pngImage("#d8d0c0")));
    const submitted = await museApi.post("/api/applications", { multipart: form });
    expect(submitted.status(), await submitted.text()).toBe(201);
    const { application, claim_token } = (await submitted.json()) as {
      application: { id: string };
      claim_token: string;
    };

    const account = { email: `${stamp}@muse.example`, password: "muse-velvet-harbour-123" };
    const signUp = await museApi.post("/api/auth/signup", {
      data: { ...account, user_type: "muse", handle, claim_token },
    });
    expect(signUp.status(), await signUp.text()).toBe(201);

    await recordAgeCheck(admin, application.id);
    const review = await admin.post(`/api/applications/${application.id}/review`, { data: { decision: "approve" } });
    expect(review.status(), await review.text()).toBe(200);

    const profile = {
      bio,
      city,
      availability_status: "Available",
      categories,
      birth_year: 1994,
      nationality: "Swiss",
      ethnicity: "European",
      hair_color: "Auburn",
      tattoos: true,
      smoker: false,
      spoken_languages: ["English", "French"],
      telegram_handle: `@tg_${stamp}`,
      whatsapp_number: "+41 (79) 555-98 76",
      call_number: "+41 44 555 98 70",
      email: `${stamp}@contact.example`,
      onlyfans_link: `https://fans.example/${stamp}`,
    };
    const edited = await museApi.put("/api/dashboard/profile", { data: profile });
    expect(edited.status(), await edited.text()).toBe(200);

    const galleryColours = ["#2e8b57", "#daa520", "#8a2be2", "#d2691e", "#4682b4"];
    for (const [index, caption] of galleryCaptions.entries()) {
      const upload = new FormData();
      upload.set(
        "image",
        png(`gallery-${index}.png`, await pngImage(galleryColours[index % galleryColours.length]!, 800, 800)),
      );
      if (caption !== null) upload.set("caption", caption);
      const uploaded = await museApi.post("/api/dashboard/gallery", { multipart: upload });
      expect(uploaded.status(), await uploaded.text()).toBe(201);
    }

    return {
      handle,
      city,
      categories,
      bio,
      phone_number,
      telegram_handle: profile.telegram_handle,
      whatsapp_number: profile.whatsapp_number,
      call_number: profile.call_number,
      email: profile.email,
      onlyfans_link: profile.onlyfans_link,
      spoken_languages: profile.spoken_languages,
      galleryCount: galleryCaptions.length,
      account,
      session: await museApi.storageState(),
    };
  } finally {
    await museApi.dispose();
    await admin.dispose();
  }
}

/** Keeps the cookie banner away: the tests are about the page under it. */
export async function declineCookies(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "declined"));
}

/** Astro drops the `ssr` attribute once an island has hydrated; before that, clicks reach plain HTML. */
export async function islandsHydrated(page: Page): Promise<void> {
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
}

/**
 * Opens the muse's dashboard with her saved session on the page's own cookie jar; signs her in through the API only
 * when a test has ended that session.
 */
export async function openDashboard(page: Page, muse: ApprovedMuse): Promise<void> {
  await declineCookies(page);
  await page.context().addCookies(muse.session.cookies);
  const current = (await (await page.request.get("/api/auth/session")).json()) as { user: { email: string } | null };
  if (current.user?.email !== muse.account.email) {
    const signIn = await page.request.post("/api/auth/signin", { data: muse.account });
    expect(signIn.status(), await signIn.text()).toBe(200);
  }
  await page.goto("/muse-dashboard");
  await expect(page.getByRole("heading", { level: 1, name: muse.handle })).toBeVisible({ timeout: 30_000 });
  await islandsHydrated(page);
}

/** A new approved muse (see createApprovedMuse) with her dashboard open on `page`. */
export async function museOnDashboard(
  page: Page,
  baseURL: string,
  options?: Parameters<typeof createApprovedMuse>[1],
): Promise<ApprovedMuse> {
  const muse = await createApprovedMuse(baseURL, options);
  await openDashboard(page, muse);
  return muse;
}

/** A signed-out visitor's page in its own browser context, with the cookie banner declined. */
export async function visitorPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await declineCookies(page);
  return page;
}
