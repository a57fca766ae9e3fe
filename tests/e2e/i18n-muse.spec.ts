import { expect as baseExpect, type Page } from "@playwright/test";
import { test } from "./support/test.ts";
import { createApprovedMuse, declineCookies, islandsHydrated, signedInAsAdmin } from "./support/approved-muse.ts";
import { loginAsAdmin, runId } from "./support/admin.ts";
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

/** Suspends a Muse the way an admin does, citing clause 5.1; her application's id. */
async function suspend(baseURL: string, handle: string, reason: string): Promise<string> {
  const admin = await signedInAsAdmin(baseURL);
  const { applications } = (await (await admin.get("/api/applications")).json()) as {
    applications: Array<{ id: string; handle: string }>;
  };
  const id = applications.find((application) => application.handle === handle)!.id;
  const suspended = await admin.post(`/api/applications/${id}/status`, {
    data: { action: "suspend", clause: "5.1", reason },
  });
  expect(suspended.status(), await suspended.text()).toBe(200);
  await admin.dispose();
  return id;
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

test("a suspended Muse reads her statement and appeals in French; the English dashboard and the admin panel keep the English statement", async ({
  page,
  browser,
  baseURL,
}) => {
  const muse = await createApprovedMuse(baseURL!, { city: "Geneva" });
  const id = await suspend(baseURL!, muse.handle, `Two pictures are not hers (${runId()}).`);
  await openDashboardIn(page, "/fr/muse-dashboard", muse);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");

  const note = page.locator("[data-status-note]");
  await expect(note).toContainText("Votre profil est suspendu et masqué dans l’annuaire.");
  await expect(note.getByRole("link", { name: "contactez-nous" })).toHaveAttribute("href", "/fr/contact");

  const statement = page
    .getByRole("region", { name: "Décisions concernant votre profil" })
    .getByRole("article", { name: "Profil suspendu" });
  await expect(statement).toContainText("Durée indéterminée : jusqu’à la réactivation de votre profil");
  await expect(statement).toContainText("Notre propre examen de votre profil");
  await expect(
    statement.getByRole("link", {
      name: /^Clause 5\.1 de nos conditions d’utilisation\s: Les photos ne montrent que la Muse/,
    }),
  ).toHaveAttribute("href", "/fr/terms#clause-5-1");

  await note.getByRole("button", { name: "Contester cette décision" }).click();
  const field = statement.getByLabel("Pourquoi cette décision est-elle erronée ?");
  await expect(field).toBeFocused();
  const appeal = `Ces photos sont bien les miennes (${runId()}).`;
  await field.fill(appeal);
  await statement.getByRole("button", { name: "Envoyer la contestation" }).click();
  await expect(statement.locator("[data-appeal-state=open]")).toContainText(
    /Contestation envoyée le \d{1,2} \S+ \d{4}\s: en cours d’examen/,
  );

  // The same statement on the English page, word for word as before.
  await page.goto("/muse-dashboard");
  const english = page
    .getByRole("region", { name: "Decisions about your profile" })
    .getByRole("article", { name: "Profile suspended" });
  await expect(english).toContainText("Indefinite: until your profile is reinstated");
  await expect(
    english.getByRole("link", {
      name: /^Clause 5\.1 of our Terms: Pictures show only the Muse, who holds their rights/,
    }),
  ).toHaveAttribute("href", "/terms#clause-5-1");
  await expect(english.locator("[data-appeal-state=open]")).toContainText(
    /^Appeal sent on [A-Z][a-z]{2} \d{1,2}, \d{4}: under review/,
  );

  // The admin panel, which has no catalogue, shows the statement's parts in English.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await declineCookies(admin);
  await loginAsAdmin(admin);
  await admin.goto(`/admin/applications/${id}`);
  const listed = admin.getByRole("region", { name: "Decisions", exact: true }).locator("[data-decision=suspension]");
  await expect(listed).toContainText("Profile suspended");
  await expect(listed).toContainText("Indefinite: until your profile is reinstated");
  await expect(listed.getByRole("link", { name: /^Clause 5\.1 of our Terms/ })).toHaveAttribute(
    "href",
    "/terms#clause-5-1",
  );
  await expect(listed.locator("[data-appeal-state=open]")).toContainText(/^Appeal sent on .+: under review/);
  await adminContext.close();
});
