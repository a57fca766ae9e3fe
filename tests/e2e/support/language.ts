import { expect, type Page } from "@playwright/test";

/**
 * Opens `path` and checks, when given, its answer's `status`; then that the page is in `lang`; then, when given, its
 * title and its one level-1 heading's text, in that order.
 */
export async function openInLanguage(
  page: Page,
  path: string,
  lang: string,
  { status, title, heading }: { status?: number; title?: string | RegExp; heading?: string | RegExp } = {},
): Promise<void> {
  const response = await page.goto(path);
  if (status !== undefined) expect(response?.status()).toBe(status);
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  if (title !== undefined) await expect(page).toHaveTitle(title);
  if (heading !== undefined) await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
}
