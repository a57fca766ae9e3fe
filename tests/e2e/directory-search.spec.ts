import { expect, request as playwrightRequest, type Page } from "@playwright/test";
import { test } from "./support/test.ts";
import { createApprovedMuse, declineCookies, islandsHydrated, type ApprovedMuse } from "./support/approved-muse.ts";
import { cardOf, cards, museList } from "./support/directory.ts";
import { expectNoAxeViolations, WCAG_AA } from "./support/axe.ts";
import { holdAnswers } from "./support/network.ts";
import { BUDGET_BYTES, expectLightPage } from "./support/page-weight.ts";
import { CITIES, citySlug } from "../../src/domain/cities.ts";
import { layoutShift, watchLayoutShifts } from "./support/layout-shift.ts";

/**
 * Search by name and sort on the directory (issue 32): both live in the address like the filters, the server renders
 * the list they ask for, and a reload or Back shows it again. City pages show their city's listed Muses, fresh
 * although the page was built before they were listed, in the page's language, without moving what is below them.
 */

const cardHandles = (page: Page) => page.locator("[data-muse-card] h2").allTextContents();
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

/** Makes a Muse the most recently updated one, as her own change of availability does. */
async function updateAvailability(baseURL: string, muse: ApprovedMuse): Promise<void> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const signIn = await api.post("/api/auth/signin", { data: muse.account });
    expect(signIn.status(), await signIn.text()).toBe(200);
    const changed = await api.patch("/api/dashboard/profile", { data: { availability_status: "Busy" } });
    expect(changed.status(), await changed.text()).toBe(200);
  } finally {
    await api.dispose();
  }
}

let older: ApprovedMuse;
let newer: ApprovedMuse;

test.beforeAll(async ({ baseURL }) => {
  older = await createApprovedMuse(baseURL!, { city: "Hamburg", categories: ["Foot Worship"] });
  newer = await createApprovedMuse(baseURL!, { city: "Hamburg", categories: ["Pedicure Sessions"] });
  // The older one changed last: "Recently updated" puts her before the newer one.
  await updateAvailability(baseURL!, older);
});

test.beforeEach(async ({ page }) => {
  await declineCookies(page);
});

test.describe("search by name", () => {
  test("finds a Muse by part of her handle, keeps the search in the URL, across a reload and Back", async ({
    page,
  }) => {
    const all = await museList(page.request);
    await page.goto("/directory");
    await islandsHydrated(page);
    const historyBefore = await page.evaluate(() => history.length);

    // A part from inside her handle (E2E_<time><random>), in other letters' case.
    const part = older.handle.slice(-6).toUpperCase();
    await page.getByLabel("Search by name").pressSequentially(part, { delay: 40 });
    await expect.poll(() => param(page, "q")).toBe(part);
    const found = await museList(page.request, `?q=${part}`);
    expect(found.muses.map((muse) => muse.handle)).toEqual([older.handle]);
    await expect(page.locator("[data-directory-count]")).toHaveText(`Showing 1 of ${found.total} Muses`);
    await expect(cards(page)).toHaveCount(1);
    await expect(cardOf(page, older.handle)).toBeVisible();
    // Typing makes one history entry, not one per letter.
    expect(await page.evaluate(() => history.length)).toBe(historyBefore + 1);

    await page.reload();
    await islandsHydrated(page);
    await expect(page.getByLabel("Search by name")).toHaveValue(part);
    await expect(cards(page)).toHaveCount(1);
    await expect(cardOf(page, older.handle)).toBeVisible();

    await page.goBack();
    await expect.poll(() => param(page, "q")).toBeNull();
    await expect(page.getByLabel("Search by name")).toHaveValue("");
    await expect(page.locator("[data-directory-count]")).toHaveText(`Showing ${all.shown} of ${all.total} Muses`);
  });

  test("Enter searches at once, and a search that finds nobody says so", async ({ page }) => {
    await page.goto("/directory");
    await islandsHydrated(page);
    const search = page.getByLabel("Search by name");
    await search.fill("zz-nobody");
    await search.press("Enter");
    await expect.poll(() => param(page, "q")).toBe("zz-nobody");
    await expect(page.getByRole("heading", { name: "No Muses found" })).toBeVisible();
    await expect(
      page.getByText("No Muse's name matches “zz-nobody”. Check the spelling, or try another part of her name."),
    ).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByText(/^Showing 0 of \d+ Muses$/)).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the form sends the search and the order, and the server lists what they ask for", async ({ page }) => {
      await page.goto("/directory");
      await page.getByLabel("Search by name").fill(newer.handle.slice(4));
      await page.getByLabel("Sort by").selectOption({ label: "Recently updated" });
      await page.getByRole("button", { name: "Apply filters" }).click();
      await expect.poll(() => param(page, "q")).toBe(newer.handle.slice(4));
      expect(param(page, "sort")).toBe("updated");
      await expect(cards(page)).toHaveCount(1);
      await expect(cardOf(page, newer.handle)).toBeVisible();
    });
  });
});

test.describe("sort", () => {
  test("changes the order, keeps it in the URL and across a reload, and leaves Newest out of the URL", async ({
    page,
  }) => {
    await page.goto("/directory?city=Hamburg");
    await islandsHydrated(page);
    await expect(page.getByLabel("Sort by")).toHaveValue("newest");
    const newest = await museList(page.request, "?city=Hamburg");
    expect(newest.muses.slice(0, 2).map((muse) => muse.handle)).toEqual([newer.handle, older.handle]);
    expect((await cardHandles(page)).slice(0, 2)).toEqual([newer.handle, older.handle]);

    await page.getByLabel("Sort by").selectOption({ label: "Recently updated" });
    await expect.poll(() => param(page, "sort")).toBe("updated");
    expect(param(page, "city")).toBe("Hamburg");
    const updated = await museList(page.request, "?city=Hamburg&sort=updated");
    expect(updated.muses[0]!.handle).toBe(older.handle);
    await expect.poll(() => cardHandles(page)).toEqual(updated.muses.map((muse) => muse.handle));

    await page.reload();
    await islandsHydrated(page);
    await expect(page.getByLabel("Sort by")).toHaveValue("updated");
    expect(await cardHandles(page)).toEqual(updated.muses.map((muse) => muse.handle));

    await page.getByLabel("Sort by").selectOption({ label: "Photo verified first" });
    await expect.poll(() => param(page, "sort")).toBe("verified");
    const verified = await museList(page.request, "?city=Hamburg&sort=verified");
    await expect.poll(() => cardHandles(page)).toEqual(verified.muses.map((muse) => muse.handle));

    await page.getByLabel("Sort by").selectOption({ label: "Newest" });
    await expect.poll(() => param(page, "sort")).toBeNull();
    await expect.poll(() => cardHandles(page)).toEqual(newest.muses.map((muse) => muse.handle));
  });

  test("puts photo-verified Muses first", async ({ page }) => {
    const verified = await museList(page.request, "?verified=photo");
    expect(verified.shown, "a photo-verified Muse (the seed verifies one)").toBeGreaterThan(0);
    await page.goto("/directory?sort=verified");
    await expect(cards(page).first().locator("[data-photo-verified]")).toBeVisible();
    expect(await cardHandles(page)).toEqual(
      (await museList(page.request, "?sort=verified")).muses.map((m) => m.handle),
    );
  });

  test("Load more continues the search and the order", async ({ page }) => {
    const search = "e2e_";
    const expected = await museList(page.request, `?q=${search}&sort=updated`);
    expect(expected.shown).toBeGreaterThanOrEqual(2);
    // The one changed last comes first, though another was listed after her.
    expect(expected.muses[0]!.handle).toBe(older.handle);
    await page.goto(`/directory?q=${search}&sort=updated&limit=1`);
    await islandsHydrated(page);
    await expect(cards(page)).toHaveCount(1);
    await expect(cardOf(page, older.handle)).toBeVisible();
    const loadMore = page.getByRole("button", { name: "Load more" });
    const next = new URL((await loadMore.getAttribute("data-directory-load-more"))!, "http://localhost").searchParams;
    expect([next.get("q"), next.get("sort"), next.get("offset")]).toEqual([search, "updated", "1"]);
    await loadMore.click();
    await expect(cards(page)).toHaveCount(2);
    expect(await cardHandles(page)).toEqual(expected.muses.slice(0, 2).map((muse) => muse.handle));
    await expect(page.locator("[data-directory-count]")).toHaveText(
      `Showing ${expected.shown} of ${expected.total} Muses`,
    );
  });

  test(`the directory with a search and an order runs no React and at most ${BUDGET_BYTES / 1024} KB of gzipped JavaScript`, async ({
    browser,
    baseURL,
  }) => {
    await expectLightPage(browser, `${baseURL}/directory?q=e2e&sort=updated`);
  });

  test("the search and the order have no axe violations", async ({ page }) => {
    await page.goto("/directory?q=e2e&sort=verified");
    await expect(cards(page).first()).toBeVisible();
    await expectNoAxeViolations(page, { tags: WCAG_AA });
  });
});

test.describe("city pages show their Muses", () => {
  const hamburg = `/city/${citySlug("Hamburg")}`;
  const row = (page: Page) => page.locator('[data-section="muses"]');

  test("the English page lists the city's Muses, listed after the page was built, newest first", async ({ page }) => {
    const listed = await museList(page.request, "?city=Hamburg&limit=12");
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === `${hamburg}/muses`) fetched.push(request.url());
    });
    await page.goto(hamburg);
    await expect(row(page).getByRole("heading", { level: 2, name: "Muses in Hamburg" })).toBeVisible();
    await expect(row(page).getByRole("link", { name: "See all Muses in Hamburg" }).first()).toHaveAttribute(
      "href",
      "/directory?city=Hamburg",
    );
    await expect(cardOf(page, newer.handle)).toBeVisible();
    expect(await cardHandles(page)).toEqual(listed.muses.map((muse) => muse.handle));
    // Asked for once: the page's head preloads it, and the script's fetch takes the preloaded answer.
    expect(fetched).toHaveLength(1);
    await expect(
      cardOf(page, newer.handle).getByRole("link", { name: `View Profile of ${newer.handle}` }),
    ).toHaveAttribute("href", `/muse/${newer.handle}`);
    await expectNoAxeViolations(page, { tags: WCAG_AA });
  });

  test("the German page lists them in German", async ({ page }) => {
    await page.goto(`/de${hamburg}`);
    await expect(row(page).getByRole("heading", { level: 2, name: "Musen in Hamburg" })).toBeVisible();
    await expect(row(page).getByRole("link", { name: "Alle Musen in Hamburg ansehen" }).first()).toHaveAttribute(
      "href",
      "/de/directory?city=Hamburg",
    );
    const card = cardOf(page, older.handle);
    await expect(card).toBeVisible();
    await expect(card.getByRole("link", { name: /Profil ansehen/ })).toHaveAttribute(
      "href",
      `/de/muse/${older.handle}`,
    );
  });

  test("a city without Muses invites the first one", async ({ page }) => {
    let empty: string | undefined;
    for (const city of CITIES) {
      if ((await museList(page.request, `?city=${city}`)).shown === 0) {
        empty = city;
        break;
      }
    }
    expect(empty, "a city without any listed Muse").toBeDefined();
    await page.goto(`/city/${citySlug(empty as (typeof CITIES)[number])}`);
    await expect(row(page).getByText(`No Muse is listed in ${empty} yet.`)).toBeVisible();
    await expect(row(page).getByRole("link", { name: "Become the first Muse in this area" })).toHaveAttribute(
      "href",
      "/become-muse",
    );
    await expect(cards(page)).toHaveCount(0);
  });

  test("nothing moves while the Muses arrive, on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await watchLayoutShifts(page);
    const release = await holdAnswers(page, `**${hamburg}/muses`);
    await page.goto(hamburg);
    const frame = page.locator("[data-city-muses]");
    await frame.scrollIntoViewIfNeeded();
    await expect(frame).toHaveAttribute("aria-busy", "true");
    // The section right below the row (further down, a city's "Visiting soon" row may arrive as well).
    const below = page.locator('[data-section="benefits"]');
    const before = { frame: await frame.boundingBox(), below: await below.boundingBox() };
    release();
    await expect(cardOf(page, newer.handle)).toBeVisible();
    await expect(frame).not.toHaveAttribute("aria-busy");
    expect(await frame.boundingBox()).toEqual(before.frame);
    expect(await below.boundingBox()).toEqual(before.below);
    expect(await layoutShift(page)).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("when the Muses cannot be loaded, the frame links to the city's directory", async ({ page }) => {
    await page.route(`**${hamburg}/muses`, (route) => route.fulfill({ status: 503, body: "" }));
    await page.goto(hamburg);
    await expect(row(page).getByRole("link", { name: "Browse Muses in Hamburg" })).toHaveAttribute(
      "href",
      "/directory?city=Hamburg",
    );
    await expect(cards(page)).toHaveCount(0);
  });

  test("the fragment is cached like the directory and never indexed; an unknown city is not found", async ({
    request,
  }) => {
    const response = await request.get(`${hamburg}/muses`);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(response.headers()["x-robots-tag"]).toBe("noindex");
    expect((await request.get("/city/paris-foot-fetish-encounters/muses")).status()).toBe(404);
    expect((await request.get(`/xx${hamburg}/muses`)).status()).toBe(404);
  });

  test(`a city page still runs no React and at most ${BUDGET_BYTES / 1024} KB of gzipped JavaScript`, async ({
    browser,
    baseURL,
  }) => {
    await expectLightPage(browser, `${baseURL}${hamburg}`);
  });
});
