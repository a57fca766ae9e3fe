import { expect as baseExpect, type Page } from "@playwright/test";
import { test } from "./support/test.ts";
import { islandsHydrated } from "./support/approved-muse.ts";
import { mailsTo } from "./support/outbox.ts";
import { picture, skipCookieBanner, uniqueHandle } from "./support/muse.ts";
import { CATALOGUES, LANGUAGE_STORAGE_KEY } from "../../src/i18n/index.ts";
import { translated as inLanguage } from "../support/messages.ts";
import { format } from "../../src/i18n/texts.ts";
import { BRAND } from "../../src/domain/brand.ts";
import { openInLanguage } from "./support/language.ts";

/**
 * A Muse's whole first visit in her language (issue 31): the application, the sign-up its success panel leads to, the
 * e-mails that follow and her dashboard, in German and in French. Every text she reads comes from her language's
 * catalogue, so an English word on the way fails the test.
 */

// Each API function starts cold on the local server; on a busy machine the first answer can take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

test.beforeEach(async ({ context }) => {
  await skipCookieBanner(context);
  // She came in her language: no offer of another one covers the header.
  await context.addInitScript((key) => window.localStorage.setItem(key, "chosen"), LANGUAGE_STORAGE_KEY);
});

/** A message the spec writes in English, as the page in `locale` shows it; never the English text. */
function shown(locale: "de" | "fr", english: string): string {
  const translated = inLanguage(locale, english);
  expect(translated, `${locale} has no words for “${english}”`).toBeTruthy();
  expect(translated).not.toBe(english);
  return translated!;
}

/** The mail of one kind the site sent to an address, once it is in the outbox. */
async function mailOf(address: string, kind: string) {
  await expect.poll(async () => (await mailsTo(address)).map((mail) => mail.kind)).toContain(kind);
  return (await mailsTo(address)).find((mail) => mail.kind === kind)!;
}

async function expectToastTitled(page: Page, title: string) {
  await expect(page.locator("[data-toast]").filter({ hasText: title }).first()).toBeVisible();
}

const JOURNEYS = [
  { locale: "de", city: "Zurich", bio: "diskret, herzlich und mit einer Vorliebe für Pediküre und hohe Absätze." },
  { locale: "fr", city: "Geneva", bio: "discrète, chaleureuse, passionnée de pédicures et de talons hauts." },
] as const;

for (const { locale, city, bio } of JOURNEYS) {
  const { application, auth, common, dashboard, mail, options } = CATALOGUES[locale];

  test(`${locale}: she applies, signs up from the success panel and follows her application on her dashboard, all in her language, and is mailed in it`, async ({
    page,
  }) => {
    const handle = uniqueHandle(`journey_${locale}`);
    const email = `${handle.toLowerCase()}@example.test`;
    const password = `${locale}-journey-password-123`;

    // The application: her language's form, and what is missing said in her language, all at once.
    await openInLanguage(page, `/${locale}/muse-onboarding`, locale);
    await expect(page.getByRole("heading", { level: 1, name: application.title })).toBeVisible();
    await islandsHydrated(page);
    await page.getByLabel(application.handle.label).fill("x");
    await page.getByRole("button", { name: application.submit }).click();
    await expect(page.locator("#handle-error")).toHaveText(shown(locale, "Handle must be at least 2 characters"));
    await expect(page.locator("#city-error")).toHaveText(shown(locale, "Please select a city"));
    await expectToastTitled(page, shown(locale, "Profile Picture Required"));
    await expectToastTitled(page, shown(locale, "Feet Picture Required"));
    await expectToastTitled(page, shown(locale, "Identity Document Required"));

    await page.getByLabel(application.handle.label).fill(handle);
    await page.getByLabel(application.city.label, { exact: true }).selectOption({ label: common.cities[city] });
    await page.getByLabel(options.categories["Foot Worship"]).check();
    await page.getByLabel(options.categories["Shoeplay & Heels"]).check();
    await page.getByLabel(application.bio.label).fill(`${handle}: ${bio}`);
    await page.getByLabel(application.phone.label).fill("+41 79 123 45 67");
    await page.getByLabel(application.email.label, { exact: true }).fill(email);
    await page.getByLabel(application.foundUs.label).selectOption({ label: options.referralSources["Word of Mouth"] });
    await page
      .getByLabel(application.pictures.profile.label)
      .setInputFiles(await picture("profile.png", { r: 150, g: 60, b: 90 }));
    await page
      .getByLabel(application.pictures.feet.label)
      .setInputFiles(await picture("feet.png", { r: 230, g: 190, b: 170 }));
    await page
      .getByLabel(application.ageDocument.label)
      .setInputFiles(await picture("passport.png", { r: 210, g: 205, b: 190 }));
    await page.getByLabel(application.ageConfirmed).check();
    await page.getByRole("checkbox", { name: application.termsAccepted.split("{terms}")[0]!.trim() }).check();
    await page.getByRole("button", { name: application.submit }).click();

    await expect(page.getByRole("heading", { level: 1, name: application.submitted.title })).toBeVisible();
    await expect(page.getByText(format(application.submitted.mailed, { email }))).toBeVisible();

    // The mail with the link to claim it: her language, and a link to the sign-up in her language.
    const claimMail = await mailOf(email, "application_received");
    expect(claimMail.subject).toBe(format(mail.applicationClaim.subject, { brand: BRAND }));
    expect(claimMail.body_text).toContain(format(mail.applicationClaim.text.split("\n")[0]!, { handle }));
    expect(claimMail.body_text).toMatch(
      new RegExp(`/${locale}/auth\\?handle=${handle}&type=muse#claim=[A-Za-z0-9_-]{43}`),
    );

    // The sign-up the panel leads to: her application named, a mistake said in her language, then linked.
    await page.getByRole("link", { name: application.submitted.createAccountButton }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/auth\\?handle=${handle}&type=muse$`));
    await expect(page.getByRole("tab", { name: auth.signUpTab })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText(format(auth.signUp.linkNote, { handle }))).toBeVisible();
    const signUp = page.getByRole("form", { name: auth.signUp.label });
    await islandsHydrated(page);
    await signUp.getByLabel(auth.signUp.email).fill(email);
    await signUp.getByLabel(auth.signUp.password, { exact: true }).fill(password);
    await signUp.getByLabel(auth.signUp.confirmPassword).fill(`${password}-typo`);
    await signUp.getByRole("button", { name: auth.signUp.submit }).click();
    await expect(page.locator("#signup-confirm-error")).toHaveText(shown(locale, "Passwords don't match"));
    await signUp.getByLabel(auth.signUp.confirmPassword).fill(password);
    await signUp.getByRole("button", { name: auth.signUp.submit }).click();

    await expectToastTitled(page, shown(locale, "Success! Account created and application linked successfully!"));
    await expect(page.getByRole("heading", { level: 1, name: auth.success.title })).toBeVisible();
    await expect(page.getByText(format(auth.success.linked, { handle }))).toBeVisible();
    // Her next steps stay in her language, and the header speaks it too, now that she is signed in.
    await expect(page.getByRole("link", { name: auth.success.goToDashboard })).toHaveAttribute(
      "href",
      `/${locale}/muse-dashboard`,
    );
    await expect(page.getByRole("link", { name: auth.success.home })).toHaveAttribute("href", `/${locale}`);
    await expect(page.getByRole("banner").getByRole("button", { name: common.header.profile })).toBeVisible();

    // The confirmation mail, in her language; its link confirms her address and lands on the page in her language.
    const confirmation = await mailOf(email, "verification");
    expect(confirmation.subject).toBe(format(mail.verification.subject, { brand: BRAND }));
    const link = /https?:\/\/\S+\/api\/auth\/verify\?token=\S+/.exec(confirmation.body_text)![0];
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page).toHaveURL(new RegExp(`/${locale}/auth\\?verified=1$`));
    await expect(page.getByText(auth.verified.confirmed)).toBeVisible();

    // Her dashboard in her language: the review under way and the pictures she sent.
    await page.goto(`/${locale}/muse-dashboard`);
    await expect(page.getByRole("heading", { level: 1, name: handle })).toBeVisible();
    await expect(page.getByText(dashboard.profile.pending)).toBeVisible();
    await expect(page.getByText(dashboard.pictures.readOnly)).toBeVisible();
    for (const which of ["profile", "feet"] as const) {
      const image = page.getByRole("img", { name: format(dashboard.pictures[which].alt, { handle }) });
      await expect(image).toBeVisible();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    await expect(page.getByText(options.categories["Shoeplay & Heels"])).toBeVisible();
  });
}
