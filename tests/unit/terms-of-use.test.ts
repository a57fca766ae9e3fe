import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CATALOGUES, localizedPath } from "../../src/i18n/index.ts";
import { SITE_LOCALES } from "../../src/domain/locales.ts";

/**
 * The short Terms (/terms-of-use, where the application form's Terms link points) say what /terms §15 says about
 * reports and appeals, in the words the site's buttons use, in every language.
 */
const LEGAL = join(import.meta.dirname, "..", "..", "content", "legal");
const shortTerms = (locale: string) =>
  readFileSync(join(LEGAL, locale === "en" ? "" : locale, "terms-of-use.md"), "utf8");

/** The text of a `## n.` section of a Markdown document, up to the next section. */
const section = (document: string, number: number) =>
  new RegExp(`^## ${number}\\..*\\n([\\s\\S]*?)(?=^## |$(?![\\s\\S]))`, "m").exec(document)?.[1] ?? "";

describe.each(SITE_LOCALES)("the short Terms in %s", (locale) => {
  const terms = shortTerms(locale);
  const { profile, dashboard } = CATALOGUES[locale];

  it("send a report to the profile's and the picture's report buttons, not to an e-mail address", () => {
    const reporting = section(terms, 7);
    expect(reporting).toContain(profile.report.open);
    expect(reporting).toContain(profile.overlay.report);
    expect(reporting).toContain(`](${localizedPath(locale, "/terms")}#clause-15-1)`);
    expect(reporting).not.toContain("@");
  });

  it("tell a Muse she gets a statement of reasons and may appeal it from her dashboard", () => {
    const decisions = section(terms, 10);
    expect(decisions).toContain(dashboard.decisions.title);
    expect(decisions).toContain(dashboard.decisions.appeal);
    expect(decisions).toContain(`](${localizedPath(locale, "/terms")}#clause-15-3)`);
  });
});
