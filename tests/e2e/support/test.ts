import { test as base, expect, type BrowserContext } from "@playwright/test";

/** How Chromium reports a blocked script, style, picture or connection in the console. */
const CSP_VIOLATION = /Content Security Policy/i;

export interface CspViolations {
  /** The violations seen so far that match `pattern`, removed from those the test will be failed for. */
  take(pattern: RegExp): string[];
}

/**
 * Every e2e test runs with the site's Content-Security-Policy enforced and fails when a page of any of its browser
 * contexts (its own `page`, and those it opens with `browser.newContext()`/`newPage()`) reports a violation: a page
 * whose own script, style or picture the policy blocks is broken for users too. A test that provokes a violation on
 * purpose takes it with `cspViolations.take()`.
 */
export const test = base.extend<{ cspViolations: CspViolations }>({
  cspViolations: [
    async ({ browser, context }, use) => {
      const seen: string[] = [];
      const watch = (watched: BrowserContext) =>
        watched.on("console", (message) => {
          if (message.type() === "error" && CSP_VIOLATION.test(message.text())) {
            seen.push(`${message.location().url}: ${message.text()}`);
          }
        });
      watch(context);
      const newContext = browser.newContext;
      browser.newContext = async (options) => {
        const created = await newContext.call(browser, options);
        watch(created);
        return created;
      };
      try {
        await use({
          take(pattern) {
            const taken = seen.filter((violation) => pattern.test(violation));
            seen.splice(0, seen.length, ...seen.filter((violation) => !pattern.test(violation)));
            return taken;
          },
        });
      } finally {
        browser.newContext = newContext;
      }
      expect(seen, "Content-Security-Policy violations in the browser console").toEqual([]);
    },
    { auto: true },
  ],
});
