import { expect as baseExpect, type Page } from "@playwright/test";
import { test } from "./support/test.ts";
import { createApprovedMuse, declineCookies, openDashboard, type ApprovedMuse } from "./support/approved-muse.ts";
import { loginAsAdmin, runId } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expectToast } from "./support/muse.ts";
import { mailsTo } from "./support/outbox.ts";
import {
  DECISION_DURATIONS,
  DECISION_MESSAGES,
  DECISION_RESTRICTIONS,
  DECISION_SOURCE_TEXTS,
  HOW_TO_APPEAL,
  NO_AUTOMATED_DECISION,
} from "../../src/domain/decision-texts.ts";

// Each API function starts cold on the local server; on a busy machine the first answer can take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });

test.describe.configure({ timeout: 300_000 });

/** The application id of a handle, as the admins' list finds it. */
async function applicationId(page: Page, handle: string): Promise<string> {
  const response = await page.request.get(`/api/applications?q=${encodeURIComponent(handle)}`);
  const { applications } = (await response.json()) as { applications: { id: string; handle: string }[] };
  return applications.find((application) => application.handle === handle)!.id;
}

/** Her dashboard's "Decisions about your profile", and one statement in it by its title. */
const decisionsOf = (page: Page) => page.getByRole("region", { name: "Decisions about your profile" });
const statementOf = (page: Page, title: string) => decisionsOf(page).getByRole("article", { name: title });

test("an admin suspends a Muse with a clause; she reads the statement, appeals, and reads that the decision is upheld", async ({
  page,
  browser,
  baseURL,
}) => {
  const muse: ApprovedMuse = await createApprovedMuse(baseURL!, { city: "Vienna" });
  const facts = `Two of the pictures are a photographer's, published without his consent (${runId()}).`;
  const appeal = `The photographer gave me these pictures; his written consent is attached to my e-mail (${runId()}).`;
  const outcome = `The consent sent covers other pictures, not these two (${runId()}).`;

  // Before any decision, her dashboard has no such section.
  const museContext = await browser.newContext({ baseURL });
  const musePage = await museContext.newPage();
  await openDashboard(musePage, muse);
  await expect(musePage.getByRole("heading", { name: "Profile Information" })).toBeVisible();
  await expect(decisionsOf(musePage)).toHaveCount(0);

  // The admin suspends her: the statement needs a clause and the facts.
  await declineCookies(page);
  await loginAsAdmin(page);
  await page.goto(`/admin/applications/${await applicationId(page, muse.handle)}`);
  await expect(page.getByRole("heading", { level: 1, name: muse.handle })).toBeVisible();
  await page.getByRole("button", { name: "Suspend..." }).click();
  const dialog = page.getByRole("dialog", { name: "Suspend this profile" });
  const clause = dialog.getByLabel("Clause of the Terms");
  await expect(clause).toBeFocused();
  await expect(dialog.getByText(/^No automated means decide/)).toBeVisible();
  await expect(clause.locator("option", { hasText: "4.2 – No minors, in any way" })).toHaveCount(1);
  await dialog.getByRole("button", { name: "Suspend", exact: true }).click();
  await expect(dialog.getByText(DECISION_MESSAGES.clauseRequired, { exact: true })).toBeVisible();
  await expect(dialog.getByText(DECISION_MESSAGES.factsRequired, { exact: true })).toBeVisible();
  await expect(clause).toBeFocused();
  await expect(clause).toHaveAttribute("aria-invalid", "true");
  await clause.selectOption("5.1");
  const clauseLink = dialog.getByRole("link", { name: /^Read clause 5\.1 in the Terms/ });
  await expect(clauseLink).toHaveAttribute("href", "/terms#clause-5-1");
  await expect(clauseLink).toHaveAttribute("target", "_blank");
  await dialog.getByLabel("Facts (the Muse reads them)").fill(facts);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Suspend", exact: true }).click();
  await expectToast(page, "Profile Suspended");
  await expect(dialog).toBeHidden();

  // The application page lists the statement, not appealed yet.
  const onApplication = page.getByRole("region", { name: "Decisions", exact: true });
  const listed = onApplication.locator("[data-decision=suspension]");
  await expect(listed).toContainText("Profile suspended");
  await expect(listed).toContainText(facts);
  await expect(listed.getByRole("link", { name: /Clause 5\.1 of our Terms/ })).toHaveAttribute(
    "href",
    "/terms#clause-5-1",
  );
  await expect(listed.locator("[data-not-appealed]")).toBeVisible();
  await expectNoAxeViolations(page);

  // She reads the statement: what, since and until when, the facts, the clause, the source, no automated means.
  await musePage.reload();
  const statement = statementOf(musePage, "Profile suspended");
  await expect(statement).toBeVisible();
  for (const text of [
    DECISION_RESTRICTIONS.suspension,
    DECISION_DURATIONS.suspension,
    facts,
    DECISION_SOURCE_TEXTS.own_initiative,
    NO_AUTOMATED_DECISION,
    HOW_TO_APPEAL,
  ])
    await expect(statement).toContainText(text);
  await expect(
    statement.getByRole("link", {
      name: /^Clause 5\.1 of our Terms: Pictures show only the Muse, who holds their rights/,
    }),
  ).toHaveAttribute("href", "/terms#clause-5-1");
  await expect(musePage.getByRole("button", { name: "Ask for Review" })).toHaveCount(0);
  await expectNoAxeViolations(musePage);

  // The suspended note's "Appeal this decision" opens the appeal of that statement.
  await musePage.locator("[data-status-note]").getByRole("button", { name: "Appeal this decision" }).click();
  const field = statement.getByLabel("Why is this decision wrong?");
  await expect(field).toBeFocused();
  await statement.getByRole("button", { name: "Send Appeal" }).click();
  await expect(statement.getByText(DECISION_MESSAGES.appealRequired, { exact: true })).toBeVisible();
  await expect(field).toBeFocused();
  await expectNoAxeViolations(musePage);
  await field.fill(appeal);
  await statement.getByRole("button", { name: "Send Appeal" }).click();
  await expectToast(musePage, DECISION_MESSAGES.appealSent);
  await expect(statement.locator("[data-appeal-state=open]")).toContainText(/Appeal sent on .+: under review/);
  await expect(statement.locator("[data-appeal-statement]")).toHaveText(appeal);
  await expect(statement.getByRole("button", { name: "Appeal this decision" })).toHaveCount(0);
  await expect(musePage.locator("[data-status-note] [data-appeal-state=open]")).toBeVisible();

  // The admin finds it from the dashboard's card.
  await page.goto("/admin/dashboard");
  const openAppeals = page.getByRole("link", { name: /^Open Appeals/ });
  await expect(openAppeals.locator("[data-stat-value]")).not.toHaveText(/^(–|0)$/);
  await openAppeals.click();
  await expect(page).toHaveURL(/\/admin\/appeals$/);
  await expect(page.getByRole("heading", { level: 1, name: "Appeals" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Open", exact: true })).toHaveAttribute("aria-pressed", "true");
  const entry = page.locator("li[data-appeal]").filter({ hasText: appeal });
  await expect(entry.getByRole("heading", { name: "Profile suspended" })).toBeVisible();
  await expect(entry.locator("[data-decision-facts]")).toHaveText(facts);
  await expect(entry.getByRole("link", { name: /Clause 5\.1 of our Terms/ })).toHaveAttribute(
    "href",
    "/terms#clause-5-1",
  );
  await expect(entry.getByRole("link", { name: muse.handle, exact: true })).toHaveAttribute(
    "href",
    `/admin/applications/${await applicationId(page, muse.handle)}`,
  );
  await expectNoAxeViolations(page);

  // Upheld, with the reason she reads.
  await entry.getByRole("button", { name: /^Uphold/ }).click();
  const uphold = page.getByRole("dialog", { name: "Uphold the decision" });
  const send = uphold.getByRole("button", { name: "Uphold", exact: true });
  await expect(send).toBeDisabled();
  await uphold.getByLabel("Reason (the Muse reads it)").fill(outcome);
  await expectNoAxeViolations(page);
  await send.click();
  await expectToast(page, DECISION_MESSAGES.appealUpheld.title);
  await expect(uphold).toBeHidden();
  await expect(entry).toHaveCount(0);
  await page.getByRole("button", { name: "Decided", exact: true }).click();
  const decided = page.locator("li[data-appeal]").filter({ hasText: appeal });
  await expect(decided.locator("[data-appeal-outcome]")).toContainText("Decision upheld");
  await expect(decided.locator("[data-appeal-outcome-reason]")).toHaveText(outcome);
  await expect(decided.getByRole("button", { name: /^Uphold/ })).toHaveCount(0);

  // She reads the outcome and its reason; the profile stays suspended.
  await musePage.reload();
  await expect(statement.locator("[data-appeal-outcome]")).toContainText("Decision upheld");
  await expect(statement.locator("[data-appeal-outcome-reason]")).toHaveText(outcome);
  await expect(statement).toContainText(DECISION_DURATIONS.suspension);
  await expect(musePage.locator("[data-status-note]")).toBeVisible();
  await expect.poll(async () => (await mailsTo(muse.account.email)).map((mail) => mail.kind)).toContain("appeal");

  // The statement and its outcome fit a phone's screen.
  await musePage.setViewportSize({ width: 375, height: 812 });
  await expect(statement.locator("[data-appeal-outcome]")).toBeVisible();
  expect(await musePage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(musePage);

  await museContext.close();
});

test("a notice names a gallery picture: the admin removes it with a clause, she appeals, and the reversal puts it back", async ({
  page,
  browser,
  baseURL,
}) => {
  const muse = await createApprovedMuse(baseURL!, { city: "Hamburg", galleryCaptions: [null, "Red heels"] });
  const { gallery } = (await (await page.request.get(`/api/muses/${muse.handle}`)).json()) as {
    gallery: Array<{ image_url: string; caption: string | null }>;
  };
  const named = gallery.find((image) => image.caption === "Red heels")!.image_url;
  const reporter = `reporter-${runId()}@example.test`;
  const details = `This picture is a shoe shop's advertisement (${runId()}).`;
  const facts = `The picture is a shop's advertising photograph, not yours (${runId()}).`;
  const appeal = `I am the model in that advertisement and hold its rights (${runId()}).`;
  const outcome = `The shop confirmed that the rights are hers (${runId()}).`;

  // The visitor's notice, as the picture overlay sends it (its form is tested in reports.spec.ts).
  const visitor = await browser.newContext({ baseURL });
  const sent = await visitor.request.post("/api/reports", {
    data: { handle: muse.handle, reason: "fake_photos", details, email: reporter, image_url: named, good_faith: true },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { reference } = (await sent.json()) as { reference: string };

  // The admin reads the notice with its picture, and removes that picture with a clause.
  await declineCookies(page);
  await loginAsAdmin(page);
  await page.goto("/admin/reports");
  const entry = page.locator("li[data-report]").filter({ hasText: details });
  await expect(entry.locator("[data-reference]")).toHaveText(reference);
  await expect(entry.locator("[data-wants-updates]")).toContainText("Reporter asked for updates");
  const thumbnail = entry.locator("[data-named-picture] img");
  await expect(thumbnail).toHaveAttribute("src", `${named}?size=card`);
  await expect(thumbnail).toHaveJSProperty("complete", true);
  await expect(entry.locator("[data-named-picture]")).toContainText("Named picture");
  await expectNoAxeViolations(page);
  await entry.getByRole("button", { name: /^Remove picture/ }).click();
  const dialog = page.getByRole("dialog", { name: "Remove the named picture" });
  await expect(dialog).toContainText(reference);
  await dialog.getByLabel("Clause of the Terms").selectOption("5.1");
  await dialog.getByLabel("Facts (the Muse reads them)").fill(facts);
  await dialog.getByRole("button", { name: "Remove picture", exact: true }).click();
  await expectToast(page, "Picture removed.");
  await expect(entry).toHaveCount(0);
  // Gone from her public profile; the reporter is told the outcome with the clause.
  await expect
    .poll(async () => (await (await visitor.request.get(`/api/muses/${muse.handle}`)).text()).includes(named))
    .toBe(false);
  await expect
    .poll(async () => (await mailsTo(reporter)).find((mail) => mail.kind === "notice_outcome")?.body_text ?? "")
    .toContain("Clause 5.1 of our Terms");

  // She reads the statement with the removed picture, and appeals from it.
  const museContext = await browser.newContext({ baseURL });
  const musePage = await museContext.newPage();
  await openDashboard(musePage, muse);
  const statement = statementOf(musePage, "Picture removed");
  await expect(statement).toContainText(facts);
  await expect(statement).toContainText(DECISION_SOURCE_TEXTS.notice);
  await expect(statement.getByRole("img", { name: "The picture removed from your profile" })).toHaveAttribute(
    "src",
    `${named}?size=card`,
  );
  await statement.getByRole("button", { name: "Appeal this decision" }).click();
  await statement.getByLabel("Why is this decision wrong?").fill(appeal);
  await statement.getByRole("button", { name: "Send Appeal" }).click();
  await expectToast(musePage, DECISION_MESSAGES.appealSent);
  await expect(statement.locator("[data-appeal-state=open]")).toBeVisible();

  // The admin reverses it.
  await page.goto("/admin/appeals");
  const appealed = page.locator("li[data-appeal]").filter({ hasText: appeal });
  await expect(appealed.getByRole("heading", { name: "Picture removed" })).toBeVisible();
  await expect(
    appealed.getByRole("img", { name: `The picture removed from ${muse.handle}'s profile` }),
  ).toHaveAttribute("src", `${named}?size=card`);
  await appealed.getByRole("button", { name: /^Reverse/ }).click();
  const reverse = page.getByRole("dialog", { name: "Reverse the decision" });
  await reverse.getByLabel("Reason (the Muse reads it)").fill(outcome);
  await reverse.getByRole("button", { name: "Reverse", exact: true }).click();
  await expectToast(page, DECISION_MESSAGES.appealReversed.title);
  await expect(appealed).toHaveCount(0);

  // The picture is back on her profile, and she reads the reversal.
  await expect
    .poll(async () => (await (await visitor.request.get(`/api/muses/${muse.handle}`)).text()).includes(named))
    .toBe(true);
  await musePage.reload();
  await expect(statement.locator("[data-appeal-outcome]")).toContainText("Decision reversed");
  await expect(statement.locator("[data-appeal-outcome-reason]")).toHaveText(outcome);
  await expect(statement).toContainText(/Reversed on appeal on /);
  await expect.poll(async () => (await mailsTo(muse.account.email)).map((mail) => mail.kind)).toContain("appeal");

  await visitor.close();
  await museContext.close();
});
