import { expect, type Page } from "@playwright/test";
import { test } from "./support/test.ts";
import { mailsTo } from "./support/outbox.ts";
import { CATALOGUES } from "../../src/i18n/index.ts";
import { openInLanguage } from "./support/language.ts";

/**
 * The server's messages in the visitor's language (issue 31): a rule's message and the server's answer are written in
 * keys: the page's own rule shows its key's text in the page's language, the server answers in the language the page
 * sends (X-Locale), and the mail that follows is written in her language.
 */

let counter = 0;

async function signUp(page: Page): Promise<string> {
  const email = `reset-${++counter}-${Date.now()}@language.example`;
  const response = await page.request.post("/api/auth/signup", {
    data: { email, password: "a-long-password-123" },
    headers: { "accept-language": "en" },
  });
  expect(response.status(), await response.text()).toBe(201);
  return email;
}

async function askForReset(page: Page, email: string, labels: { email: string; submit: string }) {
  await page.getByLabel(labels.email).fill(email);
  await page.getByRole("button", { name: labels.submit }).click();
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "accepted"));
});

for (const locale of ["de", "fr"] as const) {
  const { auth, api } = CATALOGUES[locale];
  const { forgot } = auth;

  test.describe(`“Forgot password?” in ${locale}`, () => {
    // The visitor's browser speaks her language too (the page also says it with every API call it makes).
    test.use({ locale: locale === "de" ? "de-DE" : "fr-FR" });

    test("says what is wrong in her language, answers in her language, and mails her in her language", async ({
      page,
    }) => {
      const email = await signUp(page);
      await openInLanguage(page, `/${locale}/forgot-password`, locale, { heading: forgot.title });
      await expect(page.getByRole("link", { name: forgot.backToSignIn })).toHaveAttribute("href", `/${locale}/auth`);

      // The rule's English message is shown translated, never in English.
      await askForReset(page, "not-an-address", forgot);
      await expect(page.getByText(api.rules.email)).toBeVisible();
      await expect(page.getByText("Please enter a valid email")).toHaveCount(0);

      // The server's English answer, translated.
      await askForReset(page, email, forgot);
      await expect(page.getByRole("status")).toHaveText(api.reset.requested);

      // The mail: her language, linking the page in her language.
      await expect.poll(async () => (await mailsTo(email)).map((mail) => mail.kind)).toContain("password_reset");
      const mail = (await mailsTo(email)).find((sent) => sent.kind === "password_reset")!;
      expect(mail.subject).toBe(CATALOGUES[locale].mail.passwordReset.subject.replace("{brand}", "SoleMuse"));
      expect(mail.body_text).toMatch(new RegExp(`https?://\\S+/${locale}/reset-password#token=[A-Za-z0-9_-]+`));
    });
  });
}

test("the English page still says it in English, and mails in English", async ({ page }) => {
  const email = await signUp(page);
  await openInLanguage(page, "/forgot-password", "en");
  await askForReset(page, "not-an-address", { email: "Email", submit: "Send Reset Link" });
  await expect(page.getByText("Please enter a valid email")).toBeVisible();
  await askForReset(page, email, { email: "Email", submit: "Send Reset Link" });
  await expect(page.getByRole("status")).toHaveText(
    "If an account exists for this e-mail, we have sent it a link to reset the password. The link is valid for one hour.",
  );
  await expect
    .poll(async () => (await mailsTo(email)).map((mail) => mail.subject))
    .toContain("Reset your SoleMuse password");
  const mail = (await mailsTo(email)).find((sent) => sent.kind === "password_reset")!;
  expect(mail.body_text).toMatch(/https?:\/\/\S+\/reset-password#token=/);
  expect(mail.body_text).not.toMatch(/\/(de|fr|pl|nl)\/reset-password/);
});
