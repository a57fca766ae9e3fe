import { expect as baseExpect, type Page } from "@playwright/test";
import { test } from "./support/test.ts";
import { createApprovedMuse, declineCookies, islandsHydrated } from "./support/approved-muse.ts";
import { findApplication, picture, signInAsAdmin, skipCookieBanner, uniqueHandle } from "./support/muse.ts";
import { openInLanguage } from "./support/language.ts";

// Each API function starts cold on the local server; on a busy machine the first answer can take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });

test.describe.configure({ timeout: 240_000 });

/** A file that is not a picture, as a file chooser payload. */
const notAPicture = { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a picture") };

/** Signs the Muse in on the page's cookie jar and opens her dashboard in one language. */
async function openDashboardIn(page: Page, path: string, muse: { handle: string; account: object }) {
  await declineCookies(page);
  const signIn = await page.request.post("/api/auth/signin", { data: muse.account });
  expect(signIn.status(), await signIn.text()).toBe(200);
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: muse.handle })).toBeVisible();
  await islandsHydrated(page);
}

test("a German applicant fills in the form in German, is told in German that a file is no picture, and is sent on in German; the stored values stay English", async ({
  page,
  request,
  baseURL,
}) => {
  await skipCookieBanner(page.context());
  const handle = uniqueHandle("de");
  const email = `${handle}@example.test`;
  const bio = `${handle}: diskret, herzlich und mit einer Vorliebe für Pediküre und hohe Absätze.`;

  await openInLanguage(page, "/de/muse-onboarding", "de", { title: "Bewerbung als Muse | SoleMuse" });
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Bewerbung als Muse" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Zurück zu „Muse werden“" })).toHaveAttribute("href", "/de/become-muse");
  await expect(main.getByRole("link", { name: "Nutzungsbedingungen" })).toHaveAttribute("href", "/de/terms-of-use");
  await expect(main.getByRole("link", { name: "Datenschutzerklärung" })).toHaveAttribute("href", "/de/privacy-policy");
  await islandsHydrated(page);

  await page.getByLabel("Profilbild").setInputFiles(notAPicture);
  await expect(page.locator("#profile_picture-error")).toHaveText("Bitte wählen Sie eine Bilddatei aus.");

  await page.getByLabel("Profilname").fill(handle);
  await page.getByLabel("Stadt").selectOption({ label: "Zürich" });
  await page.getByLabel("Fußverehrung").check();
  await page.getByLabel("Pediküre-Sessions").check();
  await page.getByLabel("Über mich").fill(bio);
  await expect(page.getByText(`${bio.length}/500 Zeichen`)).toBeVisible();
  await page.getByLabel("Telefonnummer").fill("+41 79 123 45 67");
  await page.getByLabel("E-Mail", { exact: true }).fill(email);
  await page.getByLabel("Wie haben Sie von uns erfahren?").selectOption({ label: "Mundpropaganda" });
  await page.getByLabel("Profilbild").setInputFiles(await picture("profile.png", { r: 190, g: 80, b: 110 }));
  await expect(page.locator("#profile_picture-error")).toHaveCount(0);
  await page.getByLabel("Fußbild").setInputFiles(await picture("feet.png", { r: 240, g: 200, b: 180 }));
  await expect(page.getByRole("img", { name: "Vorschau des Fußbilds" })).toBeVisible();
  await page.getByLabel("Ausweisdokument").setInputFiles(await picture("ausweis.png", { r: 220, g: 215, b: 200 }));
  await page.getByLabel("Ich bestätige, dass ich mindestens 18 Jahre alt bin").check();
  await page.getByLabel(/^Ich akzeptiere die Nutzungsbedingungen und die Datenschutzerklärung/).check();
  await page.getByRole("button", { name: "Bewerbung absenden" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Bewerbung eingereicht!" })).toBeVisible();
  await expect(page.getByText(`Wir haben Ihnen diesen Link außerdem an ${email} geschickt`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Konto erstellen" })).toHaveAttribute(
    "href",
    new RegExp(`^/de/auth\\?handle=${handle}&type=muse#claim=[A-Za-z0-9_-]{43}$`),
  );

  await signInAsAdmin(request, baseURL!);
  const stored = await findApplication(request, handle);
  expect(stored).toMatchObject({ handle, city: "Zurich", how_found_us: "Word of Mouth", approval_status: "Pending" });
  expect(stored!.categories).toEqual(["Foot Worship", "Pedicure Sessions"]);
});

test("the application form speaks French, with French city names and links that stay in French", async ({ page }) => {
  await skipCookieBanner(page.context());
  await openInLanguage(page, "/fr/muse-onboarding", "fr");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Candidature Muse" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Retour à « Devenir Muse »" })).toHaveAttribute(
    "href",
    "/fr/become-muse",
  );
  await expect(main.getByRole("link", { name: "Conditions d’utilisation" })).toHaveAttribute(
    "href",
    "/fr/terms-of-use",
  );
  await islandsHydrated(page);

  const city = page.getByLabel("Ville", { exact: true });
  await city.selectOption({ label: "Genève" });
  await expect(city).toHaveValue("Geneva");
  await expect(page.getByLabel("Adoration des pieds")).toHaveAttribute("value", "Foot Worship");
  await expect(page.getByLabel("Comment nous avez-vous connus ?")).toContainText("Bouche-à-oreille");
  await expect(page.getByRole("button", { name: "Envoyer ma candidature" })).toBeVisible();

  await page.getByLabel("Photo des pieds").setInputFiles(notAPicture);
  await expect(page.locator("#feet_picture-error")).toHaveText("Veuillez choisir un fichier image.");
});

test("an approved Muse manages her profile on /de/muse-dashboard in German; what she chooses is stored in English", async ({
  page,
  baseURL,
}) => {
  const muse = await createApprovedMuse(baseURL!, { city: "Vienna" });
  await openDashboardIn(page, "/de/muse-dashboard", muse);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page).toHaveTitle("Mein Dashboard | SoleMuse");
  const main = page.getByRole("main");
  await expect(main.getByText("Mein Dashboard", { exact: true })).toBeVisible();
  await expect(main.locator("[data-dashboard-city]")).toHaveText("Wien");
  await expect(main.getByRole("link", { name: "Öffentliches Profil ansehen" })).toHaveAttribute(
    "href",
    `/de/muse/${muse.handle}`,
  );
  await expect(page.getByRole("region", { name: "Eintrag im Verzeichnis" })).toContainText(
    "Ihr Profil ist im Verzeichnis sichtbar.",
  );
  await expect(page.getByRole("heading", { name: "Profilinformationen" })).toBeVisible();

  // The selects show her language and save the stored value.
  await expect(page.getByLabel("Stadt")).toHaveValue("Vienna");
  await expect(page.locator("#dashboard-city option:checked")).toHaveText("Wien");
  await page.getByLabel("Verfügbarkeit").selectOption({ label: "Beschäftigt" });
  await expect(page.locator("[data-toast][data-type=success]")).toBeVisible();
  const { profile } = (await (await page.request.get("/api/dashboard/profile")).json()) as {
    profile: { availability_status: string };
  };
  expect(profile.availability_status).toBe("Busy");

  await page.getByRole("button", { name: "Profil bearbeiten" }).click();
  const form = page.getByRole("form", { name: "Profil bearbeiten" });
  await expect(form.getByLabel("Nationalität")).toHaveValue("Swiss");
  await expect(form.locator("#profile-nationality option:checked")).toHaveText("Schweizerisch");
  await expect(form.getByLabel("Individuelle Fantasien")).toBeChecked();
  await expect(form.getByLabel("Französisch")).toBeChecked();
  await expect(form.getByRole("button", { name: "Änderungen speichern" })).toBeDisabled();
  await page.getByRole("button", { name: "Abbrechen" }).click();
  await expect(form).toHaveCount(0);

  await expect(page.getByRole("button", { name: "Profilbild ersetzen" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Galerie" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Bild 1 löschen" })).toBeVisible();

  // Photo verification: the instructions and the gesture in German.
  const card = page.locator("[data-verification-card]");
  await expect(card).toContainText(
    "Holen Sie sich das Abzeichen „Foto verifiziert“: Senden Sie uns ein aktuelles Foto",
  );
  await card.getByRole("button", { name: "Foto verifizieren lassen" }).click();
  await expect(card).toContainText("Machen Sie heute ein aktuelles Foto von sich");
  await expect(card.locator("[data-verification-gesture]")).toHaveText(
    /^(Daumen hoch|Peace-Zeichen|Hand an der Wange|drei erhobene Finger|OK-Zeichen|flache Hand auf der Stirn)$/,
  );
  await expect(card.getByRole("button", { name: "Verifizierungsfoto hochladen" })).toBeVisible();
});
