import { test as base, expect, type BrowserContext } from "@playwright/test";

/** The function each page calls with a violation it saw; Playwright exposes it to every page of a watched context. */
const REPORT_VIOLATION = "__reportCspViolation";

export interface CspViolations {
  /** The violations seen so far that match `pattern`, removed from those the test will be failed for. */
  take(pattern: RegExp): string[];
}

/**
 * Every e2e test runs with the site's Content-Security-Policy enforced and fails when a page of any of its browser
 * contexts (its own `page`, and those it opens with `browser.newContext()`/`newPage()`) reports a violation: a page
 * whose own script, style or picture the policy blocks is broken for users too. Violations are read from the
 * document's `securitypolicyviolation` events, which Chromium fires for every refusal, also for those it does not
 * print to the console (a library's `new Function("")` probe caught by the library). A test that provokes a
 * violation on purpose takes it with `cspViolations.take()`.
 */
export const test = base.extend<{ cspViolations: CspViolations }>({
  cspViolations: [
    async ({ browser, context }, use) => {
      const seen: string[] = [];
      const watch = async (watched: BrowserContext) => {
        await watched.exposeBinding(REPORT_VIOLATION, ({ frame }, violation: string) => {
          seen.push(`${frame.url()}: ${violation}`);
        });
        await watched.addInitScript((report) => {
          document.addEventListener("securitypolicyviolation", (event) => {
            const blocked = event.blockedURI || "inline";
            const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : "";
            (window as unknown as Record<string, (violation: string) => void>)[report]!(
              `${event.effectiveDirective} refused ${blocked}${where} (policy: ${event.violatedDirective})`,
            );
          });
        }, REPORT_VIOLATION);
      };
      await watch(context);
      const newContext = browser.newContext;
      browser.newContext = async (options) => {
        const created = await newContext.call(browser, options);
        await watch(created);
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
      expect(seen, "Content-Security-Policy violations the pages reported").toEqual([]);
    },
    { auto: true },
  ],
});
