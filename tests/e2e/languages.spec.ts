import { expect, type Page } from "@playwright/test";
import { test } from "./support/test.ts";
import { LOCALES, TRANSLATED_LOCALES } from "../../src/domain/locales.ts";
import { openInLanguage } from "./support/language.ts";
import { documentsOnly } from "./support/network.ts";
import { PUBLIC_PAGE_TYPES as PAGE_TYPES } from "./support/page-types.ts";

/**
 * The site in five languages (issue 31): every public page type names its address in each language and x-default,
 * the switcher keeps the page, and a browser preferring another language is offered it, never redirected.
 */

const inLanguage = (locale: string, path: string) =>
  locale === "en" ? path : path === "/" ? `/${locale}` : `/${locale}${path}`;

async function alternates(page: Page): Promise<Record<string, string>> {
  const links = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((elements) =>
      elements.map((element) => [element.getAttribute("hreflang"), element.getAttribute("href")]),
    );
  return Object.fromEntries(links);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "accepted"));
});

test.describe("Every public page in five languages", () => {
  // What the server sends: no script changes these, so the pages are read without running one or loading their parts.
  test.use({ javaScriptEnabled: false });
  test.beforeEach(async ({ page }) => documentsOnly(page));

  for (const path of PAGE_TYPES) {
    test(`${path} names its five addresses and x-default in English and in German`, async ({ page, baseURL }) => {
      // The build's site address is the server's own (SITE_URL).
      const SITE = baseURL!;
      const expected = Object.fromEntries([
        ...LOCALES.map((locale) => [locale, `${SITE}${inLanguage(locale, path)}`]),
        ["x-default", `${SITE}${path}`],
      ]);
      for (const locale of ["en", "de"] as const) {
        await openInLanguage(page, inLanguage(locale, path), locale, { status: 200 });
        expect(await alternates(page)).toEqual(expected);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          "href",
          `${SITE}${inLanguage(locale, path)}`,
        );
        await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute(
          "content",
          locale === "en" ? "en_GB" : "de_DE",
        );
      }
    });
  }

  test("the admin panel stays English and names no other language", async ({ page }) => {
    await openInLanguage(page, "/admin", "en");
    expect(await alternates(page)).toEqual({});
    expect((await page.request.get("/de/admin")).status()).toBe(404);
  });
});

test.describe("Choosing a language", () => {
  test("the switcher leads to the same page, query included, and the header then speaks that language", async ({
    page,
  }) => {
    // The server writes the query into the links, so a click before the page's script has run keeps it too.
    const sent = await (await page.request.get("/directory?city=Zurich")).text();
    expect(sent).toContain('href="/de/directory?city=Zurich"');
    await page.goto("/directory?city=Zurich");
    await page.getByRole("navigation", { name: "Main" }).getByText("EN", { exact: true }).click();
    await page.getByRole("link", { name: "Deutsch" }).first().click();
    await expect(page).toHaveURL(/\/de\/directory\?city=Zurich$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(
      page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Verzeichnis" }),
    ).toHaveAttribute("href", "/de/directory");

    await page.getByRole("navigation", { name: "Hauptnavigation" }).getByText("DE", { exact: true }).click();
    await page.getByRole("link", { name: "Français" }).first().click();
    await expect(page).toHaveURL(/\/fr\/directory\?city=Zurich$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  });

  test("the phone menu lists every language too", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/fr/about");
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    const languages = page.getByRole("navigation", { name: "Langue" });
    await expect(languages.getByRole("link")).toHaveText(["English", "Deutsch", "Français", "Polski", "Nederlands"]);
    await languages.getByRole("link", { name: "Polski" }).click();
    await expect(page).toHaveURL(/\/pl\/about$/);
  });

  test("an unknown address under a language's prefix answers 404 in that language", async ({ page }) => {
    for (const locale of TRANSLATED_LOCALES) {
      await openInLanguage(page, `/${locale}/no-such-page`, locale, { status: 404 });
      await expect(page.getByRole("main").getByRole("link").first()).toHaveAttribute("href", `/${locale}`);
    }
  });
});

test.describe("A browser preferring another language", () => {
  test.use({ locale: "de-CH" });

  test("is offered the German page in German, not redirected, and is not asked again once dismissed", async ({
    page,
  }) => {
    await page.goto("/about");
    await expect(page).toHaveURL(/\/about$/);
    const offer = page.getByRole("region", { name: "Language" });
    await expect(offer).toContainText("Diese Seite gibt es auch auf Deutsch.");
    await expect(offer.getByRole("link", { name: "Auf Deutsch lesen" })).toHaveAttribute("href", "/de/about");
    // The cookie choice is made: the sheet holds the offer alone, and its close icon dismisses it.
    await offer.getByRole("button", { name: "Close" }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    await expect(page.getByText("Diese Seite gibt es auch auf Deutsch.")).toBeHidden();
  });

  test("follows the offer to the German page and is offered nothing there", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("link", { name: "Auf Deutsch lesen" }).click();
    await expect(page).toHaveURL(/\/de\/contact$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.locator("[data-first-visit]")).not.toBeInViewport();
  });
});
