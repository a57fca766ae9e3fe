import { expect, test, type Page } from "@playwright/test";
import { readDynamicSitemaps } from "../e2e/support/sitemap.ts";
import { createApprovedMuse, islandsHydrated, type ApprovedMuse } from "../e2e/support/approved-muse.ts";
import { BRAND, SUPPORT_EMAIL } from "../../src/domain/brand.ts";
import { CITIES } from "../../src/domain/cities.ts";
import { LANGUAGE_NAMES, SITE_LOCALES } from "../../src/domain/locales.ts";
import { PSEUDO_LOCALE } from "../../src/domain/pseudo-locale.ts";

/**
 * The sixth language is one change: the test-only pseudo-language (docs/LANGUAGES.md), generated from the English
 * catalogue, is walked through the home page, a profile and the application form on a phone. Every text a visitor
 * sees must come out of the catalogue, so every letter of it is accented (`[Šîĝñ îñ ··]`): a text written into a view
 * shows plain English and fails here. What is not the site's to translate is allowed: a Muse's own data, the cities,
 * the brand, the languages' own names and numbers. And the longer texts must not push anything out sideways.
 */

const WIDTH = 390;
let muse: ApprovedMuse;

// A visitor whose browser speaks the pseudo-language: the language suggestion (rightly in the visitor's language)
// stays away.
test.use({ locale: PSEUDO_LOCALE });

test.beforeAll(async ({ baseURL }) => {
  muse = await createApprovedMuse(baseURL!);
});

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: WIDTH, height: 844 });
});

/** Two plain Latin letters in a row: English a catalogue did not give. */
const PLAIN = /[A-Za-z]{2,}/;

/**
 * What the pseudo-language leaves as it is: the brand, the cities, each language's own name, the support address, and
 * the dates and numbers Intl writes (it has no pseudo-language of its own, so en-XA's months read "Nov").
 */
function allowed(extra: readonly string[]): string[] {
  const names = SITE_LOCALES.map((locale) => LANGUAGE_NAMES[locale]);
  return [...extra, SUPPORT_EMAIL, BRAND, ...CITIES, ...names].filter((text) => text !== "");
}
const INTL_DATE = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+\d{1,2}(,\s*\d{4})?|\b(AM|PM)\b/g;

/** Every text the page shows (text nodes, placeholders, chosen options) with plain English left once data is removed. */
async function plainEnglish(page: Page, data: readonly string[]): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const visible = (element: Element | null) =>
      !!element && element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, noscript, template, option")) continue;
      if (visible(parent) && node.textContent!.trim() !== "") found.push(node.textContent!.trim());
    }
    for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("[placeholder]")) {
      if (visible(field) && field.placeholder.trim() !== "") found.push(field.placeholder.trim());
    }
    for (const select of document.querySelectorAll("select")) {
      if (visible(select) && select.selectedOptions[0]) found.push(select.selectedOptions[0].text.trim());
    }
    return found;
  });
  const allowList = allowed(data).sort((a, b) => b.length - a.length);
  return texts.filter((text) => {
    let rest = text.replace(INTL_DATE, " ");
    for (const item of allowList) rest = rest.replaceAll(item, " ");
    return PLAIN.test(rest);
  });
}

async function expectPseudoLocalizedAndFitting(page: Page, data: readonly string[] = []): Promise<void> {
  await islandsHydrated(page);
  await expect(page.locator("html")).toHaveAttribute("lang", PSEUDO_LOCALE);
  expect.soft(await plainEnglish(page, data), `texts in plain English on ${page.url()}`).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect.soft(width, `${page.url()} is ${width} px wide on a ${WIDTH} px screen`).toBeLessThanOrEqual(WIDTH);
}

/** Everything a Muse wrote or chose herself, as her profile shows it. */
const museData = () => [
  muse.handle,
  ...muse.bio.split("\n"),
  muse.phone_number,
  muse.call_number,
  muse.telegram_handle,
  muse.whatsapp_number,
  muse.email,
  muse.onlyfans_link,
];

test("the home page, a profile and the application form speak only the pseudo-language at 390 px", async ({ page }) => {
  await page.goto(`/${PSEUDO_LOCALE}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("[");
  // The Muses the home page shows: their handles and what they wrote are theirs, not the catalogue's.
  const homeMuses = await page
    .locator("[data-home-muses] [data-muse-card]")
    .evaluateAll((cards) =>
      cards.flatMap((card) => [
        card.querySelector("h3")?.textContent?.trim() ?? "",
        ...(card.querySelector("[data-muse-bio]")?.textContent ?? "").split("\n"),
      ]),
    );
  expect(homeMuses.length).toBeGreaterThan(0);
  await expectPseudoLocalizedAndFitting(page, homeMuses);

  await page.goto(`/${PSEUDO_LOCALE}/muse/${muse.handle}`);
  await expect(page.getByRole("heading", { level: 1, name: muse.handle })).toBeVisible();
  await expectPseudoLocalizedAndFitting(page, museData());

  await page.goto(`/${PSEUDO_LOCALE}/muse-onboarding`);
  await expect(page.locator("form")).toBeVisible();
  await expectPseudoLocalizedAndFitting(page);
});

test("the pseudo-language stays out of the sitemaps the server writes", async ({ request }) => {
  // The built sitemap's filter is src/domain/sitemap.ts's, held by tests/unit/sitemap.test.ts.
  const sitemaps = await readDynamicSitemaps(request);
  expect(sitemaps.join("\n")).toContain("/muse/");
  for (const sitemap of sitemaps) expect(sitemap).not.toContain(PSEUDO_LOCALE);
});
