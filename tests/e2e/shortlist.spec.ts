import { expect as baseExpect, type BrowserContext, type Page, type Request } from "@playwright/test";
import { test } from "./support/test.ts";
import { createApprovedMuse, declineCookies, signedInAsAdmin, type ApprovedMuse } from "./support/approved-muse.ts";
import { findApplication } from "./support/muse.ts";
import { expectLightPage } from "./support/page-weight.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { answerWithError } from "./support/network.ts";
import { SHORTLIST_KEY, SHORTLIST_MAX } from "../../src/domain/shortlist.ts";
import { citySlug, type City } from "../../src/domain/cities.ts";

/**
 * The shortlist lives on the device (decision 0055): hearts on directory cards and profiles, the header's count,
 * /shortlist, and no request that carries the list except the read of the saved Muses' public profiles.
 */

// Each API function starts cold on the local server; on a busy machine the first answer can take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const cardOf = (page: Page, handle: string) =>
  page.locator("[data-muse-card]").filter({ has: page.getByRole("heading", { name: handle, exact: true }) });
const heartOn = (page: Page, handle: string) =>
  cardOf(page, handle).getByRole("button", { name: new RegExp(`^(Add|Remove) ${handle} (to|from) shortlist$`) });
const headerCount = (page: Page) =>
  page
    .getByRole("banner")
    .getByRole("link", { name: /^Shortlist/ })
    .first();
const stored = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "null") as unknown, SHORTLIST_KEY);

/** Suspends a Muse the way an admin does (the status endpoint, with a clause and the facts). */
async function suspend(baseURL: string, handle: string): Promise<void> {
  const admin = await signedInAsAdmin(baseURL);
  try {
    const application = await findApplication(admin, handle);
    const suspended = await admin.post(`/api/applications/${String(application!.id)}/status`, {
      data: { action: "suspend", clause: "5.1", reason: "Two of her pictures are someone else's." },
    });
    expect(suspended.status(), await suspended.text()).toBe(200);
  } finally {
    await admin.dispose();
  }
}

/** Every request the browser makes in a context, with what it carries. */
function watchRequests(context: BrowserContext): { url: string; body: string; request: Request }[] {
  const seen: { url: string; body: string; request: Request }[] = [];
  context.on("request", (request) => seen.push({ url: request.url(), body: request.postData() ?? "", request }));
  return seen;
}

let ada: ApprovedMuse;
let bea: ApprovedMuse;

test.beforeAll(async ({ baseURL }) => {
  ada = await createApprovedMuse(baseURL!, { city: "Basel" });
  bea = await createApprovedMuse(baseURL!, { city: "Hamburg" });
});

test.beforeEach(async ({ page }) => {
  await declineCookies(page);
});

test("a seeker saves one Muse from the directory and one from her profile; after a reload /shortlist shows both; once one is suspended she is no longer available, and the list never leaves the device but to read public profiles", async ({
  page,
  context,
  baseURL,
}) => {
  // Signed in as a seeker: the read of the saved profiles must not carry her session.
  const signUp = await page.request.post("/api/auth/signup", {
    data: { email: `seeker-${Date.now()}@example.test`, password: "seeker-velvet-harbour-123", user_type: "seeker" },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  expect((await context.cookies()).length).toBeGreaterThan(0);
  const requests = watchRequests(context);

  await page.goto("/directory");
  const adaHeart = heartOn(page, ada.handle);
  await expect(adaHeart).toHaveAccessibleName(`Add ${ada.handle} to shortlist`);
  await expect(adaHeart).toHaveAttribute("aria-pressed", "false");
  await expect(adaHeart).toBeEnabled();
  await expect(headerCount(page)).toHaveAccessibleName("Shortlist: 0");
  await adaHeart.click();
  await expect(adaHeart).toHaveAttribute("aria-pressed", "true");
  await expect(adaHeart).toHaveAccessibleName(`Remove ${ada.handle} from shortlist`);
  await expect(headerCount(page)).toHaveAccessibleName("Shortlist: 1");

  await page.goto(`/muse/${bea.handle}`);
  const beaHeart = page.getByRole("main").getByRole("button", { name: "Add to shortlist" });
  await expect(beaHeart).toHaveAttribute("aria-pressed", "false");
  await beaHeart.click();
  const saved = page.getByRole("main").getByRole("button", { name: "Remove from shortlist" });
  await expect(saved).toHaveAttribute("aria-pressed", "true");
  await expect(headerCount(page)).toHaveAccessibleName("Shortlist: 2");

  await page.reload();
  await expect(saved).toHaveAttribute("aria-pressed", "true");
  await expect(headerCount(page)).toHaveAccessibleName("Shortlist: 2");
  // Handles as the site spells them and when each was added; nothing else.
  const list = (await stored(page)) as { version: number; muses: { handle: string; added: number }[] };
  expect(list.version).toBe(1);
  expect(list.muses.map((muse) => Object.keys(muse).sort())).toEqual([
    ["added", "handle"],
    ["added", "handle"],
  ]);
  expect(list.muses.map((muse) => muse.handle)).toEqual([ada.handle, bea.handle]);

  await headerCount(page).click();
  await expect(page).toHaveURL(/\/shortlist$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your Shortlist" })).toBeVisible();
  // The saved Muses, each an item of the list (a card's services are a list of their own).
  const items = page.getByRole("list", { name: "Saved Muses" }).locator(":scope > li");
  await expect(items).toHaveCount(2);
  // Newest first: Bea was saved last.
  await expect(items.nth(0).getByRole("heading", { level: 2 })).toHaveText(bea.handle);
  await expect(items.nth(1).getByRole("heading", { level: 2 })).toHaveText(ada.handle);
  await expect(cardOf(page, ada.handle).getByText(ada.city, { exact: true })).toBeVisible();
  await expect(cardOf(page, bea.handle).getByRole("link", { name: /View Profile/ })).toHaveAttribute(
    "href",
    `/muse/${bea.handle}`,
  );
  await expect(heartOn(page, bea.handle)).toHaveAttribute("aria-pressed", "true");

  await suspend(baseURL!, bea.handle);
  await page.reload();
  const gone = items.filter({ hasText: "No longer available" });
  await expect(gone).toHaveCount(1);
  await expect(gone.getByRole("heading", { level: 2 })).toHaveText(bea.handle);
  await expect(gone).toContainText(`${bea.handle} is no longer listed in the directory.`);
  await expect(cardOf(page, bea.handle)).toHaveCount(0);
  await expect(cardOf(page, ada.handle)).toBeVisible();

  await gone.getByRole("button", { name: `Remove ${bea.handle} from shortlist` }).click();
  await expect(items).toHaveCount(1);
  await expect(page.getByText("No longer available")).toHaveCount(0);
  await expect(headerCount(page)).toHaveAccessibleName("Shortlist: 1");
  expect(((await stored(page)) as { muses: { handle: string }[] }).muses.map((muse) => muse.handle)).toEqual([
    ada.handle,
  ]);

  // What left the browser: the handles went out only in the read of the saved Muses' public profiles (without the
  // session cookie), in the address of the profile she opened herself, and in her counts (decision 0067: a handle and
  // an event each, a view or an addition, without cookies; the list itself never).
  const carrying = requests.filter(({ url, body }) =>
    [ada.handle, bea.handle].some((handle) => `${url} ${body}`.toLowerCase().includes(handle.toLowerCase())),
  );
  const reads = carrying.filter(({ url }) => new URL(url).pathname === "/shortlist/results");
  expect(reads.length).toBeGreaterThanOrEqual(2);
  for (const { request } of reads) {
    expect(request.method()).toBe("GET");
    expect(await request.allHeaders()).not.toHaveProperty("cookie");
  }
  const counts = carrying.filter(({ url }) => new URL(url).pathname === "/api/statistics");
  for (const { request, body } of counts) {
    expect(await request.allHeaders()).not.toHaveProperty("cookie");
    expect(Object.keys(JSON.parse(body)).sort()).toEqual(["event", "handle"]);
  }
  expect(counts.length).toBeGreaterThan(0);
  const others = carrying.filter((entry) => !reads.some((read) => read.url === entry.url) && !counts.includes(entry));
  expect(new Set(others.map(({ url }) => new URL(url).pathname))).toEqual(new Set([`/muse/${bea.handle}`]));
});

test("hearts work on cards a new filter brings, from the keyboard, and follow a change made in another tab", async ({
  page,
  context,
}) => {
  await page.goto("/directory");
  await page.getByLabel("City").selectOption(ada.city);
  await expect.poll(() => new URL(page.url()).searchParams.get("city")).toBe(ada.city);
  const heart = heartOn(page, ada.handle);
  await expect(heart).toBeEnabled();
  await heart.focus();
  await page.keyboard.press("Enter");
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Space");
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await expect(headerCount(page)).toHaveAccessibleName("Shortlist: 0");

  const other = await context.newPage();
  await other.goto(`/muse/${ada.handle}`);
  await other.getByRole("main").getByRole("button", { name: "Add to shortlist" }).click();
  await expect(headerCount(other)).toHaveAccessibleName("Shortlist: 1");
  // The first tab hears of it through the storage event.
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await expect(headerCount(page)).toHaveAccessibleName("Shortlist: 1");
  await other.close();
});

test("the header counts the shortlist on the pages where Muses and admins work too", async ({ page }) => {
  await page.goto(`/muse/${ada.handle}`);
  await page.getByRole("main").getByRole("button", { name: "Add to shortlist" }).click();
  await expect(headerCount(page)).toHaveAccessibleName("Shortlist: 1");

  const link = page.getByRole("banner").locator("[data-shortlist-link]").first();
  for (const [path, name] of [
    ["/auth", "Shortlist: 1"],
    ["/muse-onboarding", "Shortlist: 1"],
    ["/admin", "Shortlist: 1"],
    ["/de/auth", "Merkliste: 1"],
  ]) {
    await page.goto(path!);
    await expect(link).toHaveAccessibleName(name!);
    await expect(link.locator("[data-shortlist-count]")).toHaveText("1");
  }
});

test("a city page's Muses have working hearts too: the row arrives after the page, its hearts save to the same list", async ({
  page,
}) => {
  await page.goto(`/city/${citySlug(ada.city as City)}`);
  const heart = heartOn(page, ada.handle);
  await expect(heart).toBeEnabled();
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await expect(headerCount(page)).toHaveAccessibleName("Shortlist: 1");
  expect(await stored(page)).toMatchObject({ muses: [expect.objectContaining({ handle: ada.handle })] });
});

test("an empty shortlist says how to save a Muse and links to the directory; a broken stored list reads as empty", async ({
  page,
}) => {
  await page.goto("/shortlist");
  await expect(page.getByRole("heading", { level: 2, name: "Your shortlist is empty" })).toBeVisible();
  await expect(
    page.getByText("Save a Muse with the heart on her card in the directory or on her profile, and she appears here."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse the directory" })).toHaveAttribute("href", "/directory");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  await page.evaluate((key) => localStorage.setItem(key, '{"version":1,"muses":[{"handle":'), SHORTLIST_KEY);
  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: "Your shortlist is empty" })).toBeVisible();
  await expect(headerCount(page)).toHaveAccessibleName("Shortlist: 0");
});

test("a read that fails says so, keeps the list, and tries again on request", async ({ page }) => {
  await page.goto(`/muse/${ada.handle}`);
  await page.getByRole("main").getByRole("button", { name: "Add to shortlist" }).click();
  await answerWithError(page, "**/shortlist/results?*", 503, {
    code: "unavailable",
    message: "Something went wrong. Please try again.",
  });
  await page.goto("/shortlist");
  await expect(page.getByRole("alert")).toHaveText("Your shortlist could not be loaded. Please try again.");
  await expect(headerCount(page)).toHaveAccessibleName("Shortlist: 1");
  await page.unroute("**/shortlist/results?*");
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(cardOf(page, ada.handle)).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test(`a full shortlist (${SHORTLIST_MAX} Muses) says so and saves no more`, async ({ page }) => {
  await page.goto(`/muse/${ada.handle}`);
  await page.evaluate(
    ({ key, max }) =>
      localStorage.setItem(
        key,
        JSON.stringify({
          version: 1,
          muses: Array.from({ length: max }, (_, i) => ({ handle: `muse${i}x`, added: i })),
        }),
      ),
    { key: SHORTLIST_KEY, max: SHORTLIST_MAX },
  );
  await page.reload();
  await expect(headerCount(page)).toHaveAccessibleName(`Shortlist: ${SHORTLIST_MAX}`);
  const heart = page.getByRole("main").getByRole("button", { name: "Add to shortlist" });
  await heart.click();
  await expect(page.locator("[aria-live] p").filter({ hasText: "Your shortlist is full" })).toHaveText(
    `Your shortlist is full: it holds up to ${SHORTLIST_MAX} Muses. Remove one to save another.`,
  );
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await expect(headerCount(page)).toHaveAccessibleName(`Shortlist: ${SHORTLIST_MAX}`);
});

test("the shortlist speaks the page's language", async ({ page }) => {
  await page.goto(`/de/muse/${ada.handle}`);
  await page.getByRole("main").getByRole("button", { name: "Auf die Merkliste" }).click();
  await expect(page.getByRole("main").getByRole("button", { name: "Von der Merkliste entfernen" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  const link = page.getByRole("banner").getByRole("link", { name: "Merkliste: 1" }).first();
  await link.click();
  await expect(page).toHaveURL(/\/de\/shortlist$/);
  await expect(page.getByRole("heading", { level: 1, name: "Ihre Merkliste" })).toBeVisible();
  await expect(heartOn(page, ada.handle)).toHaveCount(0);
  await expect(
    cardOf(page, ada.handle).getByRole("button", { name: `${ada.handle} von der Merkliste entfernen` }),
  ).toHaveAttribute("aria-pressed", "true");
  await expect(cardOf(page, ada.handle).getByRole("link", { name: /Profil ansehen/ })).toHaveAttribute(
    "href",
    `/de/muse/${ada.handle}`,
  );
});

test("the hearts and /shortlist, a card and a Muse no longer available on it, have no accessibility violations", async ({
  page,
}) => {
  await page.goto("/directory");
  await heartOn(page, ada.handle).click();
  await expect(heartOn(page, ada.handle)).toHaveAttribute("aria-pressed", "true");
  await expectNoAxeViolations(page);
  await page.evaluate((key) => {
    const list = JSON.parse(localStorage.getItem(key)!) as { muses: { handle: string; added: number }[] };
    list.muses.push({ handle: "NoSuchMuse", added: Date.now() });
    localStorage.setItem(key, JSON.stringify(list));
  }, SHORTLIST_KEY);
  await page.goto("/shortlist");
  await expect(page.getByText("No longer available")).toBeVisible();
  await expect(cardOf(page, ada.handle)).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the results part holds the saved Muses' cards and no script, refuses malformed handles, and is kept by the CDN", async ({
  request,
}) => {
  const read = await request.get(`/shortlist/results?handles=${ada.handle},NoSuchMuse`);
  expect(read.status()).toBe(200);
  expect(read.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
  expect(read.headers()["x-robots-tag"]).toBe("noindex");
  const html = await read.text();
  expect(html).toContain(`data-shortlist-item="${ada.handle.toLowerCase()}"`);
  expect(html).toContain('data-shortlist-item="nosuchmuse"');
  expect(html).not.toContain("<script");
  for (const handles of [
    "",
    "%3Cscript%3E",
    "a,,b",
    Array.from({ length: SHORTLIST_MAX + 1 }, (_, i) => `m${i}x`).join(","),
  ]) {
    const refused = await request.get(`/shortlist/results?handles=${handles}`);
    expect(refused.status(), handles).toBe(400);
    expect(refused.headers()["cache-control"], handles).toBe("no-store");
    expect(await refused.text(), handles).not.toContain("<script");
  }
});

test("/shortlist loads no React and at most 10 KB of gzipped JavaScript", async ({ browser, baseURL }) => {
  await expectLightPage(browser, `${baseURL}/shortlist`);
  await expectLightPage(browser, `${baseURL}/de/shortlist`);
});
