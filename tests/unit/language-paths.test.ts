import { describe, expect, it } from "vitest";
import { isTranslatedPath, localizedPath, splitLocale, translatedPath } from "../../src/i18n/paths.ts";
import { preferredLocale } from "../../src/lib/language.ts";

describe("a page's address in each language", () => {
  it("keeps English unprefixed and puts the others under their prefix with the same path", () => {
    expect(localizedPath("en", "/directory")).toBe("/directory");
    expect(localizedPath("de", "/directory")).toBe("/de/directory");
    expect(localizedPath("fr", "/")).toBe("/fr");
    expect(localizedPath("pl", "/?city=Warsaw")).toBe("/pl?city=Warsaw");
    expect(localizedPath("nl", "/muse/VelvetSoles")).toBe("/nl/muse/VelvetSoles");
  });

  it("finds the language of a path and the path without it", () => {
    expect(splitLocale("/de/city/zurich-foot-fetish-encounters")).toEqual({
      locale: "de",
      path: "/city/zurich-foot-fetish-encounters",
    });
    expect(splitLocale("/fr")).toEqual({ locale: "fr", path: "/" });
    expect(splitLocale("/directory")).toEqual({ locale: "en", path: "/directory" });
    // A first segment that only looks like a language is a path of its own.
    expect(splitLocale("/en/about")).toEqual({ locale: "en", path: "/en/about" });
    expect(splitLocale("/deutsch")).toEqual({ locale: "en", path: "/deutsch" });
  });

  it("leads from one language's page to another's", () => {
    expect(translatedPath("/de/about", "fr")).toBe("/fr/about");
    expect(translatedPath("/de/about", "en")).toBe("/about");
    expect(translatedPath("/", "nl")).toBe("/nl");
  });

  it("keeps the admin panel English", () => {
    expect(isTranslatedPath("/admin/dashboard")).toBe(false);
    expect(isTranslatedPath("/administration")).toBe(true);
    expect(isTranslatedPath("/de/directory")).toBe(true);
  });
});

describe("the language a browser prefers", () => {
  it("is the first of its list that the site speaks, by primary tag", () => {
    expect(preferredLocale(["de-CH", "en"])).toBe("de");
    expect(preferredLocale(["es-ES", "fr-BE", "de"])).toBe("fr");
    expect(preferredLocale(["es", "it"])).toBeNull();
  });
});
