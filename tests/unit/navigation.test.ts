import { describe, expect, it } from "vitest";
import { isActive } from "../../src/domain/navigation.ts";
import { CITIES, CITY_SLUGS, citySlug } from "../../src/domain/cities.ts";
import { cityMetaTitle } from "../../src/domain/brand.ts";

describe("active navigation link", () => {
  it("highlights Home only on an exact match", () => {
    expect(isActive("/", "/")).toBe(true);
    expect(isActive("/", "/about")).toBe(false);
  });

  it("highlights the other links on their path prefix", () => {
    expect(isActive("/blog", "/blog")).toBe(true);
    expect(isActive("/blog", "/blog/some-article")).toBe(true);
    expect(isActive("/blog", "/blog/")).toBe(true);
    expect(isActive("/directory", "/directory-of-something")).toBe(false);
    expect(isActive("/about", "/contact")).toBe(false);
  });
});

describe("cities", () => {
  it("has the ten slugs of the spec", () => {
    expect(CITY_SLUGS).toEqual([
      "zurich-foot-fetish-encounters",
      "geneva-foot-fetish-encounters",
      "basel-foot-fetish-encounters",
      "lausanne-foot-fetish-encounters",
      "frankfurt-foot-fetish-encounters",
      "berlin-foot-fetish-encounters",
      "hamburg-foot-fetish-encounters",
      "warsaw-foot-fetish-encounters",
      "vienna-foot-fetish-encounters",
      "amsterdam-foot-fetish-encounters",
    ]);
    expect(citySlug(CITIES[0])).toBe("zurich-foot-fetish-encounters");
  });

  it("builds meta titles on the spec's pattern", () => {
    expect(cityMetaTitle("Zurich")).toBe("Foot Fetish Encounters in Zurich - Verified Muses | SoleMuse");
  });
});
