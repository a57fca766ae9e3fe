import { expect as baseExpect } from "@playwright/test";
import { test } from "./support/test.ts";
import { LANGUAGE_STORAGE_KEY } from "../../src/i18n/index.ts";
import { skipCookieBanner, uniqueHandle } from "./support/muse.ts";
import { openInLanguage } from "./support/language.ts";
import { expectNoAxeViolations, WCAG_AA } from "./support/axe.ts";

// On a busy machine the first answer of each function and the page's scripts can take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * Issue 45 item 8: a visitor who signs up without an application lands on /welcome in her language, which says to
 * confirm her e-mail address and what the account is for; neither the header's Profile menu nor the mobile menu
 * offers her My Dashboard.
 */
const LANGUAGES = [
  {
    locale: "en",
    auth: "/auth",
    welcome: /\/welcome$/,
    words: {
      signUpTab: "Sign Up",
      form: "Sign up",
      email: "Email",
      password: "Password",
      confirm: "Confirm Password",
      submit: "Create Account",
      title: "Welcome | SoleMuse",
      heading: "Welcome to SoleMuse",
      confirmHeading: "Confirm your e-mail address",
      purpose: "Messages: write to a Muse from her profile and read her answers here on the site.",
      shortlist: "Your shortlist stays on this device",
      directory: ["Browse the directory", "/directory"],
      profile: "Profile",
      accountSettings: "Account Settings",
      dashboard: "My Dashboard",
      openMenu: "Open menu",
    },
  },
  {
    locale: "de",
    auth: "/de/auth",
    welcome: /\/de\/welcome$/,
    words: {
      signUpTab: "Registrieren",
      form: "Registrieren",
      email: "E-Mail",
      password: "Passwort",
      confirm: "Passwort bestätigen",
      submit: "Konto erstellen",
      title: "Willkommen | SoleMuse",
      heading: "Willkommen bei SoleMuse",
      confirmHeading: "Bestätigen Sie Ihre E-Mail-Adresse",
      purpose: "Nachrichten: Schreiben Sie einer Muse über ihr Profil",
      shortlist: "Ihre Merkliste bleibt auf diesem Gerät",
      directory: ["Zum Musen-Verzeichnis", "/de/directory"],
      profile: "Profil",
      accountSettings: "Kontoeinstellungen",
      dashboard: "Mein Dashboard",
      openMenu: "Menü öffnen",
    },
  },
] as const;

test.beforeEach(async ({ context }) => {
  await skipCookieBanner(context);
  // She came to these pages in her language: no offer of another one covers the header.
  await context.addInitScript((key) => window.localStorage.setItem(key, "chosen"), LANGUAGE_STORAGE_KEY);
});

for (const { locale, auth, welcome, words } of LANGUAGES) {
  test(`a seeker signs up on ${auth}, lands on the welcome page and is offered no dashboard`, async ({ page }) => {
    await openInLanguage(page, auth, locale);
    await page.getByRole("tab", { name: words.signUpTab }).click();
    const form = page.getByRole("form", { name: words.form });
    const password = "velvet-harbour-soles-123";
    await form.getByLabel(words.email).fill(`${uniqueHandle(`${locale}-seeker`)}@example.test`);
    await form.getByLabel(words.password, { exact: true }).fill(password);
    await form.getByLabel(words.confirm).fill(password);
    await form.getByRole("button", { name: words.submit }).click();

    await expect(page).toHaveURL(welcome);
    await expect(page).toHaveTitle(words.title);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.heading);
    await expect(page.getByRole("heading", { level: 2, name: words.confirmHeading })).toBeVisible();
    await expect(page.getByText(words.purpose)).toBeVisible();
    await expect(page.getByText(words.shortlist)).toBeVisible();
    const [directoryName, directoryPath] = words.directory;
    await expect(page.getByRole("main").getByRole("link", { name: directoryName })).toHaveAttribute(
      "href",
      directoryPath,
    );
    await expectNoAxeViolations(page, { tags: WCAG_AA });

    // Signed in, the header's Profile menu offers Account Settings but not My Dashboard.
    const header = page.locator("header[data-site-header]");
    await header.getByRole("button", { name: words.profile }).click();
    await expect(header.getByRole("menuitem", { name: words.accountSettings })).toBeVisible();
    await expect(header.getByRole("menuitem", { name: words.dashboard })).toHaveCount(0);
    await expect(header.getByRole("link", { name: words.dashboard })).toHaveCount(0);

    // The mobile menu neither.
    await page.setViewportSize({ width: 390, height: 844 });
    await header.getByRole("button", { name: words.openMenu }).click();
    const menu = page.locator("[data-mobile-menu]");
    await expect(menu.getByRole("link", { name: words.accountSettings })).toBeVisible();
    await expect(menu.getByRole("link", { name: words.dashboard })).toHaveCount(0);
  });
}
