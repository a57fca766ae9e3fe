import { existsSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";
import { test } from "./support/test.ts";
import { axeViolations } from "./support/axe.ts";
import { TRANSLATED_LOCALES } from "../../src/domain/locales.ts";
import { CATALOGUES } from "../../src/i18n/index.ts";

// The legal pages in every language (issue 31): the translations, the notice that the English version prevails, and
// the English text with its own notice where a language has no translation of a document yet.

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
    await page.goto("/de/terms");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page).toHaveTitle("Nutzungsbedingungen | SoleMuse");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nutzungsbedingungen");
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
    await page.goto("/fr/privacy");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page).toHaveTitle("Notice de confidentialité | SoleMuse");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Notice de confidentialité");
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

// A language whose translation of a document is not written yet (Polish and Dutch are on their way) still has the
// page: the English text, marked as English, in that language's frame. The first such pair found is walked.
const LEGAL = join(import.meta.dirname, "..", "..", "content", "legal");
const untranslated = TRANSLATED_LOCALES.flatMap((locale) =>
  ["terms", "privacy-policy", "privacy", "terms-of-use", "disclaimer"].map((slug) => ({ locale, slug })),
).find(({ locale, slug }) => !existsSync(join(LEGAL, locale, `${slug}.md`)));

test.describe("A document not yet translated", () => {
  test("shows the English text with a notice in the page's language, and keeps links in that language", async ({
    page,
  }) => {
    test.skip(!untranslated, "every legal document is translated into every language");
    const { locale, slug } = untranslated!;
    await page.goto(`/${locale}/${slug}`);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(main(page).getByRole("note")).toHaveText(CATALOGUES[locale].legal.englishOnlyNotice);
    await expect(page.locator(".prose-legal")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en");
    const links = await page
      .locator(".prose-legal a[href^='/']")
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) expect(href).toMatch(new RegExp(`^/${locale}/`));
  });

  test("/pl/terms, while Polish has no Terms, says so in Polish above the English Terms", async ({ page }) => {
    test.skip(existsSync(join(LEGAL, "pl", "terms.md")), "the Terms are translated into Polish");
    await page.goto("/pl/terms");
    await expect(main(page).getByRole("note")).toHaveText("Ten dokument jest na razie dostępny tylko po angielsku.");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Use");
    await expect(main(page)).toContainText("Ostatnia aktualizacja: listopad 2026");
    await expect(main(page).getByRole("link", { name: "Privacy Policy" }).first()).toHaveAttribute(
      "href",
      "/pl/privacy-policy",
    );
    await expect(page.locator("#clause-4-2")).toContainText("4.2 No minors.");
  });
});

test.describe("English legal pages", () => {
  test("/terms is unchanged: no translation notice, English frame, links without a language prefix", async ({
    page,
  }) => {
    await page.goto("/terms");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveTitle("Terms of Use | SoleMuse");
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
