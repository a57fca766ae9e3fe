import { describe, expect, it } from "vitest";
import { sitePolicy, withSitePolicy } from "../../functions/http/content-security.ts";

describe("one Content-Security-Policy for every static file", () => {
  it("names each directive once with every source any page's policy names", () => {
    const about = "default-src 'self';object-src 'none'; script-src 'self' 'sha256-a'; style-src 'self' ;";
    const blog = "default-src 'self'; object-src 'none'; script-src 'self' 'sha256-b' 'sha256-a'";
    expect(sitePolicy([about, blog])).toBe(
      "default-src 'self'; object-src 'none'; script-src 'self' 'sha256-a' 'sha256-b'; style-src 'self'",
    );
    expect(sitePolicy([about, about])).toBe(sitePolicy([about]));
  });

  it("replaces the per-page policies with one /* rule and keeps every other header", () => {
    const rules = withSitePolicy([
      { for: "/_astro/*", values: { "Cache-Control": "public, max-age=31536000, immutable" } },
      { for: "/about", values: { "Content-Security-Policy": "script-src 'self' 'sha256-a'" } },
      { for: "/blog", values: { "Content-Security-Policy": "script-src 'self' 'sha256-b'", "X-Extra": "kept" } },
    ]);
    expect(rules).toEqual([
      { for: "/_astro/*", values: { "Cache-Control": "public, max-age=31536000, immutable" } },
      { for: "/blog", values: { "X-Extra": "kept" } },
      { for: "/*", values: { "Content-Security-Policy": "script-src 'self' 'sha256-a' 'sha256-b'" } },
    ]);
  });

  it("fails the build when no page has a policy", () => {
    expect(() => withSitePolicy([{ for: "/_astro/*", values: { "Cache-Control": "no-cache" } }])).toThrow(
      /no Content-Security-Policy/,
    );
  });
});
