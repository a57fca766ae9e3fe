import { expect, type Page } from "@playwright/test";
import { test } from "./support/test.ts";
import { expectNoAxeViolations, WCAG_AA } from "./support/axe.ts";
import { createApprovedMuse, declineCookies, islandsHydrated, type ApprovedMuse } from "./support/approved-muse.ts";
import { BUDGET_BYTES, expectLightPage } from "./support/page-weight.ts";

let muse: ApprovedMuse;
/** The gallery's captions in its order; the second picture has none. */
const CAPTIONS = ["Lakeside at dusk", null, "Red heels on the stairs"];

test.beforeAll(async () => {
  muse = await createApprovedMuse(test.info().project.use.baseURL!, {
    city: "Basel",
    categories: ["Foot Worship", "Shoeplay & Heels"],
    galleryCaptions: CAPTIONS,
  });
});

test.beforeEach(async ({ page }) => {
  await declineCookies(page);
});

const section = (page: Page, name: string) => page.getByRole("region", { name });

test("shows every section of an Approved muse's profile", async ({ page }) => {
  const response = await page.goto(`/muse/${muse.handle}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(`${muse.handle} in ${muse.city} - Verified Muse | SoleMuse`);
  await expect(page.getByRole("link", { name: "Back to Directory" })).toHaveAttribute("href", "/directory");
  await expect(page.getByRole("heading", { level: 1, name: muse.handle })).toBeVisible();
  await expect(page.getByText("Verified", { exact: true })).toBeVisible();
  await expect(page.locator("[data-profile-picture]").getByText("Available", { exact: true })).toBeVisible();
  await expect(page.locator("main").getByText(muse.city, { exact: true })).toBeVisible();

  const services = section(page, "Services Offered");
  for (const category of muse.categories) await expect(services.getByText(category, { exact: true })).toBeVisible();

  const about = section(page, "About");
  for (const [label, value] of [
    ["Birth Year", "1994"],
    ["Nationality", "Swiss"],
    ["Ethnicity", "European"],
    ["Hair Color", "Auburn"],
    ["Tattoos", "Yes"],
    ["Smoker", "No"],
  ] as const) {
    await expect(about.locator("div").filter({ has: page.getByText(label, { exact: true }) })).toContainText(value);
  }

  const languages = section(page, "Spoken Languages");
  for (const language of muse.spoken_languages)
    await expect(languages.getByText(language, { exact: true })).toBeVisible();

  const exclusive = page.getByRole("link", { name: /Exclusive content available/ });
  await expect(exclusive).toHaveAttribute("href", muse.onlyfans_link);
  await expect(exclusive).toHaveAttribute("target", "_blank");
  await expect(exclusive).toHaveAttribute("rel", "nofollow noopener noreferrer");

  const description = section(page, "Personal Description").locator("p");
  await expect(description).toHaveCSS("white-space", "pre-line");
  expect(await description.innerText()).toBe(muse.bio);
});

test("Contact Options link to Telegram, WhatsApp (digits only), the number she chose for calls and an e-mail", async ({
  page,
}) => {
  await page.goto(`/muse/${muse.handle}`);
  const contact = section(page, "Contact Options");
  const telegram = contact.getByRole("link", { name: /Telegram/ });
  await expect(telegram).toHaveAttribute("href", `https://t.me/${muse.telegram_handle.slice(1)}`);
  await expect(telegram).toHaveAttribute("target", "_blank");
  await expect(telegram).toHaveAttribute("rel", /noopener/);
  const whatsapp = contact.getByRole("link", { name: /WhatsApp/ });
  await expect(whatsapp).toHaveAttribute("href", `https://wa.me/${muse.whatsapp_number.replace(/\D/g, "")}`);
  await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+$/);
  await expect(contact.getByRole("link", { name: /Call/ })).toHaveAttribute(
    "href",
    `tel:${muse.call_number.replace(/\s/g, "")}`,
  );
  // The application's phone number is for verification: it appears nowhere on the public page.
  expect(await page.content()).not.toContain(muse.phone_number.replace(/\s/g, ""));
  expect(await page.content()).not.toContain(muse.phone_number);
  await expect(contact.getByRole("link", { name: /Email/ })).toHaveAttribute("href", `mailto:${muse.email}`);
});

test("the large picture and the gallery open full screen and close on click", async ({ page }) => {
  await page.goto(`/muse/${muse.handle}`);
  await islandsHydrated(page);
  const overlay = page.locator("[data-image-overlay]");

  await page.getByRole("button", { name: `Open ${muse.handle} full screen` }).click();
  await expect(overlay).toBeVisible();
  await expect(overlay.locator("img")).toHaveAttribute("src", /^\/api\/images\/muse-profile-pictures\/[^?]+$/);
  await overlay.click();
  await expect(overlay).toHaveCount(0);

  // The gallery shows her main photo first, then her pictures, in a mosaic of three columns on a desktop.
  const gallery = section(page, "Gallery");
  const pictures = gallery.getByRole("button", { name: /full screen/ });
  await expect(pictures).toHaveCount(1 + muse.galleryCount);
  await expect(pictures.first()).toHaveAccessibleName(`Open ${muse.handle} full screen`);
  await expect(gallery.locator("ul")).toHaveCSS("grid-template-columns", /^\S+ \S+ \S+$/);
  await pictures.nth(1).click();
  await expect(overlay).toBeVisible();
  await expect(overlay.locator("img")).toHaveAttribute("src", /^\/api\/images\/muse-gallery\/[^?]+$/);
  await overlay.click();
  await expect(overlay).toHaveCount(0);
});

test("the gallery shows each caption under its picture", async ({ page }) => {
  await page.goto(`/muse/${muse.handle}`);
  const figures = section(page, "Gallery").getByRole("figure");
  await expect(figures).toHaveCount(CAPTIONS.length);
  for (const [index, caption] of CAPTIONS.entries()) {
    const figure = figures.nth(index);
    if (caption) await expect(figure.locator("figcaption")).toHaveText(caption);
    else await expect(figure.locator("figcaption")).toHaveCount(0);
  }
  await expect(section(page, "Gallery").getByRole("button", { name: `Open ${CAPTIONS[0]} full screen` })).toBeVisible();
});

test("the gallery overlay goes through the pictures with buttons, arrow keys and swipes, with a counter and the caption", async ({
  browser,
  baseURL,
}) => {
  // A touch screen, so the swipes are a finger's; the mouse and the keyboard work there too.
  const context = await browser.newContext({ baseURL, hasTouch: true, viewport: { width: 900, height: 700 } });
  const page = await context.newPage();
  await declineCookies(page);
  await page.goto(`/muse/${muse.handle}`);
  await islandsHydrated(page);
  const { gallery } = (await (await page.request.get(`/api/muses/${muse.handle}`)).json()) as {
    gallery: Array<{ image_url: string; caption: string | null }>;
  };
  expect(gallery.map((image) => image.caption)).toEqual(CAPTIONS);
  // Her main photo's two pictures (profile and feet) come first in the overlay's sequence, then the gallery's.
  const main = 2;
  const total = main + CAPTIONS.length;
  const openers = section(page, "Gallery")
    .getByRole("figure")
    .getByRole("button", { name: /full screen/ });
  const overlay = page.locator("[data-image-overlay]");
  const counter = overlay.locator("[data-overlay-counter]");
  const caption = overlay.locator("[data-overlay-caption]");

  /**
   * What the overlay shows at gallery picture `index` (-1 for her main photo's last): the counter, the caption (none
   * for a picture without one) and the picture.
   */
  const expectShown = async (index: number) => {
    const expected = CAPTIONS[index];
    await expect(counter).toHaveText(`${main + index + 1} of ${total}`);
    if (expected) await expect(caption).toHaveText(expected);
    else await expect(caption).toBeHidden();
    if (index < 0) await expect(overlay.locator("img")).toHaveAttribute("src", /\/muse-profile-pictures\//);
    else await expect(overlay.locator("img")).toHaveAttribute("src", gallery[index]!.image_url);
  };
  /** A finger's swipe across the picture, through the browser's own touch input. */
  const swipe = async (direction: "left" | "right") => {
    const box = (await overlay.locator("img").boundingBox())!;
    const y = box.y + box.height / 2;
    const [from, to] = direction === "left" ? [0.8, 0.2] : [0.2, 0.8];
    const cdp = await context.newCDPSession(page);
    const at = (share: number) => [{ x: box.x + box.width * share, y }];
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at(from) });
    for (let step = 1; step <= 5; step++) {
      await cdp.send("Input.dispatchTouchEvent", {
        type: "touchMove",
        touchPoints: at(from + ((to - from) * step) / 5),
      });
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await cdp.detach();
  };

  await openers.first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectShown(0);
  await expectNoAxeViolations(page, { tags: WCAG_AA });

  await overlay.getByRole("button", { name: "Next picture" }).click();
  await expectShown(1);
  await page.keyboard.press("ArrowRight");
  await expectShown(2);
  await page.keyboard.press("ArrowLeft");
  await expectShown(1);
  await swipe("left");
  await expectShown(2);
  await swipe("right");
  await expectShown(1);
  await overlay.getByRole("button", { name: "Previous picture" }).click();
  await expectShown(0);
  // Before the gallery's first picture comes her main photo; past either end it goes round.
  await page.keyboard.press("ArrowLeft");
  await expectShown(-1);
  await page.keyboard.press("ArrowRight");
  await expectShown(0);
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expectShown(CAPTIONS.length - 1);
  await overlay.getByRole("button", { name: "Next picture" }).click();
  await expect(counter).toHaveText(`1 of ${total}`);
  await page.keyboard.press("ArrowLeft");
  await expectShown(CAPTIONS.length - 1);
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expectShown(0);

  // Focus keeps to the dialog's buttons.
  for (let press = 0; press < 4; press++) {
    await page.keyboard.press("Tab");
    expect(await overlay.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }

  await page.keyboard.press("ArrowRight");
  await expectShown(1);
  await page.keyboard.press("Escape");
  await expect(overlay).toHaveCount(0);
  // Back on the page at the picture she was looking at.
  await expect(openers.nth(1)).toBeFocused();
  await context.close();
});

test("the big picture comes at the width the screen needs, the second one too: the card's at 1x on a desktop, the full size on a phone", async ({
  browser,
}) => {
  const baseURL = test.info().project.use.baseURL!;
  /** The addresses the big picture showed, the first one and the one it alternated to. */
  const shownPictures = async (options: Parameters<typeof browser.newContext>[0]) => {
    const context = await browser.newContext({ ...options, baseURL });
    try {
      const page = await context.newPage();
      await page.goto(`/muse/${muse.handle}`);
      const picture = page.locator("[data-profile-picture] img");
      const shown = () =>
        picture.evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? img.currentSrc : ""));
      await expect.poll(shown).not.toBe("");
      const first = await shown();
      let second = "";
      await expect
        .poll(async () => {
          second = await shown();
          return second !== "" && second !== first;
        })
        .toBe(true);
      return [first, second].map((url) => new URL(url).pathname + new URL(url).search);
    } finally {
      await context.close();
    }
  };

  const desktop = await shownPictures({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  expect(desktop).toEqual([
    expect.stringMatching(/^\/api\/images\/muse-profile-pictures\/[^?]+\?size=card$/),
    expect.stringMatching(/^\/api\/images\/muse-profile-pictures\/[^?]+\?size=card$/),
  ]);
  expect(desktop[0]).not.toBe(desktop[1]);

  const phone = await shownPictures({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  expect(phone).toEqual(desktop.map((url) => url.replace("?size=card", "")));
});

test("on a desktop the main photo opens above the sticky header, keeps focus and the page still, and Escape closes it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/muse/${muse.handle}`);
  await islandsHydrated(page);
  const overlay = page.locator("[data-image-overlay]");
  const opener = page.getByRole("button", { name: `Open ${muse.handle} full screen` });

  // The page scrolls with the wheel while nothing is open...
  await page.mouse.move(640, 500);
  await page.mouse.wheel(0, 200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // The main photo sits below her bio: the click scrolls it into view first.
  await opener.click();
  await expect(page.getByRole("dialog", { name: muse.handle })).toBeVisible();
  await expect(overlay).toBeVisible();
  const opened = await page.evaluate(() => window.scrollY);

  // What a click at the header's place would hit is the overlay, not the header.
  const header = await page.locator("[data-site-header]").boundingBox();
  expect(header).not.toBeNull();
  const hit = await page.evaluate(
    ({ x, y }) => {
      const element = document.elementFromPoint(x, y);
      return {
        overlay: Boolean(element?.closest("[data-image-overlay]")),
        header: Boolean(element?.closest("header")),
      };
    },
    { x: header!.x + header!.width / 4, y: header!.y + header!.height / 2 },
  );
  expect(hit).toEqual({ overlay: true, header: false });

  // Focus is inside the dialog, and Tab does not leave it.
  await expect.poll(() => overlay.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  for (let press = 0; press < 3; press++) {
    await page.keyboard.press("Tab");
    expect(await overlay.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }

  // ...but not while the picture is open: the wheel is swallowed and the page stays where it was.
  await page.evaluate(() =>
    window.addEventListener(
      "wheel",
      (event) => (document.documentElement.dataset.wheel = String(event.defaultPrevented)),
      {
        once: true,
      },
    ),
  );
  await page.mouse.wheel(0, 400);
  await expect(page.locator("html")).toHaveAttribute("data-wheel", "true");
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => window.scrollY)).toBe(opened);

  await page.keyboard.press("Escape");
  await expect(overlay).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test("the HTML served without JavaScript carries the handle, the description and the og:image", async ({
  page,
  baseURL,
}) => {
  const response = await page.request.get(`/muse/${muse.handle}`);
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
  const html = await response.text();
  expect(html).toMatch(new RegExp(`<h1[^>]*>\\s*${muse.handle}\\s*</h1>`));
  expect(html).toContain(`First line of ${muse.handle}`);
  expect(html).toMatch(/<meta property="og:type" content="profile"/);
  const ogImage = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
  expect(ogImage).toMatch(new RegExp(`^${baseURL}/api/images/muse-profile-pictures/[^?]+\\?size=card$`));
  const image = await page.request.get(ogImage!);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/webp");
});

test('an unknown handle answers 404 with "Profile Not Found"', async ({ page }) => {
  const response = await page.goto(`/muse/no-such-muse-${Date.now()}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Profile Not Found" })).toBeVisible();
  await expect(page.getByText("This Muse profile doesn't exist or is no longer available.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Directory" })).toHaveAttribute("href", "/directory");
});

test("a Pending application has no public profile", async ({ page }) => {
  const response = await page.goto("/muse/ClaraHeels");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Profile Not Found" })).toBeVisible();
});

test("has no axe violations", async ({ page }) => {
  await page.goto(`/muse/${muse.handle}`);
  await expect(page.getByRole("heading", { level: 1, name: muse.handle })).toBeVisible();
  await expectNoAxeViolations(page, { tags: WCAG_AA });
});

test(`the profile runs no React and at most ${BUDGET_BYTES / 1024} KB of gzipped JavaScript`, async ({
  browser,
  baseURL,
}) => {
  await expectLightPage(browser, `${baseURL}/muse/${muse.handle}`);
});
