import { expect, type Page } from "@playwright/test";
import { test } from "./support/test.ts";
import { LANGUAGE_STORAGE_KEY } from "../../src/i18n/index.ts";
import { translated } from "../support/messages.ts";
import { expectToast, skipCookieBanner, uniqueHandle } from "./support/muse.ts";
import { openInLanguage } from "./support/language.ts";

/**
 * Sign-in, sign-up, the reset page and Account Settings in the visitor's language (issue 31): what she reads, where
 * the links and redirects lead, and the language the page tells the server.
 */

/** A message the spec writes in English, as the page in `locale` shows it (its key's text in that language). */
const wire = translated;

/** The language the page sent with its call to `path` (src/lib/api.ts). */
async function languageSentTo(page: Page, path: string, send: () => Promise<void>): Promise<string | undefined> {
  const [call] = await Promise.all([page.waitForRequest((request) => request.url().endsWith(path)), send()]);
  return (await call.allHeaders())["x-locale"];
}

test.beforeEach(async ({ context }) => {
  await skipCookieBanner(context);
  // She came to these pages in her language: no offer of another one covers the header.
  await context.addInitScript((key) => window.localStorage.setItem(key, "chosen"), LANGUAGE_STORAGE_KEY);
});

test("a German visitor signs up on /de/auth: German form, German messages, and the language travels with the call", async ({
  page,
}) => {
  await openInLanguage(page, "/de/auth", "de", { title: "Anmelden oder registrieren | SoleMuse" });
  await expect(page.getByRole("heading", { level: 1, name: "Willkommen bei SoleMuse" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Anmelden" })).toHaveAttribute("aria-selected", "true");

  // Signing in: its fields, and "Forgot password?" in German, which stays in German.
  const signIn = page.getByRole("form", { name: "Anmelden" });
  await expect(signIn.getByLabel("E-Mail")).toBeEnabled();
  await expect(signIn.getByLabel("Passwort")).toBeVisible();
  await expect(signIn.getByRole("button", { name: "Anmelden" })).toBeVisible();
  await expect(signIn.getByRole("link", { name: "Passwort vergessen?" })).toHaveAttribute(
    "href",
    "/de/forgot-password",
  );

  await page.getByRole("tab", { name: "Registrieren" }).click();
  const signUp = page.getByRole("form", { name: "Registrieren" });
  await expect(signUp.getByText("Mindestens 8 Zeichen.")).toBeVisible();
  await signUp.getByLabel("E-Mail").fill("keine-adresse");
  await signUp.getByLabel("Passwort", { exact: true }).fill("kurz");
  await signUp.getByLabel("Passwort bestätigen").fill("kurz");
  await signUp.getByRole("button", { name: "Konto erstellen" }).click();
  await expect(page.locator("#signup-email-error")).toHaveText(wire("de", "Please enter a valid email"));

  const email = `${uniqueHandle("de-seeker")}@example.test`;
  const password = "geheimes-passwort-123";
  await signUp.getByLabel("E-Mail").fill(email);
  await signUp.getByLabel("Passwort", { exact: true }).fill(password);
  await signUp.getByLabel("Passwort bestätigen").fill(`${password}-tippfehler`);
  await signUp.getByRole("button", { name: "Konto erstellen" }).click();
  await expect(page.locator("#signup-confirm-error")).toHaveText(wire("de", "Passwords don't match"));

  await signUp.getByLabel("Passwort bestätigen").fill(password);
  const language = await languageSentTo(page, "/api/auth/signup", () =>
    signUp.getByRole("button", { name: "Konto erstellen" }).click(),
  );
  expect(language).toBe("de");
  await expectToast(page, wire("de", "Account created! Please check your email to verify your account."));
  // A new account has no profile yet: the page that says what it is for, in German.
  await expect(page).toHaveURL(/\/de\/welcome$/);
});

test("a French visitor signs in on /fr/auth, manages her account on /fr/account and signs out to /fr", async ({
  page,
  request,
}) => {
  const email = `${uniqueHandle("fr-seeker")}@example.test`;
  const password = "mot-de-passe-123";
  const registered = await request.post("/api/auth/signup", { data: { email, password, user_type: "seeker" } });
  expect(registered.status(), await registered.text()).toBe(201);

  await openInLanguage(page, "/fr/auth", "fr");
  await expect(page.getByRole("heading", { level: 1, name: "Bienvenue sur SoleMuse" })).toBeVisible();
  const signIn = page.getByRole("form", { name: "Connexion" });
  await signIn.getByLabel("E-mail").fill(email);
  await signIn.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.locator("#signin-password-error")).toHaveText(wire("fr", "Password is required"));
  await signIn.getByLabel("Mot de passe").fill(password);
  const language = await languageSentTo(page, "/api/auth/signin", () =>
    signIn.getByRole("button", { name: "Se connecter" }).click(),
  );
  expect(language).toBe("fr");
  await expectToast(page, wire("fr", "Welcome back! Successfully signed in."));
  await expect(page).toHaveURL(/\/fr\/directory$/);

  await openInLanguage(page, "/fr/account", "fr", { title: "Paramètres du compte | SoleMuse" });
  await expect(page.getByRole("heading", { level: 1, name: "Paramètres du compte" })).toBeVisible();
  await expect(page.locator("[data-account-email]")).toHaveText(email);
  await expect(
    page.getByText("(pas encore confirmée : notre lien vous attend dans votre boîte de réception)"),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Renvoyer l’e-mail de confirmation" })).toBeVisible();
  // Signed in on this page only (the API's own sign-up session has its own cookie jar).
  await expect(page.locator("[data-other-sessions]")).toHaveText(
    /^Votre compte (n’est connecté que sur cet appareil|est aussi connecté sur \d+ autres? appareils? ou navigateurs?)\.$/,
  );
  await expect(page.getByRole("heading", { level: 2, name: "Mes données" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Télécharger mes données" })).toBeVisible();

  const change = page.getByRole("form", { name: "Changer le mot de passe" });
  await change.getByLabel("Mot de passe actuel").fill(password);
  await change.getByLabel("Nouveau mot de passe", { exact: true }).fill("nouveau-mot-de-passe-456");
  await change.getByLabel("Confirmer le nouveau mot de passe").fill("autre-mot-de-passe-789");
  await change.getByRole("button", { name: "Changer le mot de passe" }).click();
  await expect(page.locator("#account-confirm_password-error")).toHaveText(wire("fr", "Passwords don't match"));

  const header = page.getByRole("banner");
  await header.getByRole("button", { name: "Profil" }).click();
  await header.getByRole("menuitem", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(/\/fr$/);

  // Signed out, the settings send her to the sign-in page of her language.
  await page.goto("/fr/account");
  await expect(page).toHaveURL(/\/fr\/auth$/);
  await expect(page.getByRole("tab", { name: "Se connecter" })).toBeVisible();
});

test("deleting the account on /fr/account says so in French and leads home in French", async ({ page }) => {
  const email = `${uniqueHandle("fr-delete")}@example.test`;
  const password = "mot-de-passe-123";
  const signUp = await page.request.post("/api/auth/signup", { data: { email, password, user_type: "seeker" } });
  expect(signUp.status(), await signUp.text()).toBe(201);

  await page.goto("/fr/account");
  const deletion = page.getByRole("region", { name: "Mes données" });
  const remove = deletion.getByRole("button", { name: "Supprimer mon compte" });
  await deletion.getByLabel("Mot de passe").fill(password);
  await expect(remove).toBeDisabled();
  await deletion.getByLabel("Je comprends que cette action est irréversible.").check();
  await remove.click();
  await expect(page.getByRole("heading", { level: 1, name: "Compte supprimé" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Retour à l’accueil" })).toHaveAttribute("href", "/fr");
});

test("/de/reset-password: a used link says so in German and offers a new one in German", async ({ page }) => {
  await openInLanguage(page, "/de/reset-password#token=not-a-real-token", "de");
  await expect(page.getByRole("heading", { level: 1, name: "Neues Passwort wählen" })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText(
    wire("de", "This reset link is invalid or has expired. Please ask for a new one."),
  );
  await expect(page.getByRole("link", { name: "Neuen Link anfordern" })).toHaveAttribute("href", "/de/forgot-password");
});

test("/de/auth to /de/forgot-password carries the typed address, and the way back stays German", async ({ page }) => {
  await page.goto("/de/auth");
  await page.getByLabel("E-Mail").fill("jemand@example.test");
  await page.getByRole("link", { name: "Passwort vergessen?" }).click();
  await expect(page).toHaveURL(/\/de\/forgot-password$/);
  await expect(page.getByRole("heading", { level: 1, name: "Passwort zurücksetzen" })).toBeVisible();
  await expect(page.getByLabel("E-Mail")).toHaveValue("jemand@example.test");
  await expect(page.getByRole("link", { name: "Zurück zur Anmeldung" })).toHaveAttribute("href", "/de/auth");
});

test("each language's /auth speaks it, as the server sends it", async ({ request }) => {
  const welcome = { pl: "Witaj w SoleMuse", nl: "Welkom bij SoleMuse", fr: "Bienvenue sur SoleMuse" };
  for (const [locale, heading] of Object.entries(welcome)) {
    const response = await request.get(`/${locale}/auth`);
    expect(response.status(), locale).toBe(200);
    const html = await response.text();
    expect(html, locale).toContain(`<html lang="${locale}"`);
    expect(html, locale).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
  }
});

test("English stays as it was: /auth, /account's redirect, and the admin sign-in with its shared fields", async ({
  page,
}) => {
  await openInLanguage(page, "/auth", "en", { title: "Sign In or Join | SoleMuse" });
  await expect(page.getByRole("heading", { level: 1, name: "Welcome to SoleMuse" })).toBeVisible();
  await expect(page.getByText("Discreet, verified and respectful, for adults 18+.")).toBeVisible();
  await expect(page.getByRole("tablist", { name: "Sign in or sign up" })).toBeVisible();
  const signIn = page.getByRole("form", { name: "Sign in" });
  await expect(signIn.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/forgot-password");
  const language = await languageSentTo(page, "/api/auth/signin", async () => {
    await signIn.getByLabel("Email").fill("nobody@example.test");
    await signIn.getByLabel("Password").fill("not-the-password-123");
    await signIn.getByRole("button", { name: "Sign In" }).click();
  });
  expect(language).toBe("en");
  await expectToast(page, "Invalid credentials", "Please check your email and password and try again.");

  await page.getByRole("tab", { name: "Sign Up" }).click();
  await expect(page.getByText("At least 8 characters.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Create Account" })).toBeVisible();

  await page.goto("/account");
  await expect(page).toHaveURL(/\/auth$/);

  // The admin panel has no texts of its own: the shared sign-in fields fall back to English.
  await openInLanguage(page, "/admin", "en");
  await expect(page.getByLabel("Email")).toBeEnabled();
  await expect(page.getByLabel("Password")).toBeVisible();
  await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/forgot-password");
});
