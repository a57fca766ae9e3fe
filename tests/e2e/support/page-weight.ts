import { gzipSync } from "node:zlib";
import { expect, type Browser } from "@playwright/test";
import { BUDGET_BYTES, REACT_MARKERS } from "../../../scripts/bench/js-size.ts";

export { BUDGET_BYTES };

/**
 * Opens a page with an empty cache and weighs the JavaScript it runs once settled, as the bench does: every
 * script it fetched and every inline script, gzipped; and whether any of it is React.
 */
async function scriptWeight(browser: Browser, url: string): Promise<{ gzippedBytes: number; loadsReact: boolean }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const bodies: Promise<Buffer>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") bodies.push(response.body());
    });
    await page.goto(url);
    await page.waitForLoadState("networkidle");
    const inline = await page.evaluate(() =>
      [...document.scripts].filter((script) => !script.src && script.type !== "application/ld+json").map((s) => s.text),
    );
    const scripts = [...(await Promise.all(bodies)).map(String), ...inline].filter((code) => code.trim() !== "");
    return {
      gzippedBytes: scripts.reduce((sum, code) => sum + gzipSync(code, { level: 9 }).length, 0),
      loadsReact: scripts.some((code) => REACT_MARKERS.test(code)),
    };
  } finally {
    await context.close();
  }
}

/** The page runs no React and at most the budget of gzipped JavaScript. */
export async function expectLightPage(browser: Browser, url: string): Promise<void> {
  const weight = await scriptWeight(browser, url);
  expect(weight.loadsReact, `${url} loads React`).toBe(false);
  expect(weight.gzippedBytes, `${url}'s gzipped JavaScript`).toBeLessThanOrEqual(BUDGET_BYTES);
}
