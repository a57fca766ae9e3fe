import { describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { isExternalHref } from "../../src/lib/markdown.ts";
import { renderMarkdown } from "../../src/lib/markdown-preview.ts";

describe("renderMarkdown", () => {
  it("renders a heading, paragraphs and lists", () => {
    const html = renderMarkdown("## First contact\n\nBe **kind**.\n\n- one\n- two");
    expect(html).toContain("<h2>First contact</h2>");
    expect(html).toContain("<strong>kind</strong>");
    expect(html).toMatch(/<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/);
  });

  it("opens external links in a new tab with rel noopener noreferrer", () => {
    const html = renderMarkdown("[example](https://example.com)");
    expect(html).toContain('href="https://example.com"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain('target="_blank"');
  });

  it("gives an image written as raw HTML without alt text an empty alt, and keeps a written one", () => {
    expect(renderMarkdown('<img src="/feet.webp">')).toContain('<img src="/feet.webp" alt="">');
    expect(renderMarkdown("![Pedicure tools](/tools.webp)")).toContain('alt="Pedicure tools"');
  });

  it("leaves links within the site as ordinary links", () => {
    const html = renderMarkdown("[the directory](/directory)");
    expect(html).toBe('<p><a href="/directory">the directory</a></p>\n');
  });

  it("removes script elements and their content", () => {
    const html = renderMarkdown("Hello\n\n<script>window.__pwned = true</script>\n\nBye");
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain("__pwned");
    expect(html).toContain("Hello");
    expect(html).toContain("Bye");
  });

  it("strips on* handlers from raw HTML and keeps the harmless element", () => {
    const html = renderMarkdown('<img src=x onerror="window.__pwned=true">');
    expect(html).toContain('<img src="x" alt="">');
    expect(html).not.toMatch(/onerror/i);
  });

  it("drops style, iframe and javascript: links", () => {
    const html = renderMarkdown(
      '<style>body{display:none}</style>\n\n<iframe src="https://evil.example"></iframe>\n\n[click](javascript:alert(1)) <a href="javascript:alert(1)" onclick="x()">raw</a>',
    );
    expect(html).not.toMatch(/<style|<iframe|javascript:|onclick/i);
    expect(html).toContain("raw");
  });

  it("drops inline style attributes", () => {
    expect(renderMarkdown('<p style="position:fixed">x</p>')).toBe("<p>x</p>");
  });
});

describe("isExternalHref", () => {
  it.each([
    ["https://example.com", true],
    ["http://example.com/a", true],
    ["//cdn.example.com/x", true],
    ["/blog/a", false],
    ["#top", false],
    ["mailto:support@solemuse.example", false],
  ])("%s → %s", (href, expected) => {
    expect(isExternalHref(href)).toBe(expected);
  });
});

describe("the sanitizer on the function runtime", () => {
  // Netlify Functions, like AWS Lambda, run with require(esm) switched off: an ESM-only package anywhere under
  // the sanitizer's require() chain turns every article page into a 500.
  it("loads and sanitizes with require(esm) disabled", () => {
    const script = `const DOMPurify = require("isomorphic-dompurify");
      process.stdout.write(DOMPurify.sanitize("<p>kept<script>dropped()</script></p>"));`;
    const run = spawnSync(process.execPath, ["--no-experimental-require-module", "-e", script], {
      encoding: "utf8",
    });
    expect(run.stderr).toBe("");
    expect(run.stdout).toBe("<p>kept</p>");
  });
});
