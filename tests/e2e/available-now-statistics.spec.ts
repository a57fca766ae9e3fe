import { expect as baseExpect, type Page } from "@playwright/test";
import { test } from "./support/test.ts";
import { createApprovedMuse, declineCookies, openDashboard } from "./support/approved-muse.ts";
import { expectToast } from "./support/muse.ts";
import { onE2eDatabase } from "./support/tours.ts";
import { expectLightPage } from "./support/page-weight.ts";

// Each API function starts cold on the local server; on a busy machine the first answer can take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });

test.describe.configure({ timeout: 240_000 });

/** The time of day `iso` names as the page's script writes it: in the browser's own time zone and the page's language. */
const localTime = (page: Page, iso: string) =>
  page.evaluate(
    (when) =>
      new Intl.DateTimeFormat(document.documentElement.lang, { hour: "2-digit", minute: "2-digit" }).format(
        new Date(when),
      ),
    iso,
  );

test("a Muse switches “Available now” on for an hour: her card says until when, the filter finds her, and an hour later neither does", async ({
  page,
  browser,
  baseURL,
}) => {
  const muse = await createApprovedMuse(baseURL!, { city: "Geneva" });
  await openDashboard(page, muse);
  const switcher = page.getByRole("region", { name: "Available now" });
  await switcher.getByLabel("For how many hours").selectOption("1");
  await switcher.getByRole("button", { name: "Switch On" }).click();
  await expectToast(page, "You are shown as available now.");
  await expect(switcher).toContainText("Visitors see you as available now until");

  // A visitor in New York reads the end in her own time.
  const context = await browser.newContext({ baseURL, timezoneId: "America/New_York" });
  const visitor = await context.newPage();
  await declineCookies(visitor);
  const until = (
    (await (await visitor.request.get(`/api/muses/${muse.handle}`)).json()) as {
      muse: { available_until: string };
    }
  ).muse.available_until;
  await visitor.goto("/directory?city=Geneva");
  await visitor.getByLabel("Available now").selectOption("now");
  await expect(visitor).toHaveURL(/available=now/);
  const card = visitor.locator("[data-muse-card]").filter({ has: visitor.getByRole("heading", { name: muse.handle }) });
  const time = await localTime(visitor, until);
  await expect(card.locator("[data-available-now]")).toHaveText(`Available now · until ${time}`);
  await expect(card.locator("time")).toHaveAttribute("datetime", until);
  // The same line on her profile; never "online".
  await visitor.goto(`/muse/${muse.handle}`);
  await expect(visitor.locator("[data-available-now]")).toHaveText(`Available now · until ${time}`);
  await expect(visitor.getByText(/online/i)).toHaveCount(0);

  // An hour and a minute later (her switch moved into the past, as no request can), it has ended everywhere.
  await onE2eDatabase((client) =>
    client.query(
      `UPDATE profiles SET available_since = available_since - interval '61 minutes',
                           available_until = available_until - interval '61 minutes'
        WHERE lower(handle) = lower($1)`,
      [muse.handle],
    ),
  );
  await visitor.goto("/directory?city=Geneva&available=now");
  await expect(visitor.getByText(/Showing \d+ of \d+ Muses/)).toBeVisible();
  await expect(visitor.getByRole("heading", { name: muse.handle })).toHaveCount(0);
  await visitor.goto("/directory?city=Geneva");
  await expect(card).toBeVisible();
  await expect(card.locator("[data-available-now]")).toHaveCount(0);
  await page.reload();
  await expect(switcher.getByRole("button", { name: "Switch On" })).toBeVisible();
  await context.close();
});

test("three profile views and a contact click appear in her statistics; the beacon carries no cookie", async ({
  page,
  browser,
  baseURL,
}) => {
  const muse = await createApprovedMuse(baseURL!);
  const context = await browser.newContext({ baseURL });
  // A cookie of the site's, as a signed-in visitor has: the page's requests carry it, the beacons must not.
  await context.addCookies([{ name: "sm_probe", value: "present", url: baseURL! }]);
  const visitor = await context.newPage();
  await declineCookies(visitor);
  const beacons: { cookie?: string; body: string }[] = [];
  const counted = async (action: () => Promise<unknown>) => {
    const answered = visitor.waitForResponse((response) => response.url().endsWith("/api/statistics"));
    await action();
    const response = await answered;
    expect(response.status()).toBe(204);
    const request = response.request();
    beacons.push({ cookie: (await request.allHeaders()).cookie, body: request.postData() ?? "" });
  };
  for (let view = 0; view < 3; view += 1) {
    const document = visitor.waitForRequest((request) => request.url().endsWith(`/muse/${muse.handle}`));
    await counted(() => visitor.goto(`/muse/${muse.handle}`));
    expect((await (await document).allHeaders()).cookie).toContain("sm_probe=present");
  }
  const call = visitor.locator('[data-contact-option="Call"]');
  await expect(call).toHaveAttribute("href", /^tel:/);
  // The click a visitor makes; the dialer the link would open is not the test's business.
  await call.evaluate((link) => link.addEventListener("click", (event) => event.preventDefault()));
  await counted(() => call.click());
  expect(beacons.map((beacon) => JSON.parse(beacon.body))).toEqual([
    { handle: muse.handle, event: "view" },
    { handle: muse.handle, event: "view" },
    { handle: muse.handle, event: "view" },
    { handle: muse.handle, event: "call" },
  ]);
  expect(beacons.map((beacon) => beacon.cookie)).toEqual([undefined, undefined, undefined, undefined]);
  await context.close();

  await openDashboard(page, muse);
  const statistics = page.getByRole("region", { name: "Statistics" });
  await expect(statistics.locator('[data-statistic="view"]')).toHaveText("Profile views3");
  await expect(statistics.locator('[data-statistic="call"]')).toHaveText("Call clicks1");
  await expect(statistics.locator('[data-statistic="telegram"]')).toHaveText("Telegram clicks0");
  await expect(statistics.getByRole("img", { name: "Profile views per day, last 30 days" })).toBeVisible();
  // The counting and the local time cost the profile a few bytes of its budget, no React.
  await expectLightPage(browser, `${baseURL}/muse/${muse.handle}`);
});
