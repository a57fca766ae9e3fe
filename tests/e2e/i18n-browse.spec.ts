import { expect, type Page } from "@playwright/test";
import { test } from "./support/test.ts";
import { createApprovedMuse, declineCookies, type ApprovedMuse } from "./support/approved-muse.ts";
import { translated } from "../support/messages.ts";
import { openInLanguage } from "./support/language.ts";

/**
 * The directory, a Muse's profile and the city pages in German and French, as a visitor whose browser speaks the
 * language walks them: the page's words in her language, `<html lang>`, links that stay in it, the options she
 * filters by under their translated names (the address keeps the stored English value), and the sitemaps that
 * list every language's address.
 */

let muse: ApprovedMuse;
const CAPTIONS = ["Am See", null];

test.beforeAll(async () => {
  muse = await createApprovedMuse(test.info().project.use.baseURL!, {
    city: "Geneva",
    categories: ["Pedicure Sessions", "Foot Worship", "Shoeplay & Heels", "Custom Fantasy Requests"],
    galleryCaptions: CAPTIONS,
  });
});

test.beforeEach(async ({ page }) => {
  await declineCookies(page);
});

const cards = (page: Page) => page.locator("[data-muse-card]");
const cardOf = (page: Page, handle: string) =>
  cards(page).filter({ has: page.getByRole("heading", { name: handle, exact: true }) });
const region = (page: Page, name: string) => page.getByRole("region", { name });

test.describe("in German", () => {
  test.use({ locale: "de-DE" });

  test("the directory: German filters and count, a city filter that stays under /de, cards linking to /de/muse", async ({
    page,
  }) => {
    await openInLanguage(page, "/de/directory", "de", { status: 200, title: "Musen-Verzeichnis | SoleMuse" });
    await expect(page.getByRole("heading", { level: 1, name: "Musen-Verzeichnis" })).toBeVisible();
    await expect(page.locator("[data-directory-count]")).toHaveText(/^\d+ von \d+ Musen? angezeigt$/);

    // The options read in German; their values stay the stored English names.
    const city = page.getByLabel("Stadt", { exact: true });
    await expect(city.locator("option", { hasText: "Alle Städte" })).toHaveAttribute("value", "all");
    await expect(city.locator("option", { hasText: "Genf" })).toHaveAttribute("value", "Geneva");
    await expect(city.locator("option", { hasText: "Warschau" })).toHaveAttribute("value", "Warsaw");
    await expect(
      page.getByLabel("Kategorie", { exact: true }).locator("option", { hasText: "Pediküre-Sessions" }),
    ).toHaveAttribute("value", "Pedicure Sessions");
    await expect(
      page.getByLabel("Verifizierung", { exact: true }).locator("option", { hasText: "Nur mit Fotoverifizierung" }),
    ).toHaveCount(1);

    await city.selectOption("Geneva");
    await expect(page).toHaveURL(/\/de\/directory\?city=Geneva$/);
    await expect(page.locator("[data-directory-count]")).toHaveText(/^\d+ von \d+ Musen? angezeigt$/);
    const card = cardOf(page, muse.handle);
    await expect(card).toBeVisible();
    await expect(card.getByText("Genf", { exact: true })).toBeVisible();
    await expect(card.getByText("Verfügbar", { exact: true })).toBeVisible();
    const services = card.getByRole("list", { name: "Angebote" });
    await expect(services.getByText("Pediküre-Sessions", { exact: true })).toBeVisible();
    await expect(services.getByText("+1 weitere", { exact: true })).toBeVisible();
    const view = card.getByRole("link", { name: `Profil ansehen – ${muse.handle}` });
    await expect(view).toHaveAttribute("href", `/de/muse/${muse.handle}`);

    // A filter without any Muse: the empty state in German, its link under /de.
    await page.getByLabel("Kategorie", { exact: true }).selectOption("Panty Play & Delivery");
    await page.getByLabel("Verifizierung", { exact: true }).selectOption("photo");
    await expect(page).toHaveURL(/\/de\/directory\?city=Geneva&category=Panty\+Play/);
    await expect(page.getByRole("heading", { name: "Keine Musen gefunden" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Werden Sie die erste Muse in dieser Gegend" })).toHaveAttribute(
      "href",
      "/de/become-muse",
    );

    // Back to the unfiltered list, then to the profile.
    await page.goto("/de/directory?city=Geneva");
    await cardOf(page, muse.handle)
      .getByRole("link", { name: /Profil ansehen/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/de/muse/${muse.handle}$`));
    await expect(page.getByRole("heading", { level: 1, name: muse.handle })).toBeVisible();
  });

  test("Load more keeps the language: the next cards and the button speak German", async ({ page }) => {
    await page.goto("/de/directory?limit=1");
    await expect(cards(page)).toHaveCount(1);
    const more = page.getByRole("button", { name: "Mehr laden" });
    await expect(more).toHaveAttribute("data-directory-load-more", /^\/de\/directory\/results\?/);
    await more.click();
    await expect(cards(page)).toHaveCount(2);
    await expect(
      cards(page)
        .nth(1)
        .getByRole("link", { name: /^Profil ansehen/ }),
    ).toHaveAttribute("href", /^\/de\/muse\//);
  });

  test("a profile: German sections, facts and options, the overlay and the report dialog in German", async ({
    page,
  }) => {
    await openInLanguage(page, `/de/muse/${muse.handle}`, "de", {
      status: 200,
      title: `${muse.handle} in Genf - verifizierte Muse | SoleMuse`,
    });
    await expect(page.getByRole("link", { name: "Zurück zum Verzeichnis" })).toHaveAttribute("href", "/de/directory");
    await expect(page.getByText("Verifiziert", { exact: true })).toBeVisible();
    await expect(page.locator("[data-profile-picture]").getByText("Verfügbar", { exact: true })).toBeVisible();
    await expect(page.locator("main").getByText("Genf", { exact: true })).toBeVisible();

    await expect(region(page, "Angebote").getByText("Schuhe & High Heels", { exact: true })).toBeVisible();
    await expect(region(page, "Kontaktmöglichkeiten").getByRole("link", { name: /Anrufen/ })).toHaveAttribute(
      "href",
      /^tel:/,
    );
    const facts = region(page, "Steckbrief");
    for (const [label, value] of [
      ["Geburtsjahr", "1994"],
      ["Nationalität", "Schweizerisch"],
      ["Haarfarbe", "Kastanienrot"],
      ["Tattoos", "Ja"],
      ["Raucherin", "Nein"],
    ] as const) {
      await expect(facts.locator("div").filter({ has: page.getByText(label, { exact: true }) })).toContainText(value);
    }
    await expect(region(page, "Sprachen").getByText("Französisch", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: /Exklusive Inhalte verfügbar/ })).toBeVisible();
    await expect(region(page, "Persönliche Beschreibung")).toContainText(`First line of ${muse.handle}`);

    // The gallery's overlay counts and browses in German.
    const gallery = region(page, "Galerie");
    await gallery.getByRole("button", { name: `${muse.handle}, Galeriebild 2 im Vollbild öffnen` }).click();
    const overlay = page.locator("[data-image-overlay]");
    // After her main photo's two pictures.
    await expect(overlay.locator("[data-overlay-counter]")).toHaveText("4 von 4");
    await overlay.getByRole("button", { name: "Vorheriges Bild" }).click();
    await expect(overlay.locator("[data-overlay-counter]")).toHaveText("3 von 4");
    await expect(overlay.locator("[data-overlay-caption]")).toHaveText("Am See");
    await overlay.getByRole("button", { name: "Schließen" }).click();
    await expect(overlay).toHaveCount(0);

    // The report dialog: German labels, the server's own check in the page's language.
    await page.getByRole("button", { name: "Dieses Profil melden" }).click();
    const dialog = page.getByRole("dialog", { name: "Dieses Profil melden" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("radio", { name: "Unter 18 Jahren" })).toBeVisible();
    await dialog.getByRole("button", { name: "Senden" }).click();
    const reasonRequired = translated("de", "Please choose a reason");
    await expect(dialog.locator("#report-reason-error")).toHaveText(reasonRequired);
    await dialog.getByRole("radio", { name: "Anderer Grund" }).check();
    await expect(dialog.getByLabel("Details (erforderlich)")).toBeVisible();
    await dialog.getByRole("button", { name: "Abbrechen" }).click();
    await expect(dialog).toBeHidden();
  });

  test('an unknown profile is "Profil nicht gefunden", and a path under no language is the 404 page', async ({
    page,
  }) => {
    const response = await page.goto("/de/muse/no-such-muse-here");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Profil nicht gefunden" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Zum Verzeichnis", exact: true })).toHaveAttribute(
      "href",
      "/de/directory",
    );
    expect((await page.request.get("/xx/directory")).status()).toBe(404);
    expect((await page.request.get("/xx/muse/anyone")).status()).toBe(404);
  });
});

test.describe("in French", () => {
  test.use({ locale: "fr-FR" });

  test("a city page: its French content, the frame in French, links that stay under /fr, FAQ data in French", async ({
    page,
  }) => {
    await openInLanguage(page, "/fr/city/geneva-foot-fetish-encounters", "fr", {
      status: 200,
      title: "Rencontres fétichisme des pieds à Genève - Muses vérifiées | SoleMuse",
      heading: "Rencontres fétichisme des pieds à Genève",
    });
    await expect(page.getByText("Suisse · Muses vérifiées")).toBeVisible();
    const directory = "/fr/directory?city=Geneva";
    await expect(page.getByRole("link", { name: "Découvrir les Muses à Genève" })).toHaveAttribute("href", directory);
    await expect(page.getByRole("link", { name: "Explorer les Muses à Genève" })).toHaveAttribute("href", directory);
    await expect(page.getByRole("link", { name: "Devenir Muse à Genève" })).toHaveAttribute("href", "/fr/become-muse");
    await expect(page.getByRole("heading", { name: "La promesse SoleMuse à Genève" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Questions fréquentes" })).toBeVisible();
    await expect(page.locator('[data-section="keywords"]')).toContainText("Recherches populaires\u202F:");
    await expect(page.getByRole("main").getByRole("link", { name: "Conditions d’utilisation" })).toHaveAttribute(
      "href",
      "/fr/terms",
    );
    await expect(page.getByRole("main").getByRole("link", { name: "Politique de confidentialité" })).toHaveAttribute(
      "href",
      "/fr/privacy",
    );
    const otherCities = page.getByRole("region", { name: "Autres villes" });
    await expect(otherCities.getByRole("link", { name: /Varsovie/ })).toHaveAttribute(
      "href",
      "/fr/city/warsaw-foot-fetish-encounters",
    );
    await expect(otherCities.getByRole("link", { name: /Varsovie/ })).toContainText("Pologne");

    const questions = await page.locator('[data-section="faq"] summary span:first-child').allInnerTexts();
    expect(questions).toHaveLength(4);
    const jsonLd = (await page.locator('head script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as { "@type": string; inLanguage?: string; mainEntity?: { name: string }[] },
    );
    const faq = jsonLd.find((data) => data["@type"] === "FAQPage");
    expect(faq?.inLanguage).toBe("fr");
    expect(faq?.mainEntity?.map((entry) => entry.name)).toEqual(questions);
    // French typography: a narrow no-break space before the question mark, so it never wraps alone.
    for (const question of questions) expect(question).toMatch(/\S\u202F\?$/);

    await page.getByRole("link", { name: "Découvrir les Muses à Genève" }).click();
    await expect(page).toHaveURL(/\/fr\/directory\?city=Geneva$/);
    await expect(page.getByRole("heading", { level: 1, name: "Annuaire des Muses" })).toBeVisible();
    await expect(page.getByLabel("Ville", { exact: true })).toHaveValue("Geneva");
    await expect(page.locator("[data-directory-count]")).toHaveText(/^\d+ sur \d+ Muses?$/);
  });

  test("a profile in French: its sections, the back link, the photo of the gallery in French", async ({ page }) => {
    await openInLanguage(page, `/fr/muse/${muse.handle}`, "fr", {
      title: `${muse.handle} à Genève - Muse vérifiée | SoleMuse`,
    });
    await expect(page.getByRole("link", { name: "Retour à l’annuaire" })).toHaveAttribute("href", "/fr/directory");
    await expect(region(page, "Services proposés").getByText("Séances de pédicure", { exact: true })).toBeVisible();
    await expect(region(page, "En bref")).toContainText("Nationalité");
    await expect(region(page, "Langues parlées").getByText("Anglais", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Signaler ce profil" })).toBeVisible();
    await region(page, "Galerie").getByRole("button", { name: "Afficher Am See en plein écran" }).click();
    const overlay = page.locator("[data-image-overlay]");
    await expect(overlay.locator("[data-overlay-counter]")).toHaveText("3 sur 4");
    await expect(overlay.getByRole("button", { name: "Signaler cette photo" })).toBeVisible();
  });
});

test("the English pages read as before: directory, profile and city page unprefixed, in the spec's words", async ({
  page,
}) => {
  await openInLanguage(page, "/directory?city=Geneva", "en");
  await expect(page.getByRole("heading", { level: 1, name: "Muse Directory" })).toBeVisible();
  await expect(page.locator("[data-directory-count]")).toHaveText(/^Showing \d+ of \d+ Muses$/);
  const card = cardOf(page, muse.handle);
  await expect(card.getByText("Geneva", { exact: true })).toBeVisible();
  await expect(card.getByText("+1 more", { exact: true })).toBeVisible();
  await expect(card.getByRole("link", { name: `View Profile of ${muse.handle}` })).toHaveAttribute(
    "href",
    `/muse/${muse.handle}`,
  );

  await page.goto(`/muse/${muse.handle}`);
  await expect(page).toHaveTitle(`${muse.handle} in Geneva - Verified Muse | SoleMuse`);
  await expect(region(page, "About")).toContainText("Hair Color");
  await expect(region(page, "Services Offered").getByText("Pedicure Sessions", { exact: true })).toBeVisible();

  await page.goto("/city/geneva-foot-fetish-encounters");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Foot Fetish Encounters in Geneva");
  await expect(page.getByRole("link", { name: "Browse Muses in Geneva" })).toHaveAttribute(
    "href",
    "/directory?city=Geneva",
  );
  await expect(page.getByText("Switzerland · Verified Muses")).toBeVisible();
  await expect(
    page
      .getByRole("main")
      .getByText(/By using SoleMuse you agree to our Terms of Use and our Privacy Policy\. Adults 18\+ only\./),
  ).toBeVisible();
});

test("the sitemaps list every language's address with its alternates", async ({ request }) => {
  const pages = await (await request.get("/sitemap-pages.xml")).text();
  expect(pages).toMatch(/<loc>https?:\/\/[^<]+\/de\/directory<\/loc>/);
  expect(pages).toMatch(/<xhtml:link rel="alternate" hreflang="x-default" href="https?:\/\/[^"]+\/directory"\/>/);
  const built = await (await request.get("/sitemap-0.xml")).text();
  expect(built).toMatch(
    /<loc>https?:\/\/[^<]+\/pl\/city\/warsaw-foot-fetish-encounters<\/loc><xhtml:link rel="alternate" hreflang="en"/,
  );
  expect(built).not.toMatch(/\/(de|fr|pl|nl)\/forgot-password/);
});
