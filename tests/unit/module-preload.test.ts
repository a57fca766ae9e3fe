import { describe, expect, it } from "vitest";
import { staticImports, withModulePreloads } from "../../scripts/lib/module-preload.ts";

const MODULES: Record<string, string> = {
  "/_astro/client.js?dpl=7": 'import{t as e}from"./react.js?dpl=7";export{e as default};',
  "/_astro/Page.js?dpl=7":
    'import{a as t,b as n}from"./react.js?dpl=7";import"./toasts.js?dpl=7";export*from"./api.js?dpl=7";' +
    'const r=()=>import("./Dialog.js?dpl=7");var s="import nothing";',
  "/_astro/react.js?dpl=7": "var react=1;export{react as t};",
  "/_astro/toasts.js?dpl=7": 'import{t as e}from"./react.js?dpl=7";',
  "/_astro/api.js?dpl=7": "export const api=1;",
  "/_astro/Dialog.js?dpl=7": 'import{a}from"./react.js?dpl=7";',
  "/_astro/header.js?dpl=7": 'import{s}from"./session.js?dpl=7";',
  "/_astro/session.js?dpl=7": "export const s=1;",
};

const page = (head: string, body: string) => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;
const island =
  '<astro-island uid="1" component-url="/_astro/Page.js?dpl=7" renderer-url="/_astro/client.js?dpl=7"></astro-island>';
const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);

describe("staticImports", () => {
  it("resolves static imports and re-exports against the module's URL, never dynamic ones or strings", () => {
    expect(staticImports(MODULES["/_astro/Page.js?dpl=7"]!, "/_astro/Page.js?dpl=7")).toEqual([
      "/_astro/react.js?dpl=7",
      "/_astro/toasts.js?dpl=7",
      "/_astro/api.js?dpl=7",
    ]);
  });

  it("leaves bare package names alone", () => {
    expect(staticImports('import a from"react";import"./b.js";', "/_astro/x.js")).toEqual(["/_astro/b.js"]);
  });
});

describe("withModulePreloads", () => {
  const read = (url: string) => MODULES[url];

  it("preloads every module an island reaches through static imports, each once, and no lazy one", () => {
    const html = withModulePreloads(page('<link rel="stylesheet" href="/_astro/a.css">', island), read);
    expect(preloads(html).sort()).toEqual(
      [
        "/_astro/Page.js?dpl=7",
        "/_astro/api.js?dpl=7",
        "/_astro/client.js?dpl=7",
        "/_astro/react.js?dpl=7",
        "/_astro/toasts.js?dpl=7",
      ].sort(),
    );
    expect(html).toContain('<link rel="stylesheet" href="/_astro/a.css"><link rel="modulepreload"');
  });

  it("preloads what a module script imports, but not the script the page already loads", () => {
    const html = withModulePreloads(page("", '<script type="module" src="/_astro/header.js?dpl=7"></script>'), read);
    expect(preloads(html)).toEqual(["/_astro/session.js?dpl=7"]);
  });

  it("leaves a page without scripts or islands as it was", () => {
    const html = page("<title>About</title>", '<img src="/_astro/picture.webp" alt="">');
    expect(withModulePreloads(html, read)).toBe(html);
  });
});
