import { describe, expect, it } from "vitest";
import {
  editorContentSecurityPolicy,
  type HeaderRule,
  sitePolicy,
  withEditorPolicy,
  withSitePolicy,
} from "../../functions/http/content-security.ts";

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

describe("the content editor's own Content-Security-Policy", () => {
  const site = "default-src 'self'; script-src 'self' 'sha256-a'";
  const rules: HeaderRule[] = [
    { for: "/_astro/*", values: { "Cache-Control": "public, max-age=31536000, immutable" } },
    { for: "/*", values: { "Content-Security-Policy": site } },
  ];

  it("comes after the site's, for /editor and what lies under it, and leaves every other rule as it was", () => {
    const editor = editorContentSecurityPolicy();
    expect(withEditorPolicy(rules)).toEqual([
      ...rules,
      { for: "/editor", values: { "Content-Security-Policy": editor } },
      { for: "/editor/*", values: { "Content-Security-Policy": editor } },
    ]);
  });

  it("lets Decap run and reach GitHub and Netlify, and keeps the rest as strict as every page's", () => {
    const directives = new Map(
      editorContentSecurityPolicy()
        .split("; ")
        .map((directive) => [directive.split(" ")[0], directive.split(" ").slice(1)]),
    );
    expect(directives.get("script-src")).toEqual(["'self'", "'unsafe-eval'"]);
    expect(directives.get("connect-src")).toEqual(["'self'", "https://api.github.com", "https://api.netlify.com"]);
    expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
    expect(directives.get("object-src")).toEqual(["'none'"]);
    expect(directives.get("form-action")).toEqual(["'self'"]);
  });

  it("under npm start, lets the editor reach its local backend on this machine", () => {
    expect(editorContentSecurityPolicy("http://127.0.0.1:8081/api/v1")).toContain(
      "connect-src 'self' https://api.github.com https://api.netlify.com http://127.0.0.1:8081;",
    );
  });

  it("refuses to follow a build without the site's policy", () => {
    expect(() => withEditorPolicy(rules.slice(0, 1))).toThrow(/No site-wide Content-Security-Policy/);
  });
});
