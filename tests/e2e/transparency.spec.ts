import { expect, type APIRequestContext } from "@playwright/test";
import { api as english } from "../../src/i18n/en/api.ts";
import { test } from "./support/test.ts";
import { declineCookies } from "./support/approved-muse.ts";
import { counts, figures, figuresTable } from "./support/transparency.ts";
import { TRANSPARENCY_TEXTS as TEXTS } from "../../src/domain/transparency.ts";
import { SUPPORT_EMAIL } from "../../src/domain/brand.ts";

test.beforeEach(async ({ page }) => {
  await declineCookies(page);
});

async function listedHandles(request: APIRequestContext): Promise<string[]> {
  const { muses } = (await (await request.get("/api/muses")).json()) as { muses: { handle: string }[] };
  return muses.map((muse) => muse.handle);
}

test("the footer's Transparency link opens the report: its figures, how moderation works and the points of contact", async ({
  page,
  request,
}) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Transparency", exact: true }).click();
  await expect(page).toHaveURL(/\/transparency$/);
  await expect(page.getByRole("heading", { level: 1, name: TEXTS.title })).toBeVisible();
  await expect(page).toHaveTitle(`${TEXTS.metaTitle} | SoleMuse`);

  for (const caption of [TEXTS.notices, TEXTS.timing, TEXTS.actions, TEXTS.appeals]) {
    const table = figuresTable(page, caption);
    await expect(table).toBeVisible();
    await expect(table.getByRole("columnheader", { name: TEXTS.lastYear })).toBeVisible();
    await expect(table.getByRole("columnheader", { name: TEXTS.sinceLaunch })).toBeVisible();
  }
  for (const reason of Object.values(english.report.reasons)) {
    const [lastYear, sinceLaunch] = await counts(page, TEXTS.notices, reason);
    expect(lastYear).toBeLessThanOrEqual(sinceLaunch);
  }
  for (const label of [english.report.reasons.under_18, english.report.reasons.forced]) {
    await expect(figures(page, TEXTS.notices, label)).toContainText("urgent");
  }
  for (const title of Object.values(english.decisions.titles)) await counts(page, TEXTS.actions, title);
  for (const label of [TEXTS.appealsReceived, TEXTS.appealsUpheld, TEXTS.appealsReversed]) {
    await counts(page, TEXTS.appeals, label);
  }
  for (const label of [TEXTS.medianHours, TEXTS.urgentMedianHours]) {
    await expect(figures(page, TEXTS.timing, label).getByRole("cell").first()).toHaveText(
      new RegExp(`^(\\d[\\d,]*(\\.\\d)?|${TEXTS.noMedian})$`),
    );
  }
  const glance = page.getByRole("definition");
  await expect(glance).toHaveCount(6);

  await expect(page.getByRole("heading", { level: 2, name: "How moderation works" })).toBeVisible();
  await expect(page.getByText("A person on our team reads every notice.")).toBeVisible();
  await expect(page.getByText(/^No decision about a profile's content is automated\./)).toBeVisible();
  // The one pause that follows by itself (decision 0066) is named, with what lifts it.
  await expect(
    page.getByText(/One pause follows by itself: .+ until a person on our team has checked her document\./),
  ).toBeVisible();
  await expect(page.getByText(/appeal within 6 months/)).toBeVisible();
  await expect(page.getByText(/point a picture out to a person on our team/)).toBeVisible();

  await expect(page.getByRole("heading", { level: 2, name: "Points of contact" })).toBeVisible();
  for (const audience of ["For authorities", "For users"]) {
    await expect(page.getByRole("heading", { level: 3, name: audience })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: SUPPORT_EMAIL }).first()).toHaveAttribute(
    "href",
    `mailto:${SUPPORT_EMAIL}`,
  );
  await expect(page.getByText(/We read and answer in English and German\./)).toBeVisible();
  await expect(
    page.getByText(/A person on our team answers, never an automated system, in English and German\./),
  ).toBeVisible();

  // No personal data: not one listed Muse's handle, and no island on the page.
  const text = await page.locator("main").innerText();
  for (const handle of await listedHandles(request)) expect(text).not.toContain(handle);
  await expect(page.locator("astro-island")).toHaveCount(0);
});

test("the CDN may keep the report for minutes, browsers always ask again", async ({ request }) => {
  const response = await request.get("/transparency");
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  expect(headers["netlify-cdn-cache-control"]).toMatch(/^public, s-maxage=\d+/);
  expect(headers["netlify-cache-tag"]).toBe("transparency");
});

test("a notice sent to a listed Muse raises its reason's count and the total after a reload", async ({
  page,
  request,
}) => {
  await page.goto("/transparency");
  const reason = english.report.reasons.offensive;
  const [lastYear, sinceLaunch] = await counts(page, TEXTS.notices, reason);
  const [allLastYear, allSinceLaunch] = await counts(page, TEXTS.notices, TEXTS.noticesTotal);

  // Sent from this machine's address: one open notice a day per profile and reporter, so the first seeded Muse
  // nobody reported from here today.
  let sent = false;
  for (const handle of await listedHandles(request)) {
    const response = await request.post("/api/reports", {
      data: { handle, reason: "offensive", details: "Insulting words in the bio.", good_faith: true },
    });
    if (response.status() === 409) continue;
    expect(response.status(), await response.text()).toBe(201);
    sent = true;
    break;
  }
  expect(sent, "a listed Muse to report").toBe(true);

  await page.reload();
  expect(await counts(page, TEXTS.notices, reason)).toEqual([lastYear + 1, sinceLaunch + 1]);
  expect(await counts(page, TEXTS.notices, TEXTS.noticesTotal)).toEqual([allLastYear + 1, allSinceLaunch + 1]);
});
