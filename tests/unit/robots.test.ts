import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { GET } from "../../src/pages/robots.txt.ts";

describe("robots.txt", () => {
  it("names the sitemaps at the site's own address, whatever it is", async () => {
    const site = new URL("https://muses.example.org");
    const text = await GET({ site, url: new URL("https://muses.example.org/robots.txt") }).text();
    expect(text.split("\n").filter((line) => line.startsWith("Sitemap:"))).toEqual([
      "Sitemap: https://muses.example.org/sitemap-index.xml",
      "Sitemap: https://muses.example.org/sitemap-dynamic.xml",
    ]);
    expect(text).toContain("User-agent: *\nDisallow: /admin\n");
    expect(text).not.toContain("solemuse.example");
  });

  it("is built, not copied: no robots.txt in public/ with a fixed domain", () => {
    expect(existsSync(new URL("../../public/robots.txt", import.meta.url))).toBe(false);
  });
});
