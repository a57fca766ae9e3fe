import { expect, type Locator } from "@playwright/test";
import { test } from "./support/test.ts";
import { CITIES } from "../../src/domain/cities.ts";
import { CATEGORIES, IMAGE_ALTERNATION_MS } from "../../src/domain/options.ts";
import { DIRECTORY_MAX_PAGE_SIZE } from "../../src/domain/directory.ts";
import { createApprovedMuse, declineCookies, islandsHydrated, type ApprovedMuse } from "./support/approved-muse.ts";
import { cardOf, cards, museList } from "./support/directory.ts";
import { holdAnswers } from "./support/network.ts";

let muse: ApprovedMuse;

test.beforeAll(async () => {
  muse = await createApprovedMuse(test.info().project.use.baseURL!, {
    city: "Lausanne",
    categories: ["Custom Fantasy Requests", "Pedicure Sessions"],
  });
});

test.beforeEach(async ({ page }) => {
  await declineCookies(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server-rendered directory already holds the cards and the count", async ({ page }) => {
    const list = await museList(page.request);
    expect(list.demo).toBe(false);
    await page.goto("/directory");
    await expect(page.getByRole("heading", { level: 1, name: "Muse Directory" })).toBeVisible();
    await expect(page.getByText(`Showing ${list.shown} of ${list.total} Muses`)).toBeVisible();
    await expect(cards(page)).toHaveCount(list.muses.length);
    await expect(cardOf(page, muse.handle)).toBeVisible();
    await expect(page.getByRole("status")).toHaveCount(0);
  });
});

test("shows the cards on first paint without a spinner, with every card part", async ({ page }) => {
  const list = await museList(page.request);
  const response = await page.goto("/directory");
  expect(response?.status()).toBe(200);
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByRole("status")).toHaveCount(0);
  await expect(page.getByText(`Showing ${list.shown} of ${list.total} Muses`)).toBeVisible();
  await expect(page.getByLabel("City")).toHaveValue("all");
  await expect(page.getByLabel("Category")).toHaveValue("all");

  const card = cardOf(page, muse.handle);
  await expect(card.getByText("Available", { exact: true })).toBeVisible();
  await expect(card.getByText(muse.city, { exact: true })).toBeVisible();
  await expect(card.locator("p.line-clamp-2")).toContainText(`First line of ${muse.handle}`);
  for (const category of muse.categories) await expect(card.getByText(category, { exact: true })).toBeVisible();
  await expect(card.getByRole("link", { name: /View Profile/ })).toHaveAttribute("href", `/muse/${muse.handle}`);
});

test("sends the CDN cache headers with the page", async ({ page }) => {
  const response = await page.request.get("/directory");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
});

test("the count line shows no stale numbers while a new filter loads", async ({ page }) => {
  await page.goto("/directory");
  await islandsHydrated(page);
  const all = await museList(page.request);
  await expect(page.locator("[data-directory-count]")).toHaveText(`Showing ${all.shown} of ${all.total} Muses`);

  // Hold the filtered answer until the count line has been read.
  const release = await holdAnswers(page, "**/directory/results?*city=*");
  await page.getByLabel("City").selectOption(muse.city);
  await expect(page.locator("[data-directory-count]")).toHaveText("Loading Muses...");
  release();
  const byCity = await museList(page.request, `?city=${muse.city}`);
  await expect(page.locator("[data-directory-count]")).toHaveText(`Showing ${byCity.shown} of ${byCity.total} Muses`);
  await page.unroute("**/directory/results?*city=*");
});

test("filters by city and category, keeps them in the URL and across a reload", async ({ page }) => {
  await page.goto("/directory");
  await islandsHydrated(page);

  await page.getByLabel("City").selectOption(muse.city);
  await expect.poll(() => new URL(page.url()).searchParams.get("city")).toBe(muse.city);
  const byCity = await museList(page.request, `?city=${muse.city}`);
  await expect(page.getByText(`Showing ${byCity.shown} of ${byCity.total} Muses`)).toBeVisible();
  await expect(cards(page)).toHaveCount(byCity.muses.length);
  for (const card of await cards(page).all()) await expect(card).toContainText(muse.city);
  await expect(cardOf(page, muse.handle)).toBeVisible();

  const category = muse.categories[0]!;
  await page.getByLabel("Category").selectOption(category);
  await expect.poll(() => new URL(page.url()).searchParams.get("category")).toBe(category);
  expect(new URL(page.url()).searchParams.get("city")).toBe(muse.city);
  const both = await museList(page.request, `?city=${muse.city}&category=${encodeURIComponent(category)}`);
  expect(both.shown).toBeGreaterThan(0);
  await expect(page.getByText(`Showing ${both.shown} of ${both.total} Muses`)).toBeVisible();
  await expect(cards(page)).toHaveCount(both.muses.length);
  for (const card of await cards(page).all()) await expect(card.getByText(category, { exact: true })).toBeVisible();

  await page.reload();
  await islandsHydrated(page);
  await expect(page.getByLabel("City")).toHaveValue(muse.city);
  await expect(page.getByLabel("Category")).toHaveValue(category);
  await expect(page.getByText(`Showing ${both.shown} of ${both.total} Muses`)).toBeVisible();
  await expect(cardOf(page, muse.handle)).toBeVisible();

  await page.getByLabel("City").selectOption("all");
  await expect.poll(() => new URL(page.url()).searchParams.has("city")).toBe(false);
  const byCategory = await museList(page.request, `?category=${encodeURIComponent(category)}`);
  await expect(page.getByText(`Showing ${byCategory.shown} of ${byCategory.total} Muses`)).toBeVisible();
});

test("Load more adds the next cards below the first ones, each Muse once, until all are shown", async ({ page }) => {
  const all = await museList(page.request);
  expect(all.shown).toBeGreaterThan(4);
  await page.goto("/directory?limit=2");
  await expect(cards(page)).toHaveCount(2);
  const first = await page.locator("[data-muse-card] h2").allTextContents();
  const loadMore = page.getByRole("button", { name: "Load more" });
  await loadMore.click();
  await expect(cards(page)).toHaveCount(4);
  const handles = await page.locator("[data-muse-card] h2").allTextContents();
  expect(handles.slice(0, 2)).toEqual(first);
  expect(handles).toEqual(all.muses.slice(0, 4).map((muse) => muse.handle));
  await expect(page.locator("[data-directory-count]")).toHaveText(`Showing ${all.shown} of ${all.total} Muses`);

  // Then in pages of a third each (every test adds Muses), as the server allows: Load more until none is left.
  await page.goto(`/directory?limit=${Math.min(DIRECTORY_MAX_PAGE_SIZE, Math.ceil(all.shown / 3))}`);
  await expect(page.locator("[data-directory-count]")).toHaveText(`Showing ${all.shown} of ${all.total} Muses`);
  while (await loadMore.isVisible()) {
    const before = await cards(page).count();
    await loadMore.click();
    await expect.poll(() => cards(page).count()).toBeGreaterThan(before);
  }
  const every = await page.locator("[data-muse-card] h2").allTextContents();
  expect(every).toHaveLength(all.shown);
  expect(new Set(every).size).toBe(all.shown);
  // The cards added later alternate too: every frame holding two pictures has been started.
  const frames = await page.locator("[data-alternating]").evaluateAll((all) =>
    all.map((frame) => ({
      pictures: JSON.parse(frame.getAttribute("data-pictures") ?? "[]").length,
      state: frame.getAttribute("data-alternating"),
    })),
  );
  expect(frames.filter((frame) => frame.pictures === 2).length).toBeGreaterThan(2);
  expect(frames.filter((frame) => frame.pictures === 2 && frame.state !== "started")).toEqual([]);
});

test("the results part reads an odd query string as the unfiltered first page, never as an error", async ({
  request,
}) => {
  const all = await museList(request);
  const odd = [
    "city=%3Cscript%3Ealert(1)%3C%2Fscript%3E",
    "city=zurich&category=pedicure",
    "category=%00%FF",
    "offset=-1&limit=0",
    "offset=1e9&limit=1e9",
    "offset=abc&limit=4.5",
    "offset=%E2%80%AE&limit=",
  ];
  for (const query of odd) {
    const response = await request.get(`/directory/results?${query}`);
    expect(response.status(), query).toBe(200);
    const html = await response.text();
    expect(html, query).toContain(`data-count="Showing ${all.shown} of ${all.total} Muses"`);
    expect(html, query).not.toContain("<script");
  }
});

test('shows "No Muses found" when no profile matches the filters', async ({ page }) => {
  let empty: { city: string; category: string } | undefined;
  search: for (const city of CITIES) {
    for (const category of CATEGORIES) {
      const list = await museList(page.request, `?city=${city}&category=${encodeURIComponent(category)}`);
      if (list.shown === 0) {
        empty = { city, category };
        break search;
      }
    }
  }
  expect(empty, "a city and category pair without any Muse").toBeDefined();

  await page.goto("/directory");
  await islandsHydrated(page);
  await page.getByLabel("City").selectOption(empty!.city);
  await page.getByLabel("Category").selectOption(empty!.category);
  await expect(page.getByRole("heading", { name: "No Muses found" })).toBeVisible();
  await expect(page.getByText("Try adjusting your filters or check back later for new Muses")).toBeVisible();
  await expect(page.getByRole("link", { name: "Become the first Muse in this area" })).toHaveAttribute(
    "href",
    "/become-muse",
  );
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByText(/^Showing 0 of \d+ Muses$/)).toBeVisible();

  await page.reload();
  await expect(page.getByRole("heading", { name: "No Muses found" })).toBeVisible();
});

test("a card's picture alternates every 2 seconds and pauses while the pointer is over it", async ({ page }) => {
  // The page's clock, moved on by the test: each step is one alternation interval, with no real waiting.
  await page.clock.install();
  const step = async (locator: Locator) => {
    await page.clock.runFor(IMAGE_ALTERNATION_MS);
    return locator.getAttribute("src");
  };
  await page.goto("/directory");
  await islandsHydrated(page);
  const picture = cardOf(page, muse.handle).locator("img");
  await picture.scrollIntoViewIfNeeded();
  const first = await picture.getAttribute("src");
  expect(first).toMatch(/^\/api\/images\/muse-profile-pictures\/.+\?size=card$/);
  // The alternation starts once both pictures are in; from then on every interval changes the picture.
  await expect.poll(() => step(picture)).not.toBe(first);
  expect(await step(picture)).toBe(first);

  await picture.hover();
  await expect(cardOf(page, muse.handle).locator('[data-paused="true"]')).toHaveCount(1);
  const held = await picture.getAttribute("src");
  // Another card keeps alternating: its change there and back proves two intervals passed on the page's clock.
  const other = cards(page)
    .filter({ hasNot: page.getByRole("heading", { name: muse.handle, exact: true }) })
    .first()
    .locator("img");
  const seen = await other.getAttribute("src");
  await expect.poll(() => step(other)).not.toBe(seen);
  expect(await step(other)).toBe(seen);
  expect(await picture.getAttribute("src")).toBe(held);

  await page.mouse.move(0, 0);
  await expect.poll(() => step(picture)).not.toBe(held);
});

test("View Profile opens the muse's profile", async ({ page }) => {
  await page.goto(`/directory?city=${muse.city}`);
  await cardOf(page, muse.handle)
    .getByRole("link", { name: /View Profile/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/muse/${muse.handle}$`));
  await expect(page.getByRole("heading", { level: 1, name: muse.handle })).toBeVisible();
});
