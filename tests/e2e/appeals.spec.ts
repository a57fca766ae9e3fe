import { expect as baseExpect, type Page } from "@playwright/test";
import { api as english } from "../../src/i18n/en/api.ts";
import { test } from "./support/test.ts";
import { createApprovedMuse, declineCookies, openDashboard } from "./support/approved-muse.ts";
import { loginAsAdmin, runId, sendStatement } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expectToast } from "./support/muse.ts";
import { mailsTo } from "./support/outbox.ts";
import { TRANSPARENCY_TEXTS as TRANSPARENCY } from "../../src/domain/transparency.ts";
import { counts } from "./support/transparency.ts";

// Each API function starts cold on the local server; on a busy machine the first answer can take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });

test.describe.configure({ timeout: 300_000 });

/** Her dashboard's "Decisions about your profile", and one statement in it by its title. */
const decisionsOf = (page: Page) => page.getByRole("region", { name: "Decisions about your profile" });
const statementOf = (page: Page, title: string) => decisionsOf(page).getByRole("article", { name: title });

/**
 * The one walk of notice and action in the browser: notice → statement → appeal → the admin's decision on it. Its
 * variants (the other decisions, the other outcome, other languages) are tests/integration/appeals.test.ts's and
 * reports.test.ts's; the report form itself is reports.spec.ts's.
 */
test("notice and action end to end: a visitor's notice names a gallery picture, an urgent notice tops the queue, the admin removes the picture with a clause, she appeals, the reversal puts it back, and /transparency counts each step", async ({
  page,
  browser,
  baseURL,
}) => {
  const muse = await createApprovedMuse(baseURL!, { city: "Hamburg", galleryCaptions: [null, "Red heels"] });
  const urgentMuse = await createApprovedMuse(baseURL!, { city: "Hamburg" });
  const { gallery } = (await (await page.request.get(`/api/muses/${muse.handle}`)).json()) as {
    gallery: Array<{ image_url: string; caption: string | null }>;
  };
  const named = gallery.find((image) => image.caption === "Red heels")!.image_url;
  const reporter = `reporter-${runId()}@example.test`;
  const details = `This picture is a shoe shop's advertisement (${runId()}).`;
  const urgentDetails = `Her messages say she was brought here and cannot leave (${runId()}).`;
  const facts = `The picture is a shop's advertising photograph, not yours (${runId()}).`;
  const appeal = `I am the model in that advertisement and hold its rights (${runId()}).`;
  const outcome = `The shop confirmed that the rights are hers (${runId()}).`;

  // The public figures before.
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await declineCookies(visitor);
  const sinceLaunch = async () => {
    await visitor.goto("/transparency");
    return {
      stolen: (await counts(visitor, TRANSPARENCY.notices, english.report.reasons.fake_photos))[1],
      urgent: (await counts(visitor, TRANSPARENCY.timing, TRANSPARENCY.urgentReceived))[1],
      removed: (await counts(visitor, TRANSPARENCY.actions, english.decisions.titles.picture_removal))[1],
      appeals: (await counts(visitor, TRANSPARENCY.appeals, TRANSPARENCY.appealsReceived))[1],
      reversed: (await counts(visitor, TRANSPARENCY.appeals, TRANSPARENCY.appealsReversed))[1],
    };
  };
  const before = await sinceLaunch();

  // A visitor's notice about the picture, as the gallery overlay's report sends it, with an address for updates.
  const sent = await visitor.request.post("/api/reports", {
    data: {
      handle: muse.handle,
      reason: "fake_photos",
      details,
      email: reporter,
      image_url: named,
      good_faith: true,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { reference } = (await sent.json()) as { reference: string };

  // An urgent notice about another Muse, sent later, comes first in the queue.
  const urgentSent = await visitor.request.post("/api/reports", {
    data: { handle: urgentMuse.handle, reason: "forced", details: urgentDetails, good_faith: true },
  });
  expect(urgentSent.status(), await urgentSent.text()).toBe(201);
  await declineCookies(page);
  await loginAsAdmin(page);
  const openReports = page.getByRole("link", { name: /^Open Reports/ });
  await expect(openReports.locator("[data-stat-badge]")).toHaveText(/^\d+ urgent$/);
  await openReports.click();
  await expect(page).toHaveURL(/\/admin\/reports$/);
  const entries = page.locator("li[data-report]");
  const entry = entries.filter({ hasText: details });
  const urgentEntry = entries.filter({ hasText: urgentDetails });
  await expect(urgentEntry.locator("[data-urgent-marker]")).toHaveText("Urgent");
  await expect(entry.locator("[data-urgent-marker]")).toHaveCount(0);
  const order = await entries.evaluateAll((items) => items.map((item) => item.textContent ?? ""));
  expect(order.findIndex((text) => text.includes(urgentDetails))).toBeLessThan(
    order.findIndex((text) => text.includes(details)),
  );

  // The admin reads the notice with its picture, and removes that picture with a clause.
  await expect(entry.locator("[data-reference]")).toHaveText(reference);
  await expect(entry.locator("[data-wants-updates]")).toContainText("Reporter asked for updates");
  const thumbnail = entry.locator("[data-named-picture] img");
  await expect(thumbnail).toHaveAttribute("src", `${named}?size=card`);
  await expect(thumbnail).toHaveJSProperty("complete", true);
  await entry.getByRole("button", { name: /^Remove picture/ }).click();
  const dialog = page.getByRole("dialog", { name: "Remove the named picture" });
  await expect(dialog).toContainText(reference);
  // The statement needs a clause and the facts; each clause links to its words in the Terms.
  const clause = dialog.getByLabel("Clause of the Terms");
  await expect(clause).toBeFocused();
  await expect(dialog.getByText(/^No automated means decide/)).toBeVisible();
  await expect(clause.locator("option", { hasText: "4.2 – No minors, in any way" })).toHaveCount(1);
  await dialog.getByRole("button", { name: "Remove picture", exact: true }).click();
  await expect(dialog.getByText("Please choose the clause of the Terms", { exact: true })).toBeVisible();
  await expect(dialog.getByText("Please describe the facts", { exact: true })).toBeVisible();
  await expect(clause).toBeFocused();
  await expect(clause).toHaveAttribute("aria-invalid", "true");
  await clause.selectOption("5.1");
  const clauseLink = dialog.getByRole("link", { name: /^Read clause 5\.1 in the Terms/ });
  await expect(clauseLink).toHaveAttribute("href", "/terms#clause-5-1");
  await expect(clauseLink).toHaveAttribute("target", "_blank");
  await expectNoAxeViolations(page);
  await sendStatement(page, dialog, {
    clause: "5.1",
    facts,
    action: "Remove picture",
    toast: "Picture removed.",
  });
  await expect(entry).toHaveCount(0);

  // Gone from her public page; the reporter is told the outcome with the clause, the Muse the statement.
  await visitor.goto(`/muse/${muse.handle}`);
  await expect(visitor.getByRole("button", { name: "Open Red heels full screen" })).toHaveCount(0);
  await expect
    .poll(async () => (await mailsTo(reporter)).find((mail) => mail.kind === "notice_outcome")?.body_text ?? "")
    .toContain("Clause 5.1 of our Terms");
  const statementMail = (await mailsTo(muse.account.email)).find((mail) => mail.kind === "picture_removed");
  expect(statementMail?.body_text).toContain(facts);
  expect(statementMail?.body_text).toContain(`Clause 5.1 of our Terms: ${english.decisions.clauses["5.1"]}`);
  expect(statementMail?.body_text).not.toContain(reporter);

  // She reads the statement with the clause and the removed picture, and appeals from it.
  const museContext = await browser.newContext({ baseURL });
  const musePage = await museContext.newPage();
  await openDashboard(musePage, muse);
  const statement = statementOf(musePage, "Picture removed");
  await expect(statement).toContainText(facts);
  await expect(statement).toContainText(english.decisions.sources.notice);
  await expect(statement.getByRole("link", { name: /Clause 5\.1/ })).toHaveAttribute("href", "/terms#clause-5-1");
  await expect(statement).not.toContainText(reporter);
  await expect(statement.getByRole("img", { name: "The picture removed from your profile" })).toHaveAttribute(
    "src",
    `${named}?size=card`,
  );
  await statement.getByRole("button", { name: "Appeal this decision" }).click();
  const field = statement.getByLabel("Why is this decision wrong?");
  await expect(field).toBeFocused();
  await statement.getByRole("button", { name: "Send Appeal" }).click();
  await expect(statement.getByText("Please tell us why the decision is wrong", { exact: true })).toBeVisible();
  await expect(field).toBeFocused();
  await expectNoAxeViolations(musePage);
  await field.fill(appeal);
  await statement.getByRole("button", { name: "Send Appeal" }).click();
  await expectToast(musePage, "Your appeal is sent. We will e-mail you the outcome.");
  await expect(statement.locator("[data-appeal-state=open]")).toContainText(/Appeal sent on .+: under review/);
  await expect(statement.locator("[data-appeal-statement]")).toHaveText(appeal);
  await expect(statement.getByRole("button", { name: "Appeal this decision" })).toHaveCount(0);

  // The admin finds it from the dashboard's card, and reverses it with the reason she reads.
  await page.goto("/admin/dashboard");
  const openAppeals = page.getByRole("link", { name: /^Open Appeals/ });
  await expect(openAppeals.locator("[data-stat-value]")).not.toHaveText(/^(–|0)$/);
  await openAppeals.click();
  await expect(page).toHaveURL(/\/admin\/appeals$/);
  await expect(page.getByRole("heading", { level: 1, name: "Appeals" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Open", exact: true })).toHaveAttribute("aria-pressed", "true");
  const appealed = page.locator("li[data-appeal]").filter({ hasText: appeal });
  await expect(appealed.getByRole("heading", { name: "Picture removed" })).toBeVisible();
  await expect(appealed.locator("[data-decision-facts]")).toHaveText(facts);
  await expect(appealed.getByRole("link", { name: /Clause 5\.1 of our Terms/ })).toHaveAttribute(
    "href",
    "/terms#clause-5-1",
  );
  await expect(
    appealed.getByRole("img", { name: `The picture removed from ${muse.handle}'s profile` }),
  ).toHaveAttribute("src", `${named}?size=card`);
  await appealed.getByRole("button", { name: /^Reverse/ }).click();
  const reverse = page.getByRole("dialog", { name: "Reverse the decision" });
  const send = reverse.getByRole("button", { name: "Reverse", exact: true });
  await expect(send).toBeDisabled();
  await reverse.getByLabel("Reason (the Muse reads it)").fill(outcome);
  await expectNoAxeViolations(page);
  await send.click();
  await expectToast(page, "Decision Reversed");
  await expect(appealed).toHaveCount(0);
  await page.getByRole("button", { name: "Decided", exact: true }).click();
  const decided = page.locator("li[data-appeal]").filter({ hasText: appeal });
  await expect(decided.locator("[data-appeal-outcome]")).toContainText("Decision reversed");
  await expect(decided.locator("[data-appeal-outcome-reason]")).toHaveText(outcome);
  await expect(decided.getByRole("button", { name: /^Reverse/ })).toHaveCount(0);

  // The picture is back on her public page, and she is told: by mail and on her dashboard.
  await visitor.goto(`/muse/${muse.handle}`);
  await expect(visitor.getByRole("button", { name: "Open Red heels full screen" })).toBeVisible();
  await expect
    .poll(async () => (await mailsTo(muse.account.email)).find((mail) => mail.kind === "appeal")?.body_text ?? "")
    .toContain("The picture is back on your profile.");
  await musePage.reload();
  await expect(statement.locator("[data-appeal-outcome]")).toContainText("Decision reversed");
  await expect(statement.locator("[data-appeal-outcome-reason]")).toHaveText(outcome);
  await expect(statement).toContainText(/Reversed on appeal on /);

  // The statement and its outcome fit a phone's screen.
  await musePage.setViewportSize({ width: 375, height: 812 });
  await expect(statement.locator("[data-appeal-outcome]")).toBeVisible();
  expect(await musePage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(musePage);

  // Each step is in the public figures.
  expect(await sinceLaunch()).toEqual({
    stolen: before.stolen + 1,
    urgent: before.urgent + 1,
    removed: before.removed + 1,
    appeals: before.appeals + 1,
    reversed: before.reversed + 1,
  });

  await visitorContext.close();
  await museContext.close();
});
