import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";
import { parse } from "yaml";
import { test } from "../e2e/support/test.ts";
import { PROJECT_ROOT } from "../../scripts/lib/local-db.ts";

/**
 * The content editor under `npm start` (decision 0056): it saves through decap-server into the working tree, and the
 * local site shows the change. Each test puts the Zurich page back as it was, also when it fails; each fails on any
 * Content-Security-Policy violation of the editor's page (tests/e2e/support/test.ts).
 */
const ZURICH = join(PROJECT_ROOT, "content/cities/zurich-foot-fetish-encounters.md");

function introText(): string {
  const match = /^---\n([\s\S]*?)\n---/.exec(readFileSync(ZURICH, "utf8"));
  return (parse(match![1]!) as { introText: string }).introText;
}

/** Signs in to the local backend and opens a language's Zurich page, as an editor clicks her way there. */
async function openZurich(
  page: Page,
  language = { collection: "City pages · English", entry: "Zurich", intro: "Intro text" },
) {
  await page.goto("/editor/");
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("link", { name: language.collection }).click();
  await page.getByRole("link", { name: language.entry, exact: true }).click();
  await expect(page.getByLabel(language.intro)).toBeVisible();
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
}

test.describe("the content editor under npm start", () => {
  let original: string;
  test.beforeEach(() => {
    original = readFileSync(ZURICH, "utf8");
  });
  test.afterEach(() => {
    if (readFileSync(ZURICH, "utf8") !== original) writeFileSync(ZURICH, original);
  });

  test("has its own policy, which lets it reach the local backend; other pages keep theirs", async ({ request }) => {
    const editor = (await request.get("/editor/")).headers()["content-security-policy"];
    expect(editor).toContain("script-src 'self' 'unsafe-eval'");
    expect(editor).toMatch(
      /connect-src 'self' https:\/\/api\.github\.com https:\/\/api\.netlify\.com http:\/\/127\.0\.0\.1:\d+;/,
    );
    const about = (await request.get("/about")).headers()["content-security-policy"];
    expect(about).toContain("script-src 'self' 'unsafe-inline'");
    expect(about).not.toContain("unsafe-eval");
    expect(about).not.toContain("connect-src");
  });

  test("changes the Zurich page's intro: the file under content/ changes, and the local page shows it", async ({
    page,
  }) => {
    const intro =
      `Zurich, as an editor rewrote it in the browser (${Date.now()}): discreet, verified Muses from Seefeld to ` +
      "Zürich-West, contacted directly and without any middleman, in a city that keeps its own business to itself.";
    // The page as it is first: the dev server then has the collection loaded, and a save reloads it in place.
    await page.goto("/city/zurich-foot-fetish-encounters");
    await expect(page.getByText(introText())).toBeVisible();

    await openZurich(page);
    await page.getByLabel("Intro text").fill(intro);
    await publish(page);
    await expect(page.getByText("Entry saved")).toBeVisible();

    expect(introText()).toBe(intro);
    expect(readFileSync(ZURICH, "utf8")).not.toBe(original);
    // The dev server reloads the collection when the file changes; the page shows the new text once it has.
    await expect(async () => {
      await page.goto("/city/zurich-foot-fetish-encounters");
      await expect(page.getByText(intro)).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
  });

  test("a save changes only the lines of the field edited: a new top spots title is a one-line diff", async ({
    page,
  }) => {
    const title = `Zurich neighbourhoods our Muses love (${Date.now()})`;
    await openZurich(page);
    const topSpots = page.locator('[aria-label="object field"]', { has: page.getByText("Top spots", { exact: true }) });
    await topSpots.getByLabel("Title", { exact: true }).fill(title);
    await publish(page);
    await expect(page.getByText("Entry saved")).toBeVisible();

    const before = original.split("\n");
    const after = readFileSync(ZURICH, "utf8").split("\n");
    expect(after).toHaveLength(before.length);
    const changed = after.filter((line, index) => line !== before[index]);
    expect(changed).toEqual([`  title: ${title}`]);
  });

  test("counts the intro's characters as she types, and a save says what is missing and by how much", async ({
    page,
  }) => {
    await openZurich(page);
    const intro = page.getByLabel("Intro text");
    await intro.fill("Zurich, discreet and verified. ".repeat(4).trim());
    await expect(page.getByText("123 characters · at least 200")).toBeVisible();
    await intro.pressSequentially(" More.");
    await expect(page.getByText("129 characters · at least 200")).toBeVisible();
    await publish(page);

    const error = page.getByText("Intro text needs at least 200 characters (now 129)", { exact: true });
    await expect(error).toBeVisible();
    await expect(error).toHaveCSS("text-transform", "none");
    await expect(page.getByText("Entry saved")).toHaveCount(0);
    expect(readFileSync(ZURICH, "utf8")).toBe(original);
  });

  test("shows the city, its address, its country and its meta title, and lets none of them be changed", async ({
    page,
  }) => {
    await openZurich(page);
    const fixed = {
      City: "Zurich",
      Slug: "zurich-foot-fetish-encounters",
      Country: "Switzerland",
      "Meta title": "Foot Fetish Encounters in Zurich - Verified Muses | SoleMuse",
    };
    for (const [label, value] of Object.entries(fixed)) {
      await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
      await expect(page.getByLabel(label, { exact: true })).not.toBeEditable();
    }
  });

  test("the German collection names Zürich and its fields in German, its meta title follows its inCity", async ({
    page,
  }) => {
    await openZurich(page, { collection: "City pages · Deutsch", entry: "Zürich", intro: "Einleitungstext" });
    await expect(page.getByLabel("Stadt", { exact: true })).toHaveValue("Zürich");
    await expect(page.getByLabel("Metatitel")).toHaveValue(
      "Fußfetisch-Begegnungen in Zürich - verifizierte Musen | SoleMuse",
    );
    await page.getByLabel("„in“ und die Stadt").fill("in der Stadt Zürich");
    await expect(page.getByLabel("Metatitel")).toHaveValue(
      "Fußfetisch-Begegnungen in der Stadt Zürich - verifizierte Musen | SoleMuse",
    );
    await page.getByLabel("Einleitungstext").fill("Zürich, diskret.");
    await expect(page.getByText("16 Zeichen · mindestens 200")).toBeVisible();
    await publish(page);
    await expect(
      page.getByText("Einleitungstext braucht mindestens 200 Zeichen (jetzt 16)", { exact: true }),
    ).toBeVisible();
  });

  test("refuses to save the Zurich page with three FAQ pairs, and the file stays as it was", async ({ page }) => {
    await openZurich(page);
    const faq = page.locator('[aria-label="list field"]', { has: page.locator("label", { hasText: /^FAQ$/ }) });
    await expect(faq.getByLabel("Question")).toHaveCount(4);
    // Each question's bar: collapse, drag handle, then the button that removes it.
    await faq.locator('[aria-roledescription="sortable"] + button').nth(2).click();
    await expect(faq.getByLabel("Question")).toHaveCount(3);
    await publish(page);

    await expect(page.getByText("FAQ must have exactly 4 item(s).")).toBeVisible();
    await expect(page.getByText("Entry saved")).toHaveCount(0);
    expect(readFileSync(ZURICH, "utf8")).toBe(original);
  });
});
