import { expect as baseExpect, type Page } from "@playwright/test";
import { test } from "./support/test.ts";
import { createApprovedMuse, declineCookies, islandsHydrated, openDashboard } from "./support/approved-muse.ts";
import { expectToast } from "./support/muse.ts";
import { daysPass } from "./support/tours.ts";
import { axeViolations, WCAG_AA } from "./support/axe.ts";
import { expectLightPage } from "./support/page-weight.ts";
import { addDays, siteToday } from "../../src/domain/site-day.ts";
import { formatDay, formatDayRange } from "../../src/lib/format.ts";

// Each API function starts cold on the local server; on a busy machine the first answer can take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });

test.describe.configure({ timeout: 240_000 });

/**
 * Text the dashboard writes in the browser, which may space a range of days otherwise than the server's Node (thin
 * or plain spaces around the dash): any run of spaces in `text` matches any other.
 */
const spaced = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s*"));

/** The count line of a city's directory: how many Muses it shows. */
async function shownIn(page: Page, city: string): Promise<number> {
  await page.goto(`/directory?city=${city}`);
  const line = page.getByText(/Showing \d+ of \d+ Muses/);
  await expect(line).toBeVisible();
  return Number((await line.textContent())!.match(/Showing (\d+)/)![1]);
}

test("a tour lists a Berlin Muse in the Zurich directory with “Visiting until …” while it runs, and not after its last day", async ({
  page,
  browser,
  baseURL,
}) => {
  const muse = await createApprovedMuse(baseURL!, { city: "Berlin" });
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await declineCookies(visitor);
  const zurichBefore = await shownIn(visitor, "Zurich");
  const today = siteToday();
  const lastDay = addDays(today, 3);

  await openDashboard(page, muse);
  const tours = page.getByRole("region", { name: "Tours" });
  await expect(tours).toContainText("Up to 5 visits at a time, each from today to at most 60 days ahead");
  await expect(tours).toContainText("No visits planned.");
  // Her own city is not offered.
  await expect(tours.getByLabel("Destination").locator("option", { hasText: "Berlin" })).toHaveCount(0);
  await tours.getByLabel("Destination").selectOption("Zurich");
  await tours.getByLabel("First day").fill(today);
  await tours.getByLabel("Last day").fill(lastDay);
  await tours.getByRole("button", { name: "Add Visit" }).click();
  await expectToast(page, "Visit added.");
  const visits = tours.getByRole("list", { name: "Your visits" });
  await expect(visits.getByRole("listitem")).toHaveText([
    spaced(`Zurich: ${formatDayRange(today, lastDay)} Listed there now`),
  ]);

  // The visitor's Zurich directory lists her, says until when, and counts her.
  expect(await shownIn(visitor, "Zurich")).toBe(zurichBefore + 1);
  const card = visitor.locator("[data-muse-card]").filter({ has: visitor.getByRole("heading", { name: muse.handle }) });
  await expect(card).toContainText("Berlin");
  await expect(card).toContainText(`Visiting until ${formatDay(lastDay)}`);
  // At home and in the whole directory she is one of Berlin's, listed once.
  await visitor.goto("/directory?city=Berlin");
  await expect(visitor.getByRole("heading", { name: muse.handle })).toHaveCount(1);
  await expect(visitor.getByText(/Visiting until/)).toHaveCount(0);
  await visitor.goto(`/muse/${muse.handle}`);
  await expect(visitor.getByRole("list", { name: "Her visits to other cities" })).toHaveText(
    `Visiting Zurich until ${formatDay(lastDay)}`,
  );
  // Zurich's city page shows her in its "Visiting soon" row.
  await visitor.goto("/city/zurich-foot-fetish-encounters");
  const soon = visitor.getByRole("region", { name: "Visiting soon" });
  const row = soon.locator(`[data-visitor="${muse.handle}"]`);
  await expect(row.getByText("From Berlin")).toBeVisible();
  await expect(row.getByText(`Here until ${formatDay(lastDay)}`)).toBeVisible();
  await expect(row.getByRole("link", { name: `View Profile of ${muse.handle}` })).toHaveAttribute(
    "href",
    `/muse/${muse.handle}`,
  );
  expect(await axeViolations(visitor, { tags: WCAG_AA })).toEqual([]);
  // The row is read fresh by a few lines of script: the city page stays light and free of React.
  await expectLightPage(browser, `${baseURL}/city/zurich-foot-fetish-encounters`);
  await expectLightPage(browser, `${baseURL}/directory?city=Zurich`);
  const fresh = await visitor.request.get("/city/zurich-foot-fetish-encounters/visiting-soon");
  expect(fresh.headers()["netlify-cache-tag"]).toBe("muses");
  expect(fresh.headers()["x-robots-tag"]).toBe("noindex");
  expect((await visitor.request.get("/city/atlantis/visiting-soon")).status()).toBe(404);
  expect((await visitor.request.get("/xx/city/zurich-foot-fetish-encounters/visiting-soon")).status()).toBe(404);

  // Three days on it is her last day: still listed.
  await daysPass(muse.handle, 3);
  expect(await shownIn(visitor, "Zurich")).toBe(zurichBefore + 1);
  await expect(card).toContainText(`Visiting until ${formatDay(today)}`);

  // The day after, she is gone from Zurich, its count and its city page, and her visit from her page and dashboard.
  await daysPass(muse.handle, 1);
  expect(await shownIn(visitor, "Zurich")).toBe(zurichBefore);
  await expect(visitor.getByRole("heading", { name: muse.handle })).toHaveCount(0);
  await visitor.goto("/city/zurich-foot-fetish-encounters");
  await expect(visitor.locator("[data-visiting-soon]")).toBeAttached();
  await expect(visitor.locator(`[data-visitor="${muse.handle}"]`)).toHaveCount(0);
  await visitor.goto(`/muse/${muse.handle}`);
  await expect(visitor.getByRole("heading", { level: 1, name: muse.handle })).toBeVisible();
  await expect(visitor.getByRole("list", { name: "Her visits to other cities" })).toHaveCount(0);
  await page.reload();
  await expect(tours).toContainText("No visits planned.");
  await visitor.context().close();
});

test("a Muse plans her tour in German: the rules, the list and the removal speak German", async ({ page, baseURL }) => {
  const muse = await createApprovedMuse(baseURL!, { city: "Hamburg" });
  const today = siteToday();
  await declineCookies(page);
  const signIn = await page.request.post("/api/auth/signin", { data: muse.account });
  expect(signIn.status(), await signIn.text()).toBe(200);
  await page.goto("/de/muse-dashboard");
  await expect(page.getByRole("heading", { level: 1, name: muse.handle })).toBeVisible();
  await islandsHydrated(page);

  const tours = page.getByRole("region", { name: "Reisen" });
  await expect(tours).toContainText("Bis zu 5 Besuche gleichzeitig");
  await expect(tours).toContainText("Keine Besuche geplant.");
  const city = tours.getByLabel("Reiseziel");
  await expect(city.locator("option", { hasText: "Hamburg" })).toHaveCount(0);

  // Nothing chosen: each field says what it needs, in German.
  await tours.getByRole("button", { name: "Besuch eintragen" }).click();
  await expect(tours.getByText("Bitte wählen Sie eine Stadt aus")).toBeVisible();
  await expect(tours.getByText("Bitte geben Sie den ersten Tag an")).toBeVisible();

  const first = addDays(today, 5);
  const last = addDays(today, 8);
  await city.selectOption("Zurich");
  await tours.getByLabel("Erster Tag").fill(first);
  await tours.getByLabel("Letzter Tag").fill(last);
  await tours.getByRole("button", { name: "Besuch eintragen" }).click();
  await expectToast(page, "Besuch eingetragen.");
  const visits = tours.getByRole("list", { name: "Ihre Besuche" });
  await expect(visits.getByRole("listitem")).toHaveText([spaced(`Zürich: ${formatDayRange(first, last, "de")}`)]);

  // A second visit sharing her last day, and one ending too far ahead.
  await city.selectOption("Vienna");
  await tours.getByLabel("Erster Tag").fill(last);
  await tours.getByLabel("Letzter Tag").fill(addDays(today, 61));
  await tours.getByRole("button", { name: "Besuch eintragen" }).click();
  await expect(tours.getByText("Dieser Besuch überschneidet sich mit einem anderen Ihrer Besuche")).toBeVisible();
  await expect(tours.getByText("Der letzte Tag darf höchstens 60 Tage nach heute liegen")).toBeVisible();
  await expect(visits.getByRole("listitem")).toHaveCount(1);

  // Removing asks first.
  await visits.getByRole("button", { name: "Besuch in Zürich entfernen" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Besuch entfernen" });
  await expect(confirm).toContainText(
    spaced(`Ihren Besuch in Zürich (${formatDayRange(first, last, "de")}) entfernen?`),
  );
  await confirm.getByRole("button", { name: "Entfernen" }).click();
  await expectToast(page, "Besuch entfernt.");
  await expect(tours).toContainText("Keine Besuche geplant.");
});
