import { expect } from "@playwright/test";
import { test } from "./support/test.ts";

const CITIES = [
  ["zurich-foot-fetish-encounters", "Zurich"],
  ["geneva-foot-fetish-encounters", "Geneva"],
  ["basel-foot-fetish-encounters", "Basel"],
  ["lausanne-foot-fetish-encounters", "Lausanne"],
  ["frankfurt-foot-fetish-encounters", "Frankfurt"],
  ["berlin-foot-fetish-encounters", "Berlin"],
  ["hamburg-foot-fetish-encounters", "Hamburg"],
  ["warsaw-foot-fetish-encounters", "Warsaw"],
  ["vienna-foot-fetish-encounters", "Vienna"],
  ["amsterdam-foot-fetish-encounters", "Amsterdam"],
] as const;

interface FaqJsonLd {
  "@context": string;
  "@type": string;
  mainEntity: { "@type": string; name: string; acceptedAnswer: { "@type": string; text: string } }[];
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "accepted"));
});

test.describe("City landing pages", () => {
  for (const [slug, city] of CITIES) {
    test(`/city/${slug} shows every section of ${city}, its FAQ and FAQPage JSON-LD`, async ({ page }) => {
      const response = await page.goto(`/city/${slug}`);
      expect(response?.status()).toBe(200);

      await expect(page).toHaveTitle(`Foot Fetish Encounters in ${city} - Verified Muses | SoleMuse`);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length ?? 0).toBeGreaterThan(70);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Foot Fetish Encounters in ${city}`);
      await expect(page.getByRole("main")).toContainText(city);

      // Intro, three benefits, why-perfect, top spots, culture, how SoleMuse differs.
      expect((await page.locator("main section").first().innerText()).length).toBeGreaterThan(200);
      await expect(page.locator('[data-section="benefits"]').getByRole("article")).toHaveCount(3);
      for (const section of ["why-perfect", "culture", "difference"]) {
        const block = page.locator(`[data-section="${section}"]`);
        await expect(block.getByRole("heading", { level: 2 })).toBeVisible();
        expect((await block.innerText()).length, section).toBeGreaterThan(200);
      }
      await expect(page.locator('[data-section="difference"] h2')).toContainText("SoleMuse");
      const spots = page.locator('[data-section="top-spots"]').getByRole("listitem");
      expect(await spots.count()).toBeGreaterThanOrEqual(3);

      // Four questions, the first open, every answer reachable.
      const faq = page.locator('[data-section="faq"] details');
      await expect(faq).toHaveCount(4);
      await expect(faq.first()).toHaveAttribute("open", "");
      const questions = (await faq.locator("summary").allInnerTexts()).map((text) => text.replace(/\s*\+$/, "").trim());
      questions.forEach((question) => expect(question).toMatch(/\?$/));
      await faq.nth(3).locator("summary").click();
      await expect(faq.nth(3).locator("p")).toBeVisible();

      // Eight keyword variations, shown quietly.
      const keywords = page.locator('[data-section="keywords"]');
      await expect(keywords).toContainText("Popular searches:");
      expect((await keywords.innerText()).split("·")).toHaveLength(8);

      // Calls to action and legal links.
      const directory = `/directory?city=${city}`;
      await expect(page.getByRole("link", { name: `Browse Muses in ${city}` })).toHaveAttribute("href", directory);
      await expect(page.getByRole("link", { name: `Explore Muses in ${city}` })).toHaveAttribute("href", directory);
      await expect(page.getByRole("main").getByRole("link", { name: "Become a Muse" }).first()).toHaveAttribute(
        "href",
        "/become-muse",
      );
      await expect(page.getByRole("main").getByRole("link", { name: "Terms of Use" })).toHaveAttribute(
        "href",
        "/terms",
      );
      await expect(page.getByRole("main").getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
        "href",
        "/privacy",
      );

      // Structured data mirrors the visible FAQ.
      const scripts = await page.locator('head script[type="application/ld+json"]').allTextContents();
      const faqPage = scripts.map((text) => JSON.parse(text) as FaqJsonLd).find((data) => data["@type"] === "FAQPage");
      expect(faqPage?.["@context"]).toBe("https://schema.org");
      expect(faqPage?.mainEntity).toHaveLength(4);
      expect(faqPage?.mainEntity.every((entry) => entry["@type"] === "Question")).toBe(true);
      expect(faqPage?.mainEntity.map((entry) => entry.name)).toEqual(questions);
      for (const [index, entry] of (faqPage?.mainEntity ?? []).entries()) {
        expect(entry.acceptedAnswer["@type"]).toBe("Answer");
        await expect(faq.nth(index).locator("p")).toHaveText(entry.acceptedAnswer.text);
      }
    });
  }

  test("the ten city pages have ten different descriptions", async ({ page }) => {
    const descriptions = new Set<string>();
    for (const [slug] of CITIES) {
      await page.goto(`/city/${slug}`);
      descriptions.add((await page.locator('meta[name="description"]').getAttribute("content")) ?? "");
    }
    expect(descriptions.size).toBe(10);
  });

  test("the footer links all ten city pages", async ({ page }) => {
    await page.goto("/about");
    const cities = page.getByRole("navigation", { name: "Cities" });
    for (const [slug, city] of CITIES) {
      await expect(cities.getByRole("link", { name: city, exact: true })).toHaveAttribute("href", `/city/${slug}`);
    }
  });
});
