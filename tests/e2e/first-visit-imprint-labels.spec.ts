import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { parse } from "yaml";
import { test } from "./support/test.ts";
import { readDynamicSitemaps } from "./support/sitemap.ts";
import { PUBLIC_PAGE_TYPES } from "./support/page-types.ts";
import { layoutShift, watchLayoutShifts } from "./support/layout-shift.ts";
import { loginAsAdmin, skipCookieBanner } from "./support/admin.ts";
import { CATALOGUES } from "../../src/i18n/index.ts";
import { SITE_LOCALES, type Locale } from "../../src/domain/locales.ts";
import { exampleValues, type Imprint } from "../../src/domain/imprint.ts";

/**
 * Issue 46, items 4 to 6: one first-visit sheet instead of stacked banners, the imprint in five languages, and the
 * age labels (the RTA tag on every page type, /age-de.xml declaring 18).
 */

const PHONE = { width: 390, height: 844 };
const ROOT = join(import.meta.dirname, "../..");
const IMPRINT = parse(readFileSync(join(ROOT, "content/site/imprint.yaml"), "utf8")) as Imprint;

const prefixed = (locale: Locale, path: string) =>
  locale === "en" ? path : path === "/" ? `/${locale}` : `/${locale}${path}`;

/** The sheet, found whether or not it is exposed to assistive technology yet. */
const sheetOf = (page: Page) => page.locator("[data-first-visit]");

/** What the visitor's device remembers: the cookie choice and the language kept. */
const remembered = (page: Page) =>
  page.evaluate(() => [localStorage.getItem("cookie-consent"), localStorage.getItem("solemuse-language")]);

/** Opens `path` and waits for the sheet, named `name`, to have slid wholly into view. */
async function openSheet(page: Page, path: string, name: string) {
  await page.goto(path);
  const sheet = page.getByRole("region", { name });
  await expect(sheet).toBeInViewport({ ratio: 1 });
  return sheet;
}

/** After `navigate` and well past the sheet's delay (a clock the test moves), the sheet stays closed. */
async function expectClosedAfter(page: Page, navigate: () => Promise<unknown>): Promise<void> {
  await page.clock.install();
  await navigate();
  await page.clock.runFor(5_000);
  await expect(sheetOf(page)).toBeHidden();
}

test.describe("The first-visit sheet on a phone", () => {
  test.use({ viewport: PHONE });

  for (const locale of SITE_LOCALES) {
    // The fullest sheet a page in this language shows: a browser preferring another language adds the offer.
    const browserLocale = locale === "de" ? "fr" : "de";
    test.describe(`on the ${locale} home page, to a browser preferring ${browserLocale}`, () => {
      test.use({ locale: browserLocale });

      test("is one element within a third of the screen, with the 18+ statement, the cookie choice and the offer, moving nothing", async ({
        page,
      }) => {
        const { cookies } = CATALOGUES[locale].common;
        const offer = CATALOGUES[browserLocale].common.language;
        await watchLayoutShifts(page);
        const sheet = await openSheet(page, prefixed(locale, "/"), cookies.label);
        expect(await layoutShift(page), "the sheet's arrival moves nothing").toBe(0);
        await expect(sheet).toContainText(cookies.adults);
        await expect(sheet).toContainText(cookies.text);
        await expect(sheet.getByRole("link", { name: cookies.learnMore })).toBeVisible();
        await expect(sheet.getByRole("button", { name: cookies.accept, exact: true })).toBeVisible();
        await expect(sheet.getByRole("button", { name: cookies.decline, exact: true })).toBeVisible();
        await expect(sheet.getByRole("link", { name: offer.suggestionLink })).toHaveAttribute(
          "href",
          prefixed(browserLocale, "/"),
        );
        // One element: the statement, the choice and the offer are nowhere else on the page.
        await expect(page.getByText(cookies.adults, { exact: false })).toHaveCount(1);
        await expect(page.getByText(offer.suggestion)).toHaveCount(1);
        await expect(page.locator("[data-first-visit]")).toHaveCount(1);
        const box = (await sheet.boundingBox())!;
        expect(box.height, `the sheet is ${box.height} px tall`).toBeLessThanOrEqual(PHONE.height / 3);
        expect(box.y + box.height).toBeCloseTo(PHONE.height, 0);
      });
    });
  }

  test.describe("in English", () => {
    test.use({ locale: "en-GB" });

    test("is used with the keyboard alone, sends nothing, and is remembered after a reload", async ({ page }) => {
      const sheet = await openSheet(page, "/", "Cookie consent");
      await expect(sheet.getByText("This site is for adults 18 and over.")).toBeVisible();
      // From the top of the page, the sheet's controls come right after the skip link.
      const accept = sheet.getByRole("button", { name: "Accept", exact: true });
      const reached: string[] = [];
      for (let step = 0; step < 5 && !(await accept.evaluate((button) => button === document.activeElement)); step++) {
        await page.keyboard.press("Tab");
        reached.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ""));
      }
      expect(reached).toEqual(["Skip to content", "Learn more about cookies", "Decline", "Accept"]);
      const requests: string[] = [];
      page.on("request", (request) => {
        if (request.method() !== "GET" || /consent|accepted/.test(request.url())) requests.push(request.url());
      });
      await page.keyboard.press("Enter");
      await expect(sheetOf(page)).toBeHidden();
      expect(await remembered(page)).toEqual(["accepted", null]);
      expect(requests, "the choice stays on the device").toEqual([]);

      await expectClosedAfter(page, () => page.reload());
      await expectClosedAfter(page, () => page.goto("/about"));
    });

    test("Escape closes it as the close icon does: declined", async ({ page }) => {
      const sheet = await openSheet(page, "/contact", "Cookie consent");
      await sheet.getByRole("link", { name: "Learn more about cookies" }).focus();
      await page.keyboard.press("Escape");
      await expect(sheetOf(page)).toBeHidden();
      expect(await remembered(page)).toEqual(["declined", null]);
    });
  });

  test.describe("in German, to a browser preferring Polish", () => {
    test.use({ locale: "pl-PL" });

    test("closes with Akzeptieren, keeps German as the language, and stays closed after a reload", async ({ page }) => {
      const sheet = await openSheet(page, "/de/about", "Cookie-Einwilligung");
      await expect(sheet).toContainText("Diese Website ist nur für Erwachsene ab 18 Jahren.");
      await expect(sheet.getByRole("link", { name: "Czytaj po polsku" })).toHaveAttribute("href", "/pl/about");
      await sheet.getByRole("button", { name: "Akzeptieren" }).focus();
      await page.keyboard.press("Enter");
      await expect(sheetOf(page)).toBeHidden();
      expect(await remembered(page)).toEqual(["accepted", "de"]);
      await expectClosedAfter(page, () => page.reload());
      await expect(page.getByText("Ta strona jest dostępna także po polsku.")).toBeHidden();
    });
  });
});

/** Every page type, by one address of it: public, signed-in, admin, the not-found page and the content editor. */
const PAGE_TYPES = [
  ...PUBLIC_PAGE_TYPES,
  "/de",
  "/muse/NoSuchMuse",
  "/fr/city/geneva-foot-fetish-encounters",
  "/privacy-policy",
  "/nl/disclaimer",
  "/pl/imprint",
  "/shortlist",
  "/auth",
  "/forgot-password",
  "/reset-password",
  "/account",
  "/muse-dashboard",
  "/muse-onboarding",
  "/admin",
  "/admin/dashboard",
  "/admin/applications",
  "/admin/reports",
  "/no-such-page",
  "/de/no-such-page",
  "/editor/",
];

/** The `content` of each `<meta name=…>` of an HTML answer, by its name as written. */
function metaTags(html: string): [string, string][] {
  return [...html.matchAll(/<meta\b[^>]*>/g)].flatMap(([tag]) => {
    const name = /\bname="([^"]*)"/.exec(tag)?.[1];
    const content = /\bcontent="([^"]*)"/.exec(tag)?.[1];
    return name !== undefined && content !== undefined ? [[name, content] as [string, string]] : [];
  });
}

async function sitemapTexts(request: APIRequestContext): Promise<string[]> {
  const index = await (await request.get("/sitemap-index.xml")).text();
  const parts = await Promise.all(
    [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(async ([, loc]) =>
      (await request.get(new URL(loc!).pathname)).text(),
    ),
  );
  return [index, ...parts, ...(await readDynamicSitemaps(request))];
}

test.describe("Age labels", () => {
  test("every page type carries the RTA label beside rating=adult", async ({ request }) => {
    for (const path of PAGE_TYPES) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect([200, 404], `${path} answered ${response.status()}`).toContain(response.status());
      expect(response.headers()["content-type"], path).toMatch(/^text\/html/);
      const tags = metaTags(await response.text());
      expect(tags, path).toContainEqual(["rating", "adult"]);
      expect(tags, path).toContainEqual(["RATING", "RTA-5042-1996-1400-1577-RTA"]);
    }
  });

  test("/age-de.xml is well-formed XML, served as XML, declaring age 18 for the whole site", async ({
    page,
    request,
  }) => {
    const response = await request.get("/age-de.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^(application|text)\/xml/);
    const xml = await response.text();
    const read = await page.evaluate((text) => {
      const document = new DOMParser().parseFromString(text, "application/xml");
      const value = (selector: string) => document.querySelector(selector)?.textContent ?? null;
      return {
        error: document.querySelector("parsererror")?.textContent ?? null,
        root: document.documentElement.nodeName,
        country: value("ageblock-basic > country"),
        version: value("ageblock-basic > label-version"),
        xmlfile: value("ageblock-labeltype > xmlfile"),
        defaultAge: value("ageblock-labeltype > default-age"),
        websiteAge: value('labeltype-xmlfile > label[class="website"] > age'),
        scope: value('labeltype-xmlfile > label[class="website"] > scope'),
      };
    }, xml);
    expect(read).toEqual({
      error: null,
      root: "age-declaration",
      country: "de",
      version: "1.0",
      xmlfile: "true",
      defaultAge: "18",
      websiteAge: "18",
      scope: expect.stringMatching(/^\*\.[^/]+\/\*$/),
    });
  });

  test("robots.txt and the sitemaps leave the label file alone", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    const disallowed = [...robots.matchAll(/^Disallow:\s*(\S+)/gm)].map(([, path]) => path!);
    expect(disallowed.length).toBeGreaterThan(0);
    expect(disallowed.filter((path) => "/age-de.xml".startsWith(path))).toEqual([]);
    const sitemaps = await sitemapTexts(request);
    expect(sitemaps.length).toBeGreaterThan(2);
    for (const sitemap of sitemaps) expect(sitemap).not.toContain("age-de.xml");
  });
});

test.describe("The imprint", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
  });

  test("exists in en with every value of content/site/imprint.yaml, linked from the footer", async ({ page }) => {
    const locale: Locale = "en";
    const { imprint, common } = CATALOGUES[locale];
    // The footer of two other pages of the language: the home page and the not-found page.
    for (const path of ["/", "/no-such-page"]) {
      await page.goto(prefixed(locale, path));
      const legal = page.getByRole("contentinfo").getByRole("navigation", { name: common.footer.legalLabel });
      await expect(legal.getByRole("link", { name: common.footer.imprint, exact: true })).toHaveAttribute(
        "href",
        prefixed(locale, "/imprint"),
      );
    }
    await page.getByRole("contentinfo").getByRole("link", { name: common.footer.imprint, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefixed(locale, "/imprint")}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(imprint.title);
    for (const section of Object.values(imprint.sections)) {
      await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
    }
    for (const [field, label] of Object.entries(imprint.labels)) {
      const entry = page.locator(`[data-imprint="${field}"]`);
      await expect(entry.locator("dt")).toHaveText(label);
      await expect(entry.locator("dd")).toHaveText(IMPRINT[field as keyof Imprint].value);
    }
    await expect(page.getByRole("link", { name: IMPRINT.email.value })).toHaveAttribute(
      "href",
      `mailto:${IMPRINT.email.value}`,
    );
  });

  test("exists in de, fr, pl and nl with every value of content/site/imprint.yaml under its label, linked from the footer", async ({
    request,
  }) => {
    // The same page and footer as in English, read as the server sends them: the words are the catalogues'.
    const decode = (text: string) =>
      text.replace(
        /&(amp|lt|gt|quot|#39);/g,
        (_, name: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" })[name]!,
      );
    for (const locale of SITE_LOCALES.filter((other) => other !== "en")) {
      const { imprint } = CATALOGUES[locale];
      for (const path of ["/", "/no-such-page"]) {
        const html = await (await request.get(prefixed(locale, path))).text();
        expect(html, `${prefixed(locale, path)} links its imprint`).toContain(`href="${prefixed(locale, "/imprint")}"`);
      }
      const response = await request.get(prefixed(locale, "/imprint"));
      expect(response.status(), locale).toBe(200);
      const html = await response.text();
      expect(html, locale).toContain(`<html lang="${locale}"`);
      const entries = Object.fromEntries(
        [...html.matchAll(/data-imprint="(\w+)"><dt[^>]*>([^<]*)<\/dt><dd[^>]*>([\s\S]*?)<\/dd>/g)].map(
          // A value may be a link (an address): its text is the value.
          ([, field, label, value]) => [field, [decode(label!), decode(value!.replace(/<[^>]*>/g, ""))]],
        ),
      );
      expect(entries, locale).toEqual(
        Object.fromEntries(
          Object.entries(imprint.labels).map(([field, label]) => [
            field,
            [label, IMPRINT[field as keyof Imprint].value],
          ]),
        ),
      );
      expect(html, locale).toContain(`href="mailto:${IMPRINT.email.value}"`);
    }
  });
});

test("the admin dashboard says the imprint is incomplete while the seeded examples remain, naming them", async ({
  page,
}) => {
  await skipCookieBanner(page);
  await loginAsAdmin(page);
  const notice = page.getByRole("region", { name: "Imprint incomplete" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(`${exampleValues(IMPRINT).length} values are still an example on /imprint`);
  await expect(notice).toContainText("Company, Postal address, E-mail, Phone");
  await expect(notice.getByRole("link", { name: "content editor" })).toHaveAttribute("href", "/editor/");
});
