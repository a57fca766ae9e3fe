import { expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

/** The WCAG 2.0 and 2.1 rules of levels A and AA. */
export const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

interface AxeOptions {
  /** Only the rules with these tags (all rules when absent). */
  tags?: string[];
  /** Selectors axe leaves out. */
  exclude?: string[];
}

/**
 * Waits until every animation and transition that ends has ended, so axe reads the colours users are left with: a
 * toast or dialog fading in is half transparent for a moment and would be reported for its contrast.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Axe's findings on the page once it has settled, one line each: the rule and the elements it found. Settled: every
 * form of the server's HTML usable (src/islands/ui/IslandForm.tsx keeps it disabled until its island hydrates, and axe
 * reads the contrast of a button disabled by its fieldset as if it were live) and every animation over.
 */
export async function axeViolations(page: Page, { tags, exclude = [] }: AxeOptions = {}): Promise<string[]> {
  await expect(page.locator("fieldset[data-island-form]:disabled")).toHaveCount(0);
  await animationsSettled(page);
  let builder = new AxeBuilder({ page });
  if (tags) builder = builder.withTags(tags);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

/** Fails on any axe violation, listing rule and elements. */
export async function expectNoAxeViolations(page: Page, options?: AxeOptions): Promise<void> {
  expect(await axeViolations(page, options)).toEqual([]);
}
