import { expect, it } from "vitest";
import { inBuiltSitemap } from "../../src/domain/sitemap.ts";
import { PSEUDO_LOCALE } from "../../src/domain/locales.ts";

/** Whether each page goes into the built sitemap: the public pages in every language, never the pseudo-language nor the sign-in, account, admin, editor and shortlist pages. */
const LISTED: Record<string, boolean> = {
  "/": true,
  "/about": true,
  "/de/about": true,
  "/fr/blog": true,
  "/directory": true,
  "/nl/city/amsterdam-foot-fetish-encounters": true,
  [`/${PSEUDO_LOCALE}`]: false,
  [`/${PSEUDO_LOCALE}/about`]: false,
  [`/${PSEUDO_LOCALE}/directory`]: false,
  "/auth": false,
  "/de/auth": false,
  "/admin": false,
  "/admin/reports": false,
  "/account": false,
  "/pl/account": false,
  "/editor/": false,
  "/shortlist": false,
  "/directory/results": false,
  "/offline": false,
  "/muse-onboarding": false,
  "/fr/muse-dashboard": false,
};

it("the built sitemap lists the public pages in every language, and never the pseudo-language or a private page", () => {
  const listed = Object.fromEntries(
    Object.keys(LISTED).map((path) => [path, inBuiltSitemap(`https://solemuse.example${path}`)]),
  );
  expect(listed).toEqual(LISTED);
});
