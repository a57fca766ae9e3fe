import type { Marked } from "marked";
import type DOMPurify from "isomorphic-dompurify";

/**
 * The article renderer, built from the two packages it runs on. This module imports neither: the admin preview
 * passes them in statically (`markdown-preview.ts`), the server loads them only when it saves an article, because
 * a bundler inlines a local module's static imports even where the module itself is imported lazily.
 */
export interface MarkdownPackages {
  Marked: typeof Marked;
  DOMPurify: typeof DOMPurify;
}

/** Tags that could run code, restyle the page or pull in foreign documents; DOMPurify drops on* handlers and script itself. */
const FORBIDDEN_TAGS = [
  "script",
  "style",
  "iframe",
  "frame",
  "object",
  "embed",
  "form",
  "input",
  "button",
  "textarea",
  "select",
  "link",
  "meta",
  "base",
];

/** Links that leave the site: absolute http(s) or protocol-relative. */
export function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//i.test(href.trim());
}

/** External links open apart from the site; an image written as raw HTML without alt text counts as decoration. */
function hardenElements(node: Element): void {
  if (node.tagName === "IMG" && !node.hasAttribute("alt")) node.setAttribute("alt", "");
  if (node.tagName !== "A") return;
  const href = node.getAttribute("href");
  if (!href || !isExternalHref(href)) return;
  node.setAttribute("rel", "noopener noreferrer");
  node.setAttribute("target", "_blank");
}

/**
 * Article Markdown to safe HTML, the same on the server (jsdom) and in the browser (the admin preview).
 * Raw HTML in the Markdown is allowed through marked, then DOMPurify keeps only inert markup.
 */
export function markdownRenderer({ Marked, DOMPurify }: MarkdownPackages): (markdown: string) => string {
  // One parser with fixed options, so another module's `marked.use()` cannot change how articles render.
  const parser = new Marked({ gfm: true, breaks: false, async: false });
  return (markdown) => {
    const html = parser.parse(markdown) as string;
    DOMPurify.addHook("afterSanitizeAttributes", hardenElements);
    try {
      return DOMPurify.sanitize(html, {
        USE_PROFILES: { html: true },
        FORBID_TAGS: FORBIDDEN_TAGS,
        FORBID_ATTR: ["style", "srcdoc", "formaction"],
        ALLOW_DATA_ATTR: false,
      });
    } finally {
      DOMPurify.removeHook("afterSanitizeAttributes", hardenElements);
    }
  };
}
