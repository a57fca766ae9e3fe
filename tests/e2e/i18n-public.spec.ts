import { expect, type Page } from "@playwright/test";
import { test } from "./support/test.ts";
import { declineCookies } from "./support/approved-muse.ts";
import { holdAnswers } from "./support/network.ts";
import { CATALOGUES } from "../../src/i18n/index.ts";
import { TRANSLATED_LOCALES, type Locale } from "../../src/domain/locales.ts";
import { translated } from "../support/messages.ts";
import { openInLanguage } from "./support/language.ts";

// The public pages in other languages (issue 31): a German and a French visitor walk them as they would, their
// words written out here so that a text falling back to English cannot pass; Polish and Dutch are checked against
// their catalogues.

test.beforeEach(async ({ page }) => {
  await declineCookies(page);
});

const main = (page: Page) => page.getByRole("main");

/** A message the spec writes in English, in the page's language (its `<html lang>`). */
async function inPageLanguage(page: Page, english: string): Promise<string> {
  const lang = (await page.locator("html").getAttribute("lang"))!.split("-")[0] as Locale;
  return translated(lang, english);
}

/** Every link inside `scope` that leads somewhere on the site, by its href. */
async function siteLinks(page: Page, scope: string): Promise<string[]> {
  const hrefs = await page
    .locator(`${scope} a[href^="/"]`)
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
  return hrefs.filter((href) => !href.startsWith("/rss.xml"));
}

test.describe("German", () => {
  test("a visitor goes from the home page to Become a Muse and asks a question on the contact form", async ({
    page,
  }) => {
    await openInLanguage(page, "/de", "de", { heading: "Wo diskrete Begegnungen beginnen" });
    await expect(page).toHaveTitle("SoleMuse - Verifizierte Musen | Diskretes Fußfetisch-Verzeichnis in Europa");
    await expect(main(page).getByRole("link", { name: "Musen entdecken" }).first()).toHaveAttribute(
      "href",
      "/de/directory",
    );
    for (const title of ["Verifiziert & sicher", "Erstklassige Qualität", "Diskrete Plattform", "Lifestyle im Fokus"]) {
      await expect(main(page).getByRole("heading", { name: title, exact: true })).toBeVisible();
    }
    await expect(main(page)).toContainText("SoleMuse ist in den großen Städten Europas zu Hause.");
    const cities = page.getByRole("region", { name: "Musen nach Stadt entdecken" });
    await expect(cities.getByRole("link")).toHaveCount(10);
    const zurich = cities.getByRole("link", { name: /Zürich/ });
    await expect(zurich).toHaveAttribute("href", "/de/city/zurich-foot-fetish-encounters");
    await expect(zurich).toContainText("Schweiz");
    for (const href of await siteLinks(page, "main")) expect(href).toMatch(/^\/de(\/|$)/);

    await main(page).getByRole("link", { name: "Als Muse eintragen" }).click();
    await expect(page).toHaveURL(/\/de\/become-muse$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Muse werden");
    await expect(main(page).getByRole("link", { name: "Bewerbung starten" })).toHaveAttribute(
      "href",
      "/de/muse-onboarding",
    );
    const steps = page.getByRole("region", { name: "So funktioniert es" }).getByRole("listitem");
    await expect(steps.getByRole("heading")).toHaveText(["Bewerben", "Verifizierung", "Online gehen"]);
    // The availability statuses as the dashboard names them, in German.
    await expect(main(page)).toContainText("stellen Sie sich auf „Beschäftigt“ oder „Im Urlaub“");
    const requirements = page.getByRole("region", { name: "Voraussetzungen für die Bewerbung" });
    await expect(requirements).toContainText("Sie müssen mindestens 18 Jahre alt sein, um SoleMuse zu nutzen.");

    await main(page).getByRole("link", { name: "Stellen Sie uns eine Frage" }).click();
    await expect(page).toHaveURL(/\/de\/contact$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kontaktieren Sie uns");
    await expect(main(page).getByRole("heading", { name: "Antwortzeit" })).toBeVisible();
    await expect(main(page).getByRole("link", { name: "Datenschutzerklärung" })).toHaveAttribute(
      "href",
      "/de/privacy-policy",
    );

    const form = page.getByRole("form", { name: "Kontaktformular" });
    const send = form.getByRole("button", { name: "Nachricht senden" });
    await expect(send).toBeEnabled();
    // The required and e-mail checks are shown under the fields, in German, whatever the browser's language.
    let posted = false;
    await page.route("**/api/contacts", async (route) => {
      posted = true;
      await route.continue();
    });
    await form.getByRole("textbox", { name: /^Name/ }).fill("Anna");
    await send.click();
    const email = form.getByRole("textbox", { name: /^E-Mail/ });
    await expect(page.locator("#contact-email-error")).toHaveText("Bitte geben Sie Ihre E-Mail-Adresse ein.");
    await expect(email).toBeFocused();
    await expect(page.locator("#contact-name-error")).toBeHidden();
    await email.fill("keine-adresse");
    await send.click();
    await expect(page.locator("#contact-email-error")).toHaveText("Bitte geben Sie eine gültige E-Mail-Adresse ein.");
    expect(posted).toBe(false);

    // A field the server refuses: its message under the field, in the page's language.
    await page.unrouteAll();
    await form.getByRole("textbox", { name: /^Name/ }).fill("   ");
    await email.fill(`anna-${Date.now().toString(36)}@example.com`);
    await form.getByRole("textbox", { name: /^Nachricht/ }).fill("Wie funktioniert die Verifizierung?");
    await send.click();
    await expect(page.locator("#contact-name-error")).toHaveText(await inPageLanguage(page, "Name is required"));

    await form.getByRole("textbox", { name: /^Name/ }).fill("Anna");
    const release = await holdAnswers(page, "**/api/contacts");
    await send.click();
    await expect(form.getByRole("button", { name: "Wird gesendet..." })).toBeDisabled();
    release();
    await expect(page.locator('[data-toast][data-type="success"]')).toBeVisible();
    await expect(send).toBeEnabled();
    await expect(form.getByRole("textbox", { name: /^Nachricht/ })).toHaveValue("");
  });

  test("the transparency report reads in German, links in German and is cached like the English one", async ({
    page,
    request,
  }) => {
    await openInLanguage(page, "/de/transparency", "de", { status: 200, heading: "Transparenzbericht" });
    await expect(page).toHaveTitle("Transparenzbericht: Meldungen, Entscheidungen und Widersprüche | SoleMuse");
    const notices = page.locator("table", {
      has: page.locator("caption", { hasText: "Eingegangene Meldungen nach Grund" }),
    });
    await expect(notices.getByRole("columnheader", { name: "Letzte 12 Monate" })).toBeVisible();
    await expect(notices.getByRole("row", { name: /Unter 18/ })).toContainText("dringend");
    await expect(main(page)).toContainText(/vom \d{1,2}\. [A-Za-zäöüÄÖÜ]+ \d{4} bis heute/);
    await expect(main(page).getByRole("heading", { level: 2, name: "So funktioniert die Moderation" })).toBeVisible();
    await expect(main(page).getByRole("link", { name: "Nutzungsbedingungen" })).toHaveAttribute("href", "/de/terms");
    await expect(main(page).getByRole("link", { name: "Kontaktformular" })).toHaveAttribute("href", "/de/contact");
    await expect(main(page)).toContainText("Wir lesen und antworten auf Englisch und Deutsch.");

    const english = (await request.get("/transparency")).headers();
    const german = (await request.get("/de/transparency")).headers();
    for (const header of ["cache-control", "netlify-cdn-cache-control", "netlify-cache-tag"]) {
      expect(german[header], header).toBe(english[header]);
    }
  });
});

test.describe("French", () => {
  // A French visitor's browser speaks French: no suggestion to read the page in another language.
  test.use({ locale: "fr-FR" });

  test("a visitor reads About, then the blog and an article, and copies its link", async ({ browser }) => {
    const context = await browser.newContext({
      locale: "fr-FR",
      permissions: ["clipboard-read", "clipboard-write"],
    });
    await context.addInitScript(() => window.localStorage.setItem("cookie-consent", "declined"));
    const page = await context.newPage();

    await openInLanguage(page, "/fr/about", "fr", { heading: "Un écrin discret pour une passion élégante" });
    const values = page.getByRole("region", { name: "Ce qui nous engage" });
    for (const value of ["Discrétion", "Vérification", "Sécurité", "Respect mutuel"]) {
      await expect(values.getByRole("heading", { name: value, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("region", { name: "De Zurich au reste de l’Europe" })).toContainText(
      "SoleMuse est présent dans les grandes villes d’Europe.",
    );
    await expect(page.locator("#photo-verification strong").last()).toHaveText("Photo vérifiée");
    const cta = page.getByRole("region", { name: "Faites partie de l’histoire de SoleMuse" });
    await expect(cta.getByRole("link", { name: "Découvrir les Muses" })).toHaveAttribute("href", "/fr/directory");
    await expect(cta.getByRole("link", { name: "Devenir Muse" })).toHaveAttribute("href", "/fr/become-muse");

    await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/fr\/blog$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Le blog SoleMuse");
    await expect(main(page).getByRole("link", { name: "Restons en contact" })).toHaveAttribute("href", "/fr/contact");
    // An English article (the French ones come first): its own words are English, and say so; the date is French.
    const card = page
      .locator("[data-article-card]")
      .filter({ has: page.locator('h2[lang="en"]') })
      .first();
    await expect(card.getByRole("heading")).toHaveAttribute("lang", "en");
    await expect(card.locator("[data-article-date]")).toHaveText(/^\d{2} [a-zéû]+\.? \d{4}$/);
    const link = card.getByRole("heading").getByRole("link");
    await expect(link).toHaveAttribute("href", /^\/fr\/blog\/[a-z0-9-]+$/);
    const href = (await link.getAttribute("href"))!;

    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(main(page).getByRole("link", { name: "← Retour au blog" })).toHaveAttribute("href", "/fr/blog");
    await expect(main(page).locator("header")).toContainText(/Par .+ · \d{2} [a-zéû]+\.? \d{4}/);
    await expect(page.locator("[data-article-body]")).toHaveAttribute("lang", "en");
    await expect(main(page).getByText("Partager cet article :")).toBeVisible();
    await expect(main(page).getByRole("link", { name: /^Facebook \(s’ouvre dans un nouvel onglet\)$/ })).toBeVisible();
    const articleCta = page.getByRole("complementary", { name: "Envie de rencontrer une Muse vérifiée ?" });
    await expect(articleCta.getByRole("link", { name: "Découvrir les Muses" })).toHaveAttribute(
      "href",
      "/fr/directory",
    );
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(jsonLd.inLanguage).toBe("en");
    expect(jsonLd.mainEntityOfPage).toMatchObject({
      inLanguage: "fr",
      "@id": expect.stringMatching(new RegExp(`${href}$`)),
    });

    await main(page).getByRole("button", { name: "Copier le lien" }).click();
    await expect(page.locator('[data-toast][data-type="success"]')).toContainText(
      await inPageLanguage(page, "Link copied to clipboard!"),
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`${href}$`));
    await context.close();
  });

  test("an unknown article says so in French and leads back to the French blog", async ({ page }) => {
    const response = await page.goto("/fr/blog/no-such-article");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Article introuvable");
    await expect(main(page).getByRole("link", { name: "Retour au blog" })).toHaveAttribute("href", "/fr/blog");
    await expect(main(page).getByRole("link", { name: "Aller à l’accueil" })).toHaveAttribute("href", "/fr");
  });

  test("the contact form says its checks in French", async ({ page }) => {
    await page.goto("/fr/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nous contacter");
    const form = page.getByRole("form", { name: "Formulaire de contact" });
    const send = form.getByRole("button", { name: "Envoyer le message" });
    await expect(send).toBeEnabled();
    await send.click();
    const name = form.getByRole("textbox", { name: /^Nom/ });
    await expect(page.locator("#contact-name-error")).toHaveText("Veuillez indiquer votre nom.");
    await expect(name).toBeFocused();
    // Typing takes the message away: a filled field is valid again.
    await name.fill("Claire");
    await expect(page.locator("#contact-name-error")).toBeHidden();
  });
});

test.describe("Polish and Dutch", () => {
  for (const locale of TRANSLATED_LOCALES.filter((other) => other === "pl" || other === "nl")) {
    const texts = CATALOGUES[locale];
    test(`${locale}: every public page answers in its language, with links that stay in it`, async ({ page }) => {
      for (const [path, title] of [
        ["", texts.home.hero.title],
        ["/about", texts.about.hero.title],
        ["/become-muse", texts.becomeMuse.hero.title],
        ["/contact", texts.contact.hero.title],
        ["/transparency", texts.transparency.title],
        ["/blog", texts.blog.list.title.replace("{brand}", "SoleMuse")],
      ] as const) {
        const response = await page.goto(`/${locale}${path}`);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
        for (const href of await siteLinks(page, "main")) expect(href, path).toMatch(new RegExp(`^/${locale}(/|$)`));
      }
    });
  }
});

test("an unknown language prefix is the site's 404, on the on-demand pages too", async ({ page }) => {
  for (const path of ["/xx/transparency", "/xx/blog", "/xx/blog/some-article"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
  }
});

test.describe("English, unchanged", () => {
  test("pages keep their English words, links and dates", async ({ page }) => {
    await page.goto("/become-muse");
    await expect(main(page)).toContainText(
      "Edit your bio, city and availability whenever you like, and set yourself to Busy or On Vacation when you need a break.",
    );
    await page.goto("/");
    const zurich = page.getByRole("region", { name: "Explore Muses by city" }).getByRole("link", { name: /Zurich/ });
    await expect(zurich).toHaveAttribute("href", "/city/zurich-foot-fetish-encounters");
    await expect(zurich).toContainText("Switzerland");
    await page.goto("/blog");
    const card = page.locator("[data-article-card]").first();
    await expect(card.getByRole("heading")).not.toHaveAttribute("lang", /.*/);
    await expect(card.locator("[data-article-date]")).toHaveText(/^[A-Z][a-z]{2} \d{2}, \d{4}$/);
    await card.getByRole("heading").getByRole("link").click();
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
    await expect(main(page).locator("header")).toContainText(/By .+ · [A-Z][a-z]{2} \d{2}, \d{4}/);
    await expect(main(page).getByRole("link", { name: "← Back to Blog" })).toHaveAttribute("href", "/blog");
    await expect(page.locator("[data-article-body]")).not.toHaveAttribute("lang", /.*/);
  });
});
