import type { Page } from "@playwright/test";

/** Holds every answer to `url` back a moment, so the busy state in between can be seen. */
export async function delayAnswers(page: Page, url: string, ms = 600): Promise<void> {
  await page.route(url, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** Holds the answers to `url` until the function it returns is called. */
export async function holdAnswers(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Answers `url` with `status` and the API's error envelope, as the server does when it refuses or fails. */
export async function answerWithError(
  page: Page,
  url: string,
  status: number,
  error: { code: string; message: string },
): Promise<void> {
  await page.route(url, (route) => route.fulfill({ status, json: { error } }));
}

/**
 * Loads only the documents the server sends, none of their scripts, styles, pictures or fonts: for tests that read
 * what the HTML itself says (head tags, links) in a page opened with `javaScriptEnabled: false`.
 */
export async function documentsOnly(page: Page): Promise<void> {
  await page.route(/\.(css|js|png|jpe?g|webp|avif|svg|ico|woff2?)(\?|$)/, (route) => route.abort());
}
