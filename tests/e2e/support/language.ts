import { expect, type Page } from "@playwright/test";

/**
 * Opens `path` and checks the page is in `lang`; then, when given, its title and its one level-1 heading's text, in
 * that order.
 */
export async function openInLanguage(
  page: Page,
  path: string,
  lang: string,
  { title, heading }: { title?: string | RegExp; heading?: string | RegExp } = {},
): Promise<void> {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  if (title !== undefined) await expect(page).toHaveTitle(title);
  if (heading !== undefined) await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
}
