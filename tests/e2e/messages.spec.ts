import { expect as baseExpect, request as playwrightRequest, type Browser, type Page } from "@playwright/test";
import { test } from "./support/test.ts";
import { createApprovedMuse, islandsHydrated, openDashboard, type ApprovedMuse } from "./support/approved-muse.ts";
import { loginAsAdmin } from "./support/admin.ts";
import { expectToast, skipCookieBanner } from "./support/muse.ts";
import { mailsTo } from "./support/outbox.ts";
import { CATALOGUES, LANGUAGE_STORAGE_KEY, localizedPath } from "../../src/i18n/index.ts";
import { format } from "../../src/i18n/texts.ts";
import { BRAND } from "../../src/domain/brand.ts";
import { profileEdit } from "../support/profile-edit.ts";

/**
 * Messages through the site (issue 45), on the production build, in English and German: a visitor signs up and
 * confirms, writes from a profile, the Muse is mailed without the text or his name, answers in her dashboard, he
 * reads it at /messages; she blocks him and his next message is refused; his report reaches /admin/reports. A Muse
 * approved without any public contact option still has "Send a Message" on her profile.
 */

// Each API function starts cold on the local server; on a busy machine the first answer can take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });

const pick = <T extends object, K extends keyof T>(from: T, ...keys: K[]) =>
  Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, K>;

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A page of its own in `locale`, signed out, the cookie banner and the language offer away. */
async function freshPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await skipCookieBanner(context);
  await context.addInitScript((key) => window.localStorage.setItem(key, "chosen"), LANGUAGE_STORAGE_KEY);
  return context.newPage();
}

/** Follows the confirmation link the site mailed to `email` (the API's redirect, on this page's cookie jar). */
async function confirmAddress(page: Page, email: string): Promise<void> {
  await expect.poll(async () => (await mailsTo(email)).map((mail) => mail.kind)).toContain("verification");
  const mail = (await mailsTo(email)).find((entry) => entry.kind === "verification")!;
  const verify = mail.body_text.match(/https?:\/\/\S+(\/api\/auth\/verify\?token=[A-Za-z0-9_-]+)/)![1]!;
  await page.goto(verify);
}

// One walk, in English: the other languages' texts are the typed catalogues' (tests/unit/messages.test.ts), and the
// answers' language the server's (tests/integration/messages-in-language.test.ts).
for (const locale of ["en"] as const) {
  const t = CATALOGUES[locale].messages;
  const api = CATALOGUES[locale].api;
  const auth = CATALOGUES[locale].auth;
  const path = (to: string) => localizedPath(locale, to);

  test(`[${locale}] a visitor writes from a profile, the Muse answers and blocks him, and his report reaches the admins`, async ({
    browser,
    baseURL,
  }) => {
    const muse: ApprovedMuse = await createApprovedMuse(baseURL!);
    const visitor = { email: `visitor-${stamp()}@example.test`, password: "visitor-velvet-harbour-123" };
    const name = `Night Owl ${stamp().slice(0, 4)}`;
    const text = `Hello ${muse.handle}, I would love to meet you next week (${stamp()}).`;

    // Signed out, the message is written first and kept through the sign-up.
    const page = await freshPage(browser, baseURL!);
    await page.goto(path(`/muse/${muse.handle}`));
    await page.getByRole("link", { name: t.sendButton }).click();
    await expect(page.getByRole("heading", { name: format(t.compose.title, { handle: muse.handle }) })).toBeVisible();
    await islandsHydrated(page);
    await page.getByLabel(t.compose.label).fill(text);
    await page.getByRole("link", { name: t.signIn.button }).click();
    await page.getByRole("tab", { name: auth.signUpTab }).click();
    const signUp = page.getByRole("form", { name: auth.signUp.label });
    await signUp.getByLabel(auth.signUp.email).fill(visitor.email);
    await signUp.getByLabel(auth.signUp.password, { exact: true }).fill(visitor.password);
    await signUp.getByLabel(auth.signUp.confirmPassword).fill(visitor.password);
    await signUp.getByRole("button", { name: auth.signUp.submit }).click();
    // Back on the form with the text, until the address is confirmed.
    await expect(page.getByText(t.confirmEmail)).toBeVisible();
    await expect(page.getByLabel(t.compose.label)).toHaveValue(text);
    await confirmAddress(page, visitor.email);
    await page.goto(path(`/muse/${muse.handle}`));
    await page.getByRole("link", { name: t.sendButton }).click();
    await islandsHydrated(page);
    await expect(page.getByLabel(t.compose.label)).toHaveValue(text);
    await page.getByLabel(t.compose.displayName).fill(name);
    await page.getByRole("button", { name: t.compose.send, exact: true }).click();
    await expectToast(page, api.conversations.sent);
    await expect(page.locator("[data-message=mine]")).toContainText(text);

    // Her mail says there is something to read, in her language, and nothing more.
    await expect
      .poll(async () => (await mailsTo(muse.account.email)).map((mail) => mail.kind))
      .toContain("new_message");
    const mail = (await mailsTo(muse.account.email)).find((entry) => entry.kind === "new_message")!;
    expect(mail.subject).toBe(format(CATALOGUES.en.mail.newMessage.subject, { brand: BRAND }));
    expect(mail.body_text).not.toContain(text);
    expect(mail.body_text).not.toContain(name);
    expect(mail.body_text).not.toContain(visitor.email);

    // She answers in her dashboard; the header counts what she has not read.
    const herPage = await freshPage(browser, baseURL!);
    await openDashboard(herPage, muse);
    const section = herPage.locator("[data-messages]");
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(
      format(CATALOGUES.en.messages.dashboard.unreadTitle, { count: 1 }),
    );
    await section.getByRole("button", { name: new RegExp(name) }).click();
    await expect(section.locator("[data-message=theirs]")).toContainText(text);
    await expect(section).not.toContainText(visitor.email);
    const answer = `Thank you, Tuesday works (${stamp()}).`;
    await section.getByLabel(CATALOGUES.en.messages.reply.label).fill(answer);
    await section.getByRole("button", { name: CATALOGUES.en.messages.reply.send }).click();
    await expect(section.locator("[data-message=mine]")).toContainText(answer);

    // He reads it at /messages, under her handle.
    await page.goto(path("/messages"));
    await page.getByRole("button", { name: new RegExp(muse.handle) }).click();
    await expect(page.locator("[data-message=theirs]")).toContainText(answer);
    await expect(page.locator("[data-thread]")).not.toContainText(muse.account.email);

    // She blocks him with one click (and a confirm); his next message is refused without telling him why.
    await section.getByRole("button", { name: CATALOGUES.en.messages.actions.block }).click();
    await herPage.getByRole("alertdialog").getByRole("button", { name: CATALOGUES.en.messages.actions.block }).click();
    await expectToast(herPage, CATALOGUES.en.api.conversations.blocked);
    await page.getByLabel(t.reply.label).fill("Are you there? Please answer.");
    await page.getByRole("button", { name: t.reply.send }).click();
    await expectToast(page, CATALOGUES[locale].ui.error, api.conversations.notReceiving);

    // He reports the conversation; the admins read it in /admin/reports.
    await page.getByRole("button", { name: t.actions.report }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(t.report.reason).selectOption("offensive");
    await dialog.getByLabel(t.report.details).fill(`Reported from the ${locale} test`);
    await dialog.getByRole("button", { name: t.report.send }).click();
    await expectToast(page, api.conversations.reported);

    const adminPage = await freshPage(browser, baseURL!);
    await loginAsAdmin(adminPage);
    await adminPage.goto("/admin/reports");
    const entry = adminPage.locator("li[data-report]").filter({ hasText: `Reported from the ${locale} test` });
    await expect(entry.locator("[data-reported-messages]")).toContainText(text);
    await expect(entry.locator("[data-reported-messages]")).toContainText(answer);

    for (const each of [page, herPage, adminPage]) await each.context().close();
  });
}

test("a Muse approved without any public contact option has Send a Message on her profile", async ({
  browser,
  baseURL,
}) => {
  const muse = await createApprovedMuse(baseURL!);
  // She clears every contact option; her profile stays reachable by messages.
  const api = await playwrightRequest.newContext({ baseURL, storageState: muse.session });
  const edited = await api.put("/api/dashboard/profile", {
    data: profileEdit({ ...pick(muse, "bio", "city", "categories", "spoken_languages") }),
  });
  expect(edited.status(), await edited.text()).toBe(200);
  const switchOff = await api.patch("/api/messages/settings", { data: { muse_messages_on: false } });
  expect(switchOff.status()).toBe(400);
  await api.dispose();

  const page = await freshPage(browser, baseURL!);
  await page.goto(`/muse/${muse.handle}`);
  const contact = page.getByRole("region", { name: CATALOGUES.en.profile.sections.contact });
  await expect(contact.locator("[data-contact-option]")).toHaveCount(0);
  await expect(contact.getByRole("link", { name: CATALOGUES.en.messages.sendButton })).toHaveAttribute(
    "href",
    `/messages?to=${muse.handle}`,
  );
  await page.context().close();
});
