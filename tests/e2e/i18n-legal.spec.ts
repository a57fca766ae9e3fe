import { expect, type Page } from "@playwright/test";
import { test } from "./support/test.ts";
import { axeViolations } from "./support/axe.ts";
import { CATALOGUES } from "../../src/i18n/index.ts";
import { openInLanguage } from "./support/language.ts";

// The legal pages in every language (issue 31): the translations, the notice that the English version prevails, and
// the same anchors in every language.

test.beforeEach(async ({ page }) => {
  // A stored choice keeps the cookie banner out of the way; its behaviour has its own spec.
  await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "accepted"));
});

function main(page: Page) {
  return page.getByRole("main");
}

test.describe("German legal pages", () => {
  test.use({ locale: "de-DE" });

  test("/de/terms is the German Terms, says the English version prevails and links to it", async ({ page }) => {
    await openInLanguage(page, "/de/terms", "de", {
      title: "Nutzungsbedingungen | SoleMuse",
      heading: "Nutzungsbedingungen",
    });
    await expect(main(page)).toContainText("Rechtliches");
    await expect(main(page)).toContainText("Zuletzt aktualisiert: November 2026");
    await expect(main(page).getByRole("heading", { level: 2, name: "1. Teilnahmevoraussetzungen" })).toBeVisible();
    await expect(
      main(page).getByRole("heading", { level: 2, name: "15. Meldungen, Entscheidungen und Widersprüche" }),
    ).toBeVisible();

    const notice = main(page).getByRole("note");
    await expect(notice).toContainText(
      "Diese Übersetzung dient Ihrer Information. Maßgeblich ist die englische Fassung.",
    );
    // Links inside the document stay in German.
    await expect(
      main(page).getByRole("link", { name: "Nutzungsbedingungen für Besucher und Musen" }).first(),
    ).toHaveAttribute("href", "/de/terms-of-use");
    await expect(main(page).getByRole("link", { name: "Transparenzseite" })).toHaveAttribute(
      "href",
      "/de/transparency",
    );

    await notice.getByRole("link", { name: "Englische Fassung lesen" }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Use");
  });

  test("a clause a statement of reasons links to, /de/terms#clause-4-2, opens in view below the header", async ({
    page,
  }) => {
    await page.goto("/de/terms#clause-4-2");
    const clause = page.locator("#clause-4-2");
    await expect(clause).toContainText("4.2 Keine Minderjährigen.");
    await expect(clause).toBeInViewport();
    const header = (await page.locator("[data-site-header]").boundingBox())!;
    expect((await clause.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
    await expect(clause).toHaveCSS("background-color", "rgb(253, 240, 234)");
  });

  test("the other legal documents are listed in German and open in German, dated in German", async ({ page }) => {
    await page.goto("/de/terms");
    const others = page.getByRole("navigation", { name: "Weitere rechtliche Dokumente" });
    await expect(others.getByRole("heading", { name: "Weitere rechtliche Dokumente" })).toBeVisible();
    await expect(others.getByRole("link")).toHaveText([
      "Datenschutzerklärung",
      "Datenschutzhinweise",
      "Haftungsausschluss",
      "Nutzungsbedingungen für Besucher und Musen",
    ]);
    await others.getByRole("link", { name: "Haftungsausschluss" }).click();
    await expect(page).toHaveURL(/\/de\/disclaimer$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Haftungsausschluss");
    await expect(main(page)).toContainText("Zuletzt aktualisiert: Januar 2025");
    await expect(main(page).getByRole("link", { name: "Nutzungsbedingungen", exact: true }).first()).toHaveAttribute(
      "href",
      "/de/terms",
    );
  });
});

test.describe("French legal pages", () => {
  test.use({ locale: "fr-FR" });

  test("/fr/privacy is the French Privacy Notice, says the English version prevails and links to it", async ({
    page,
  }) => {
    await openInLanguage(page, "/fr/privacy", "fr", {
      title: "Notice de confidentialité | SoleMuse",
      heading: "Notice de confidentialité",
    });
    await expect(main(page)).toContainText("Mentions légales");
    await expect(main(page)).toContainText("Dernière mise à jour : novembre 2026");
    await expect(main(page).getByRole("heading", { level: 2, name: "Ce que nous collectons" })).toBeVisible();
    await expect(main(page)).toContainText("Préposé fédéral à la protection des données et à la transparence (PFPDT)");

    const notice = main(page).getByRole("note");
    await expect(notice).toContainText("Seule la version anglaise fait foi.");
    await expect(notice.getByRole("link", { name: "Lire la version anglaise" })).toHaveAttribute("href", "/privacy");
    await expect(main(page).getByRole("link", { name: "Paramètres du compte" })).toHaveAttribute("href", "/fr/account");

    // The full policy is one click away, in French.
    await main(page).getByRole("link", { name: "Politique de confidentialité" }).first().click();
    await expect(page).toHaveURL(/\/fr\/privacy-policy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Politique de confidentialité");
    await expect(main(page).getByRole("columnheader", { name: "Base légale selon le RGPD" })).toBeVisible();
    await expect(main(page).getByRole("note").getByRole("link", { name: "Lire la version anglaise" })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
  });

  test("/fr/terms#clause-8-1 opens the French clause the statements of reasons cite", async ({ page }) => {
    await page.goto("/fr/terms#clause-8-1");
    const clause = page.locator("#clause-8-1");
    await expect(clause).toContainText("8.1 Suspension par nos soins.");
    await expect(clause).toBeInViewport();
  });
});

test.describe("Polish and Dutch legal pages", () => {
  test("/pl/terms and /nl/disclaimer show their translation under the notice that English prevails", async ({
    page,
  }) => {
    await openInLanguage(page, "/pl/terms", "pl", { heading: "Regulamin" });
    await expect(main(page).getByRole("note")).toContainText(CATALOGUES.pl.legal.translationLink);
    await expect(page.locator("#clause-4-2")).toContainText("4.2");
    await openInLanguage(page, "/nl/disclaimer", "nl");
    await expect(main(page).getByRole("note")).toContainText(CATALOGUES.nl.legal.translationLink);
    await expect(main(page)).toContainText("Laatst bijgewerkt");
  });
});

test.describe("English legal pages", () => {
  test("/terms is unchanged: no translation notice, English frame, links without a language prefix", async ({
    page,
  }) => {
    await openInLanguage(page, "/terms", "en", { title: "Terms of Use | SoleMuse" });
    await expect(main(page)).toContainText("Legal");
    await expect(main(page)).toContainText("Last updated: November 2026");
    await expect(page.locator("[data-legal-notice]")).toHaveCount(0);
    expect(await page.locator(".prose-legal").getAttribute("lang")).toBeNull();
    const others = page.getByRole("navigation", { name: "Other legal documents" });
    await expect(others.getByRole("link")).toHaveText([
      "Disclaimer",
      "Privacy Notice",
      "Privacy Policy",
      "Terms of Use for Visitors and Muses",
    ]);
    await expect(others.getByRole("link", { name: "Disclaimer" })).toHaveAttribute("href", "/disclaimer");
    await expect(main(page).getByRole("link", { name: "Privacy Policy" }).first()).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
  });
});

test.describe("Accessibility of the notices", () => {
  for (const path of ["/de/terms", "/fr/privacy-policy", "/pl/disclaimer"]) {
    test(`${path} has no axe violations, its notice and the text's language included`, async ({ page }) => {
      await page.goto(path);
      await expect(main(page).getByRole("note")).toBeVisible();
      // The header's language menu has a finding of its own on every page (label-content-name-mismatch), not this one's.
      expect(await axeViolations(page, { exclude: ["[data-language-menu] summary"] })).toEqual([]);
    });
  }
});
