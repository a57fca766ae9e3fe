import { describe, expect, it } from "vitest";
import { inBuiltSitemap } from "../../src/domain/sitemap.ts";
import { PSEUDO_LOCALE } from "../../src/domain/locales.ts";

const page = (path: string) => `https://solemuse.example${path}`;

describe("the built sitemap's pages", () => {
  it("lists the public pages in every language", () => {
    for (const path of [
      "/",
      "/about",
      "/de/about",
      "/fr/blog",
      "/directory",
      "/nl/city/amsterdam-foot-fetish-encounters",
    ]) {
      expect(inBuiltSitemap(page(path)), path).toBe(true);
    }
  });

  it("never lists the pseudo-language, whatever the page", () => {
    for (const path of [`/${PSEUDO_LOCALE}`, `/${PSEUDO_LOCALE}/about`, `/${PSEUDO_LOCALE}/directory`]) {
      expect(inBuiltSitemap(page(path)), path).toBe(false);
    }
  });

  it("never lists the sign-in, account, admin, editor and shortlist pages, in any language", () => {
    for (const path of [
      "/auth",
      "/de/auth",
      "/admin",
      "/admin/reports",
      "/account",
      "/pl/account",
      "/editor/",
      "/shortlist",
      "/directory/results",
      "/offline",
      "/muse-onboarding",
      "/fr/muse-dashboard",
    ]) {
      expect(inBuiltSitemap(page(path)), path).toBe(false);
    }
  });
});
